// A type declared inside a body (a view and a tuple alias): Swift's local types cannot capture
// the values around them, so Flipbook declares them at the file's top level.
import SwiftUI
struct V: View {
    @State private var values: [Double] = [0.2, 0.5, 0.9, 0.4]
    var body: some View {
        struct Bar: View {
            var h: Double
            var body: some View { Capsule().fill(.teal).frame(width: 20, height: h * 100) }
        }
        typealias Pair = (Int, Double)
        let pairs: [Pair] = values.enumerated().map { ($0.offset, $0.element) }
        return HStack(alignment: .bottom) {
            ForEach(pairs, id: \.0) { pair in Bar(h: pair.1) }
        }
    }
}
#Preview { V() }

// expect: exit 2 at 10:52 "type 'UnitPoint' has no member 'middle'"
// run: render --duration 1
import SwiftUI
struct V: View {
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack { ForEach(0..<5) { Text("Row \($0)").id($0) } }
            }
            .onAppear { proxy.scrollTo(4, anchor: .middle) }
        }
    }
}
#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

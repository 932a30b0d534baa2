// A helper function nested in an action: it reads and advances a local of the function around
// it (the stagger delay), as Swift's nested functions capture their enclosing scope; a local
// computed variable gives the loop its bound.
import SwiftUI
struct V: View {
    @State private var offsets: [CGFloat] = [0, 0, 0]
    var body: some View {
        HStack { ForEach(0..<3) { i in Circle().frame(width: 20).offset(y: offsets[i]) } }
            .onAppear { run() }
    }
    func run() {
        var delay = 0.0
        func bounce(_ i: Int) {
            withAnimation(.spring.delay(delay)) { offsets[i] = -30 }
            delay += 0.2
        }
        var count: Int { offsets.count }
        for i in 0..<count { bounce(i) }
    }
}
#Preview(traits: .fixedLayout(width: 200, height: 120)) { V() }

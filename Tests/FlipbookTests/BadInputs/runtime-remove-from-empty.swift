// expect: exit 2 at 11:19 "removeLast() on an array with too few elements"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                var a: [Int] = []
                a.removeLast()
                n = a.count
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

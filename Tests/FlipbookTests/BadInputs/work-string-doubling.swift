// expect: exit 2 at 11:30 "a value grew beyond 10000000 elements (a runaway loop?)"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                var s = "ab"
                while true { s += s }
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

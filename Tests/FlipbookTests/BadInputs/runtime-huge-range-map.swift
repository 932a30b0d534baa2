// expect: exit 2 at 10:39 "a value grew beyond 10000000 elements (a runaway loop?)"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                let a = (0..<Int.max).map { $0 }
                n = a.count
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

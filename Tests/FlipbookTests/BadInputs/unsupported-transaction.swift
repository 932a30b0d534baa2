// expect: exit 2 at 10:25 "cannot find 'Transaction' in scope"
// run: render
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Circle().opacity(n == 0 ? 1 : 0.5)
            .task {
                var t = Transaction(animation: .linear(duration: 1e6))
            withTransaction(t) { n = 1 }
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

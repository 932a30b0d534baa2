// expect: exit 2 at 10:17 "precondition failed: n must be positive"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                precondition(n > 0, "n must be positive")
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

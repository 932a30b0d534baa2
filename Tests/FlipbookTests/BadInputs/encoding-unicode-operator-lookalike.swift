// expect: exit 2 at 10:23 "cannot find operator '−' in scope"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                n = 2 − 1
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

// expect: exit 2 at 10:21 "arithmetic overflow: 4611686018427387904 + 4611686018427387904 does not fit in an Int"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                n = (1 << 62) + (1 << 62)
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

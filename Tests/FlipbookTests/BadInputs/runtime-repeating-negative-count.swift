// expect: exit 2 at 10:21 "Array(repeating:count:) needs a count of at least 0, not -1"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                n = Array(repeating: 1, count: -1).count
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

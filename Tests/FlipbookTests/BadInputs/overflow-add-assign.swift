// expect: exit 2 at 11:17 "arithmetic overflow: 9223372036854775805 + 5 does not fit in an Int"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                n = Int.max - 2
                n += 5
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

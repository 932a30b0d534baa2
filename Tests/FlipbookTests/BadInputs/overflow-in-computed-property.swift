// expect: exit 2 at 7:20 "arithmetic overflow: 9223372036854775807 + 1 does not fit in an Int"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var big: Int { Int.max + n + 1 }
    var body: some View {
        Text("\(big)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

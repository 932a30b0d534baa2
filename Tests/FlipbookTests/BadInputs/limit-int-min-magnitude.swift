// expect: exit 2 at 7:25 "arithmetic overflow: -9223372036854775808.magnitude does not fit in an Int"
// run: render --duration 1
import SwiftUI

struct V: View {
    var body: some View {
        Text("\(Int.min.magnitude)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

// expect: exit 2 at 8:34 "cannot find '...' in scope"
// run: render --duration 1
import SwiftUI

// Found by the fuzzer: `...` passed where a function goes was looked up as a dotted type name.
struct V: View {
    var body: some View {
        Text("\([1, 2].reduce(0, ...))")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

// expect: exit 2 at 8:18 "the scene runs too long without finishing"
// run: render --duration 1
import SwiftUI

// Found by the fuzzer (a timeout): a loop with an empty body took no steps, so nothing
// stopped it.
func setup() {
    for index in 0..<Int.max {
    }
}

struct V: View {
    var body: some View { Text("x").onAppear(perform: setup) }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

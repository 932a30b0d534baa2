// expect: exit 2 at 9:41 "cannot find '$9223372036854775807' in scope"
// run: render --duration 1
import SwiftUI

// Found by the fuzzer: counting a closure's `$n` arguments overflowed one past Int.max.
struct V: View {
    let words = ["a"]
    var body: some View {
        Text(zip(words, words).map { "\($9223372036854775807)" }.joined())
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

// expect: exit 2 at 10:13 "arithmetic overflow: 9223372036854775807 + 1 does not fit in an Int"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Button("Go") {
            n = Int.max
            n += 1
        }
    }
}

// flipbook: tap "Go" at 0.1
#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

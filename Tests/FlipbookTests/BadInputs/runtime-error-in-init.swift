// expect: exit 2 at 7:18 "arithmetic overflow: 9223372036854775807 + 1 does not fit in an Int"
// run: render --duration 1
import SwiftUI

struct V: View {
    let k: Int
    init() { k = Int.max + 1 }
    var body: some View { Text("\(k)") }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

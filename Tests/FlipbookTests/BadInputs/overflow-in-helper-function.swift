// expect: exit 2 at 7:35 "arithmetic overflow: 9223372036854775807 * 2 does not fit in an Int"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    func twice(_ x: Int) -> Int { x * 2 }
    var body: some View {
        Text("\(n)")
            .task { n = twice(Int.max) }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

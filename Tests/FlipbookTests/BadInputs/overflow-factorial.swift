// expect: exit 2 at 7:47 "arithmetic overflow: 21 * 2432902008176640000 does not fit in an Int"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    func fact(_ k: Int) -> Int { k <= 1 ? 1 : k * fact(k - 1) }
    var body: some View {
        Text("\(n)")
            .task { n = fact(30) }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

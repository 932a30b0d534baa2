// expect: exit 2 at 7:21 "200 does not fit in Int8 (-128...127)"
// run: render --duration 1
import SwiftUI

struct V: View {
    var body: some View {
        let level = Int8(200)
        return Text("\(level)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

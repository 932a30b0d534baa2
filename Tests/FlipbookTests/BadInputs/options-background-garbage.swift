// expect: exit 2 "--background must be white, transparent, a colour name or #RRGGBB, got 'plaid'"
// run: render --duration 1 --background plaid
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

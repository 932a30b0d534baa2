// expect: exit 2 at 8:15 "type 'Color' has no member 'plaid'"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Color.plaid
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

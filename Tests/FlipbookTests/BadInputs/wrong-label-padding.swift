// expect: exit 2 at 8:27 "extra argument 'amount:' in call to padding(…)"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("a").padding(amount: 3)
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

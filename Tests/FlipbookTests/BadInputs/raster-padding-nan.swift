// expect: exit 2 at 6:45 "padding length must be finite"
// run: render --duration 1
import SwiftUI

struct V: View {
    var body: some View { Text("a").padding(.nan) }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

// expect: exit 2 at 7:51 "cannot convert a floating-point literal to 'Int'"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View { Text("\(n)").task { n = 1.5 } }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

// expect: exit 2 at 7:51 "cannot assign value of type 'String' to type 'Int'"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View { Text("\(n)").task { n = "three" } }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

// expect: exit 2 at 7:64 "the dictionary literal contains the key a twice"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View { Text("\(n)").task { let d = ["a": 1, "a": 2]; n = d.count } }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

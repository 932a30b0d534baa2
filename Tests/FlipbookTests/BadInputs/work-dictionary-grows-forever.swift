// expect: exit 2 at 7:96 "the scene runs too long without finishing (an endless loop?)"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View { Text("\(n)").task { var d: [Int: Int] = [:]; var i = 0; while true { d[i] = i; i += 1 }; n = d.count } }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

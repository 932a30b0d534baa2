// expect: exit 2 at 7:95 "the scene runs too long without finishing (an endless loop?)"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View { Text("\(n)").task { var s: Set<Int> = []; var i = 0; while true { s.insert(i); i += 1 }; n = s.count } }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

// expect: exit 2 at 7:81 "the scene runs too long without finishing (an endless loop?)"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View { Text("\(n)").task { var a: [Int] = []; while true { a.append(1) }; n = a.count } }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

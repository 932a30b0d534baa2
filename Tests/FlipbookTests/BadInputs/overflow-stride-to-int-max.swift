// expect: exit 2 at 7:56 "a value grew beyond 10000000 elements (a runaway loop?)"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View { Text("\(n)").task { for i in stride(from: 0, to: Int.max, by: 1) { n = i } } }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

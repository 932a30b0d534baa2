// expect: exit 2 at 11:32 "the scene runs too long without finishing (an endless loop?)"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                var s = ""
                while true { s.append("x") }
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

// expect: exit 2 at 10:35 "the scene runs too long without finishing (an endless loop?)"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                while true { n += 1 }
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

// expect: exit 2 at 10:26 "the scene runs too long without finishing (an endless loop?)"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                for i in 0..<1_000_000_000_000 { n = i }
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

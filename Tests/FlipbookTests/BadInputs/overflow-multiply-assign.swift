// expect: exit 2 at 11:35 "arithmetic overflow: 4052555153018976267 * 3 does not fit in an Int"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                n = 3
                for _ in 0..<64 { n *= 3 }
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

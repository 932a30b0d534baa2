// expect: exit 2 at 10:30 "arithmetic overflow: 2432902008176640000 * 21 does not fit in an Int"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                n = (1...40).reduce(1, *)
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

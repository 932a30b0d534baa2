// expect: exit 2 at 10:21 "Int(_:) of 1e+300: the value cannot be converted to Int because it is not finite or too la"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                n = Int(1e300)
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

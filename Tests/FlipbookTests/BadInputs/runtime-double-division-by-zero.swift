// expect: exit 2 at 11:21 "Int(_:) of inf: the value cannot be converted to Int because it is not finite or too large"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                let z = Double(n)
                n = Int(1.0 / z)
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

// expect: exit 2 at 11:21 "constant 'x' used before being initialized"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                let x: Int
                n = x
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

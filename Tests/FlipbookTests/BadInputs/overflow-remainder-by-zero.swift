// expect: exit 2 at 11:21 "division by zero in remainder operation"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                let z = n
                n = 7 % z
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

// expect: exit 2 at 10:21 "operator '+' cannot be applied to Bool and Int"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                n = true + 1
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

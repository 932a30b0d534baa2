// expect: exit 2 at 10:25 "operator '+' cannot be applied to String and Int"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                let s = "a" + 1
                n = s.count
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

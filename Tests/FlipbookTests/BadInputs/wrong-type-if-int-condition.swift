// expect: exit 2 at 10:20 "a condition must be a Bool, not Int"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                if n { n = 1 }
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

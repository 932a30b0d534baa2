// expect: exit 2 at 11:23 "dropFirst needs a count ≥ 0"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                let a = [1]
                n = a.dropFirst(-1).count
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

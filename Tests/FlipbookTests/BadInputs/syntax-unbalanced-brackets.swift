// expect: exit 2 at 10:30 "expected ']' to end array"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                let a = [1, 2
                n = a.count
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

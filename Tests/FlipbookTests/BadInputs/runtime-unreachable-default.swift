// expect: exit 2 at 11:25 "fatalError: zero"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                switch n {
                case 0: fatalError("zero")
                default: break
                }
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

// expect: exit 2 at 11:17 "cannot assign to value: 'k' is a 'let' constant"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                let k = 1
                k = 2
                n = k
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

// expect: exit 2 at 11:21 "unexpectedly found nil while unwrapping an Optional value"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                let a: [Int] = []
                n = a.first!
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

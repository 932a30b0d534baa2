// expect: exit 2 at 10:33 "square brackets nested too deeply (more than 8 levels)"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                let a = [[[[[[[[[[1]]]]]]]]]]
                n = a.count
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

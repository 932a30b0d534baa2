// expect: exit 2 at 11:21 "index out of range: -1 in an array of 3 elements"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                let a = [1, 2, 3]
                n = a[-1]
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

// expect: exit 2 at 10:21 "arithmetic overflow: abs(-9223372036854775808) does not fit in an Int"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                n = abs(Int.min)
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

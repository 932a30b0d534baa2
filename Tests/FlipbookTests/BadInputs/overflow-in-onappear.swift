// expect: exit 2 at 12:21 "arithmetic overflow: -9223372036854775808 - 9223372036854775807 does not fit in an Int"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .onAppear {
                n = Int.max
                n = n &+ 1
                n = n - Int.max - 1 - 1
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

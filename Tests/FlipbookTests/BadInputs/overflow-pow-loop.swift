// expect: exit 2 at 11:40 "arithmetic overflow: 1000000000000000000 * 10 does not fit in an Int"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                var p = 1
                for _ in 0..<100 { p = p * 10 }
                n = p
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

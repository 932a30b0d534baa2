// expect: exit 2 at 9:46 "index out of range: 5 in an array of 1 element"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .onChange(of: n) { _, new in _ = [0][new] }
            .task { n = 5 }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

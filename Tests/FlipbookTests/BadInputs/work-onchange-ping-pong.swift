// expect: exit 2 at 9:32 "the scene keeps changing state at t = 0 s without settling (effects that change each other"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .onChange(of: n) { n += 1 }
            .task { n = 1 }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

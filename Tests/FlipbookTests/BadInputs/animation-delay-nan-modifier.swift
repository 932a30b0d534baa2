// expect: exit 2 at 9:14 "an animation's delay must be finite, not nan"
// run: render
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Circle().opacity(n == 0 ? 1 : 0.5)
            .animation(.linear.delay(.nan), value: n)
            .task { n = 1 }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

// expect: exit 2 at 10:17 "an animation's speed must be finite, not inf"
// run: render
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Circle().opacity(n == 0 ? 1 : 0.5)
            .task {
                withAnimation(.linear(duration: 1).speed(.infinity)) { n = 1 }
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

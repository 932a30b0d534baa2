// expect: exit 2 at 10:17 "an animation's response must be at least 0, not -0.5"
// run: render
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Circle().opacity(n == 0 ? 1 : 0.5)
            .task {
                withAnimation(.smooth(duration: -0.5)) { n = 1 }
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

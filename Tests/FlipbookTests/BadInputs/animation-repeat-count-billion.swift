// expect: exit 2 at 10:17 "repeatCount(1000000000) must be between 0 and 10000"
// run: render
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Circle().opacity(n == 0 ? 1 : 0.5)
            .task {
                withAnimation(.linear(duration: 1).repeatCount(1_000_000_000)) { n = 1 }
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

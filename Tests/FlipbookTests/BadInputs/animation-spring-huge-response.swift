// expect: exit 2 at 10:17 "this animation runs 1.9999999999999998e+201 s, longer than the longest clip (3600 s)"
// run: render
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Circle().opacity(n == 0 ? 1 : 0.5)
            .task {
                withAnimation(.spring(response: 1e200, dampingFraction: 0.5)) { n = 1 }
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

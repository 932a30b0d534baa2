// expect: exit 2 at 9:13 "a MeshGradient of 2 × 2 needs 4 colors, found 3"
// run: render --duration 1
import SwiftUI

struct V: View {
    var body: some View {
        MeshGradient(
            width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
            colors: [.red, .green, .blue])
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

// expect: exit 2 at 9:13 "a MeshGradient of 3 × 3 needs 9 points, found 8"
// run: render --duration 1
import SwiftUI

struct V: View {
    var body: some View {
        MeshGradient(
            width: 3, height: 3,
            points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.5, 0.5], [1, 0.5], [0, 1], [1, 1]],
            colors: Array(repeating: .red, count: 9))
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

// expect: exit 2 at 9:38 "expected a SIMD2<Float> point, found CGPoint"
// run: render --duration 1
import SwiftUI

struct V: View {
    var body: some View {
        MeshGradient(
            width: 2, height: 2,
            points: [[0, 0], [1, 0], CGPoint(x: 0, y: 1), [1, 1]],
            colors: [.red, .green, .blue, .yellow])
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

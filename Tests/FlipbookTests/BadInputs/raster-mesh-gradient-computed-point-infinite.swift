// expect: exit 2 at 8:50 "a MeshGradient point must be finite, not (inf, inf)"
// run: render --duration 1
import SwiftUI

struct V: View {
    var body: some View {
        let points: [SIMD2<Float>] = [.zero, [1, 0], [0, 1], SIMD2(x: 1, y: 1) / 0]
        return MeshGradient(width: 2, height: 2, points: points, colors: [.red, .green, .blue, .yellow])
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

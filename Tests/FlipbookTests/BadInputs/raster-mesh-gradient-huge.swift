// expect: exit 2 at 7:9 "a MeshGradient of 101 × 100 = 10100 vertices is more than Flipbook draws (10000)"
// run: render --duration 1
import SwiftUI

struct V: View {
    var body: some View {
        MeshGradient(
            width: 101, height: 100,
            points: (0..<10100).map { i in SIMD2<Float>(Float(i % 101) / 100, Float(i / 101) / 99) },
            colors: Array(repeating: .red, count: 10100))
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

// expect: exit 0
// run: render --duration 0.25
// The largest mesh Flipbook draws (100 × 100 vertices), every vertex moving under an
// animation, and a second mesh whose points lie a million widths away: both must draw quickly.
import SwiftUI

let grid = (0..<10000).map { SIMD2<Float>(Float($0 % 100) / 99, Float($0 / 100) / 99) }
let stripes = (0..<10000).map { $0 % 2 == 0 ? Color.red : Color.blue }

struct V: View {
    @State private var wave = false
    var body: some View {
        VStack(spacing: 0) {
            MeshGradient(width: 100, height: 100, points: wave ? grid.reversed() : grid, colors: stripes)
            MeshGradient(
                width: 2, height: 2, points: [[-1e6, -1e6], [1e6, -1e6], [-1e6, 1e6], [1e6, 1e6]],
                colors: [.red, .green, .blue, .yellow], background: .cyan)
        }
        .task { withAnimation(.linear(duration: 0.25)) { wave = true } }
    }
}

#Preview(traits: .fixedLayout(width: 400, height: 300)) { V() }

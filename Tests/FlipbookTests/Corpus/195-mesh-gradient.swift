// iOS 18's `MeshGradient` in the forms sample code writes it: points as array literals,
// `.init(x, y)` and `SIMD2<Float>`, computed points, `locations:` and `bezierPoints:`, a
// background where the points leave the bounds, linear colours and the perceptual space; as a
// view, and as the style of a fill, a background and a text's foreground.
import SwiftUI

struct MeshCards: View {
    let wavy: [SIMD2<Float>] = (0..<9).map { i in
        let x = Float(i % 3) / 2, y = Float(i / 3) / 2
        return SIMD2<Float>(x, y) + (i == 4 ? SIMD2(x: 0.1, y: -0.1) : .zero)
    }

    var body: some View {
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                MeshGradient(width: 3, height: 3, points: [
                    [0, 0], [0.5, 0], [1, 0],
                    [0, 0.5], [0.5, 0.5], [1, 0.5],
                    [0, 1], [0.5, 1], [1, 1]
                ], colors: [
                    .red, .purple, .indigo,
                    .orange, .white, .blue,
                    .yellow, .green, .mint
                ])
                RoundedRectangle(cornerRadius: 12)
                    .fill(MeshGradient(
                        width: 3, height: 3, points: wavy,
                        colors: [.black, .blue, .black, .blue, .cyan, .blue, .black, .blue, .black],
                        smoothsColors: false))
            }
            HStack(spacing: 8) {
                Circle().fill(MeshGradient(
                    width: 2, height: 2,
                    points: [.init(0.2, 0.2), .init(0.8, 0.2), .init(0.2, 0.8), .init(0.8, 0.8)],
                    colors: [.red, .blue, .green, .yellow], background: .gray))
                Color.clear.background(MeshGradient(
                    width: 2, height: 2,
                    locations: .points([SIMD2<Float>(0, 0), SIMD2<Float>(1, 0), SIMD2<Float>(0, 1), SIMD2<Float>(1, 1)]),
                    colors: .colors([.red, .blue, .green, .yellow]), colorSpace: .perceptual))
            }
            Text("Mesh")
                .font(.system(size: 44, weight: .bold))
                .foregroundStyle(MeshGradient(
                    width: 2, height: 2,
                    bezierPoints: [
                        .init(position: [0, 0], leadingControlPoint: [0, 0], topControlPoint: [0, 0],
                              trailingControlPoint: [0.4, 0.3], bottomControlPoint: [0, 0.4]),
                        .init(position: [1, 0], leadingControlPoint: [0.6, -0.3], topControlPoint: [1, 0],
                              trailingControlPoint: [1, 0], bottomControlPoint: [1, 0.6]),
                        .init(position: [0, 1], leadingControlPoint: [0, 1], topControlPoint: [0, 0.6],
                              trailingControlPoint: [0.4, 1], bottomControlPoint: [0, 1]),
                        .init(position: [1, 1], leadingControlPoint: [0.6, 1], topControlPoint: [1, 0.4],
                              trailingControlPoint: [1, 1], bottomControlPoint: [1, 1]),
                    ],
                    colors: [.pink, .orange, .purple, .teal]))
        }
        .padding(8)
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 260)) {
    MeshCards()
}

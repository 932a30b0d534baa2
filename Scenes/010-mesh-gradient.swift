import SwiftUI

// Mesh gradients (iOS 18): a view, a fill with a background, and an animation
// (docs/scene-language.md, "Views"; docs/semantics.md, "Mesh gradients").
// What you should see, on white: at the top, a 200 × 120 card of Apple's nine-colour mesh (red,
// purple and indigo along the top, orange, white and blue across the middle, yellow, green and
// mint along the bottom) whose white centre glides from the upper left to the lower right
// between 0.2 s and 1.2 s while its top-left corner turns from red to yellow, the colours
// flowing smoothly with no creases. Below it, on the left, a circle whose mesh covers only the
// middle of its square frame, so the grey background rings it; on the right, a rounded square
// of black and white vertices alternating along two rows, blended linearly (`smoothsColors:
// false`): straight, creased shading that is white at the top middle and the bottom corners.

struct MeshGradientScene: View {
    @State private var isOn = false

    var body: some View {
        VStack(spacing: 12) {
            MeshGradient(
                width: 3, height: 3,
                points: [
                    [0, 0], [0.5, 0], [1, 0],
                    [0, 0.5], [isOn ? 0.75 : 0.25, isOn ? 0.7 : 0.3], [1, 0.5],
                    [0, 1], [0.5, 1], [1, 1],
                ],
                colors: [
                    isOn ? .yellow : .red, .purple, .indigo,
                    .orange, .white, .blue,
                    .yellow, .green, .mint,
                ]
            )
            .frame(width: 200, height: 120)
            HStack(spacing: 16) {
                Circle()
                    .fill(
                        MeshGradient(
                            width: 2, height: 2,
                            points: [.init(0.2, 0.2), .init(0.8, 0.2), .init(0.2, 0.8), .init(0.8, 0.8)],
                            colors: [.red, .blue, .green, .yellow], background: .gray))
                RoundedRectangle(cornerRadius: 12)
                    .fill(
                        MeshGradient(
                            width: 3, height: 2,
                            points: [[0, 0], [0.5, 0], [1, 0], [0, 1], [0.5, 1], [1, 1]],
                            colors: [.black, .white, .black, .white, .black, .white], smoothsColors: false))
            }
            .frame(width: 200, height: 80)
        }
        .task {
            try? await Task.sleep(for: .seconds(0.2))
            withAnimation(.easeInOut(duration: 1)) { isOn = true }
        }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 240)) {
    MeshGradientScene()
}

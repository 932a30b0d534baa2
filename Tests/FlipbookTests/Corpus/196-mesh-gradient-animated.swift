// An animated `MeshGradient`: its middle vertex and a corner colour change under
// `withAnimation`, and the mesh interpolates point by point and colour by colour, as
// SwiftUI's `animatableData` does.
import SwiftUI

struct BreathingMesh: View {
    @State private var isOn = false

    var body: some View {
        MeshGradient(
            width: 3, height: 3,
            points: [
                [0, 0], [0.5, 0], [1, 0],
                [0, 0.5], [isOn ? 0.8 : 0.2, isOn ? 0.7 : 0.3], [1, 0.5],
                [0, 1], [0.5, 1], [1, 1],
            ],
            colors: [
                isOn ? .yellow : .red, .purple, .indigo,
                .orange, .white, .blue,
                .yellow, .green, .mint,
            ]
        )
        .frame(width: 160, height: 120)
        .task {
            try? await Task.sleep(for: .seconds(0.25))
            withAnimation(.linear(duration: 1)) { isOn = true }
        }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 160)) {
    BreathingMesh()
}

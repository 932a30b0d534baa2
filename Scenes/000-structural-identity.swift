import SwiftUI

// Sakun Labs, "SwiftUI: Understanding identity via transitions" — structural identity.
// ValueView is always the same view: its value changes (8, 9, 10, 11), so there is no insertion
// or removal and the transition never runs. What you see is an animation inside the view: the
// number changes and the blue box resizes to the new text. (The article sees the resize from 0
// to 1 because SF's digits have different widths; DejaVu's digits all have the same width, so
// this scene counts from 8 to show the box growing from one digit to two.)

struct ValueView: View {
    let value: Int

    var body: some View {
        Text("\(value)")
            .font(.system(size: 48, weight: .bold))
            .foregroundStyle(.white)
            .padding(24)
            .background(RoundedRectangle(cornerRadius: 16).fill(.blue))
    }
}

struct StructuralIdentity: View {
    @State private var value = 8

    var body: some View {
        ValueView(value: value)
            // This transition has no effect: the view above keeps its identity.
            .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))
            .task {
                for _ in 0..<3 {
                    try? await Task.sleep(for: .seconds(0.8))
                    withAnimation {
                        value += 1
                    }
                }
            }
    }
}

#Preview("Structural identity", traits: .fixedLayout(width: 360, height: 220)) {
    StructuralIdentity()
}

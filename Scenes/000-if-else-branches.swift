import SwiftUI

// Sakun Labs, "SwiftUI: Understanding identity via transitions" — structural identity through
// the branches of an if/else. Each branch holds its own ValueView, so when the condition flips
// (value goes from 0 to 1) the old view slides out to the leading edge and the new one slides
// in from the trailing edge. Later changes (1 → 2 → 3) stay in the same branch: no transition.

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

struct IfElseBranches: View {
    @State private var value = 0

    var body: some View {
        Group {
            if value > 0 {
                ValueView(value: value)
            } else {
                ValueView(value: value)
            }
        }
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

#Preview("If-else branches", traits: .fixedLayout(width: 360, height: 220)) {
    IfElseBranches()
}

import SwiftUI

// Sakun Labs, "SwiftUI: Understanding identity via transitions" — explicit identity.
// `.id(value)` gives ValueView a new identity for every value, so every change is a removal
// plus an insertion: each number slides out to the leading edge while the next one slides in
// from the trailing edge.

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

struct ExplicitID: View {
    @State private var value = 0

    var body: some View {
        ValueView(value: value)
            .id(value)
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

#Preview("Explicit id", traits: .fixedLayout(width: 360, height: 220)) {
    ExplicitID()
}

import SwiftUI

// Sakun Labs, "SwiftUI: Understanding identity via transitions" — coarser explicit identity.
// The id is `value > 3 ? 1 : 0`: it changes only once, when value goes from 3 to 4. The numbers
// 0 → 1 → 2 → 3 update in place (the box resizes, no slide); 3 → 4 slides; 4 → 5 updates in place.

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

struct CoarseID: View {
    @State private var value = 0

    var body: some View {
        ValueView(value: value)
            .id(value > 3 ? 1 : 0)
            .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))
            .task {
                for _ in 0..<5 {
                    try? await Task.sleep(for: .seconds(0.6))
                    withAnimation {
                        value += 1
                    }
                }
            }
    }
}

#Preview("Coarse id", traits: .fixedLayout(width: 360, height: 220)) {
    CoarseID()
}

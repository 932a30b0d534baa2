import SwiftUI

// Sakun Labs, "SwiftUI: Understanding identity via transitions" — the value passed to the view
// has nothing to do with the transition. ValueView always shows 1000, but its id changes with
// `value`, so every change still slides the old "1000" out and a new "1000" in.

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

struct ConstantValueChangingID: View {
    @State private var value = 0

    var body: some View {
        ValueView(value: 1000)
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

#Preview("Constant value, changing id", traits: .fixedLayout(width: 360, height: 220)) {
    ConstantValueChangingID()
}

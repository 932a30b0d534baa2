import SwiftUI

struct ValueView: View {
    let value: Int
    var body: some View {
        Text("\(value)")
            .font(.system(size: 40, weight: .bold))
            .foregroundStyle(.white)
            .frame(width: 120, height: 120)
            .background(RoundedRectangle(cornerRadius: 16).fill(.blue))
    }
}

struct ExplicitIdentity: View {
    @State private var value = 0
    var body: some View {
        ValueView(value: value)
            .id(value)
            .transition(.asymmetric(insertion: .move(edge: .trailing),
                                    removal: .move(edge: .leading)))
            .task {
                for _ in 0..<3 {
                    try? await Task.sleep(for: .seconds(0.6))
                    withAnimation(.easeInOut(duration: 0.4)) { value += 1 }
                }
            }
    }
}

#Preview("Explicit identity", traits: .fixedLayout(width: 400, height: 240)) {
    ExplicitIdentity()
}

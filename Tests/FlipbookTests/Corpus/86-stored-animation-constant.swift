import SwiftUI

struct Wobble: View {
    private let bounce = Animation.spring(response: 0.3, dampingFraction: 0.4)
    static let slow: Animation = .easeInOut(duration: 0.8)
    @State private var isBig = false
    @State private var isTilted = false

    var body: some View {
        RoundedRectangle(cornerRadius: 10)
            .fill(Color.purple)
            .frame(width: 60, height: 60)
            .scaleEffect(isBig ? 1.5 : 1)
            .rotationEffect(.degrees(isTilted ? 45 : 0))
            .task {
                try? await Task.sleep(for: .seconds(0.3))
                withAnimation(bounce) { isBig = true }
                try? await Task.sleep(for: .seconds(0.6))
                withAnimation(Self.slow) { isTilted = true }
            }
    }
}

#Preview(traits: .fixedLayout(width: 160, height: 160)) {
    Wobble()
}

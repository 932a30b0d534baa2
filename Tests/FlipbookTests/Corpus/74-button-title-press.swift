import SwiftUI

struct CounterButton: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("Tapped \(count) times")
            Button("Tap me") {
                count += 1
            }
            .padding(.horizontal, 20)
            .padding(.vertical, 10)
            .background(Capsule().stroke(Color.blue, lineWidth: 2))
            .scaleEffect(count > 0 ? 1.1 : 1)
            .animation(.easeInOut(duration: 0.2), value: count)
        }
    }
}

// flipbook: tap "Tap me" at 0.5
// flipbook: tap "Tap me" at 1.0

#Preview(traits: .fixedLayout(width: 220, height: 140)) {
    CounterButton()
}

// A shape style's shadow (iOS 16): `.background.shadow(.drop(…))` under a card, an inner
// shadow offset to the bottom right (darkest at the top-left edge), a light inner glow, and
// `.shadow(radius:)` on a colour, which stays the view modifier.
import SwiftUI
struct StyleShadows: View {
    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 16)
                .fill(.background.shadow(.drop(color: .black.opacity(0.3), radius: 6, x: 0, y: 4)))
                .frame(width: 200, height: 60)
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.orange.shadow(.inner(radius: 4, x: 2, y: 2)))
                .frame(width: 200, height: 60)
            Circle().fill(.blue.shadow(.inner(color: .white.opacity(0.6), radius: 6)))
                .frame(width: 60, height: 60)
            Text("Hi").padding().background(Color.yellow.shadow(radius: 3))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemGray6))
    }
}
#Preview(traits: .fixedLayout(width: 300, height: 320)) { StyleShadows() }

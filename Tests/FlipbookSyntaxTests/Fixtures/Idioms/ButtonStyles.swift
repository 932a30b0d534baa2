import SwiftUI

struct PressableStyle: ButtonStyle {
    var tint: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .padding(.vertical, 12)
            .padding(.horizontal, 20)
            .background(tint.opacity(configuration.isPressed ? 0.6 : 1), in: Capsule())
            .foregroundStyle(.white)
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == PressableStyle {
    static var pressable: PressableStyle { PressableStyle() }
}

struct Checkout: View {
    @State private var purchased = false
    @Namespace private var namespace

    var body: some View {
        VStack(spacing: 20) {
            if purchased {
                Label("Thank you!", systemImage: "checkmark.circle.fill")
                    .matchedGeometryEffect(id: "button", in: namespace)
            } else {
                Button("Buy now") {
                    withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {
                        purchased = true
                    }
                }
                .buttonStyle(.pressable)
                .matchedGeometryEffect(id: "button", in: namespace)
            }
        }
        // flipbook: tap "Buy now" at 0.5
    }
}

#Preview {
    Checkout()
}

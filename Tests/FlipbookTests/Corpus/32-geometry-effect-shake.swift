import SwiftUI

struct Shake: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX:
            amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)),
            y: 0))
    }
}

struct PasswordField: View {
    @State private var attempts = 0

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .stroke(Color.red, lineWidth: 2)
            .frame(width: 180, height: 40)
            .modifier(Shake(animatableData: CGFloat(attempts)))
            .task {
                try? await Task.sleep(for: .seconds(0.5))
                withAnimation(.linear(duration: 0.6)) {
                    attempts += 1
                }
            }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 100)) {
    PasswordField()
}

import SwiftUI

struct Shake: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(
            CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0)
        )
    }
}

struct Highlight: ViewModifier {
    let color: Color
    @State private var pulse = false

    func body(content: Content) -> some View {
        content
            .padding(8)
            .background(color.opacity(pulse ? 0.4 : 0.1), in: RoundedRectangle(cornerRadius: 8))
            .onAppear {
                withAnimation(.easeInOut(duration: 0.8).repeatCount(3, autoreverses: true)) {
                    pulse = true
                }
            }
    }
}

extension View {
    func highlighted(_ color: Color = .yellow) -> some View {
        modifier(Highlight(color: color))
    }
}

struct WrongPassword: View {
    @State private var attempts = 0

    var body: some View {
        SecureField("Password", text: .constant("hunter2"))
            .textFieldStyle(.roundedBorder)
            .modifier(Shake(animatableData: CGFloat(attempts)))
            .highlighted(.red)
            .task {
                try? await Task.sleep(nanoseconds: 300_000_000)
                withAnimation(.default) { attempts += 1 }
            }
    }
}

#Preview {
    WrongPassword()
        .padding()
}

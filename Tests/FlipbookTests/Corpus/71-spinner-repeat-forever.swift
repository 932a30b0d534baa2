import SwiftUI

struct Spinner: View {
    @State private var isRotating = false

    var body: some View {
        Circle()
            .trim(from: 0.2, to: 1)
            .stroke(Color.accentColor, lineWidth: 5)
            .frame(width: 44, height: 44)
            .rotationEffect(.degrees(isRotating ? 360 : 0))
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
                    isRotating = true
                }
            }
    }
}

#Preview(traits: .fixedLayout(width: 120, height: 120)) {
    Spinner()
}

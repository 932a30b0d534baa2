import SwiftUI

struct Wave: Shape {
    var amplitude: CGFloat

    var animatableData: CGFloat {
        get { amplitude }
        set { amplitude = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        path.addQuadCurve(
            to: CGPoint(x: rect.maxX, y: rect.midY),
            control: CGPoint(x: rect.midX, y: rect.midY - amplitude * 2)
        )
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct WaveView: View {
    @State private var amplitude: CGFloat = 0

    var body: some View {
        Wave(amplitude: amplitude)
            .fill(Color.cyan)
            .frame(width: 200, height: 100)
            .onAppear {
                withAnimation(.easeInOut(duration: 1)) { amplitude = 40 }
            }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 160)) {
    WaveView()
}

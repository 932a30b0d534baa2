import SwiftUI

struct Wave: Shape {
    var phase: Double
    var amplitude: Double = 20

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(phase, amplitude) }
        set {
            phase = newValue.first
            amplitude = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let midY = rect.midY
        path.move(to: CGPoint(x: 0, y: midY))
        for x in stride(from: 0, through: rect.width, by: 2) {
            let relative = x / rect.width
            let y = midY + amplitude * sin(relative * 2 * .pi + phase)
            path.addLine(to: CGPoint(x: x, y: y))
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: 0, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct Star: Shape {
    let points: Int

    func path(in rect: CGRect) -> Path {
        Path { path in
            let center = CGPoint(x: rect.midX, y: rect.midY)
            let outer = min(rect.width, rect.height) / 2
            let inner = outer * 0.45
            for index in 0..<(points * 2) {
                let radius = index.isMultiple(of: 2) ? outer : inner
                let angle = Double(index) * .pi / Double(points) - .pi / 2
                let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                if index == 0 {
                    path.move(to: point)
                } else {
                    path.addLine(to: point)
                }
            }
            path.closeSubpath()
        }
    }
}

struct WaveScene: View {
    @State private var phase = 0.0

    var body: some View {
        ZStack {
            Wave(phase: phase)
                .fill(.blue.gradient)
            Star(points: 5)
                .stroke(.yellow, style: StrokeStyle(lineWidth: 3, lineJoin: .round))
                .frame(width: 80, height: 80)
                .rotationEffect(.degrees(phase * 30))
        }
        .onAppear {
            withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) {
                phase = .pi * 2
            }
        }
    }
}

#Preview {
    WaveScene()
}

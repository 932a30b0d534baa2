import SwiftUI
import Combine

struct TickingClock: View {
    @State private var seconds = 0
    @State private var angle: Angle = .zero
    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        ZStack {
            Circle()
                .stroke(lineWidth: 4)
            Capsule()
                .frame(width: 4, height: 60)
                .offset(y: -30)
                .rotationEffect(angle)
            Text(String(format: "%02d:%02d", seconds / 60, seconds % 60))
                .font(.system(.body, design: .monospaced))
                .offset(y: 40)
        }
        .frame(width: 160, height: 160)
        .onReceive(timer) { _ in
            seconds += 1
            withAnimation(.easeInOut(duration: 0.25)) {
                angle += .degrees(6)
            }
            if seconds >= 5 {
                timer.upstream.connect().cancel()
            }
        }
    }
}

#Preview {
    TickingClock()
}

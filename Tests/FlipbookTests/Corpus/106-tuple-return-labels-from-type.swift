import SwiftUI

struct TrafficLight: View {
    @State private var step = 0

    private var lights: (red: Bool, yellow: Bool, green: Bool) {
        switch (step % 4, step) {
        case (0, _): return (true, false, false)
        case (1, let n) where n < 4: return (true, true, false)
        case (2, _): return (false, false, true)
        default: return (false, true, false)
        }
    }

    var body: some View {
        VStack(spacing: 8) {
            Circle().fill(lights.red ? Color.red : Color.red.opacity(0.2))
            Circle().fill(lights.yellow ? Color.yellow : Color.yellow.opacity(0.2))
            Circle().fill(lights.green ? Color.green : Color.green.opacity(0.2))
        }
        .frame(width: 40, height: 136)
        .padding(10)
        .background(Color.black, in: RoundedRectangle(cornerRadius: 12))
        .task {
            for _ in 0..<3 {
                try? await Task.sleep(for: .seconds(0.5))
                withAnimation(.easeInOut(duration: 0.2)) { step += 1 }
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 120, height: 200)) {
    TrafficLight()
}

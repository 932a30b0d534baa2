import SwiftUI

struct StopwatchView: View {
    @State private var elapsed: TimeInterval = 0

    private var formatted: String {
        let minutes = Int(elapsed) / 60
        let seconds = Int(elapsed) % 60
        let tenths = Int((elapsed * 10).truncatingRemainder(dividingBy: 10))
        return String(format: "%02d:%02d.%d", minutes, seconds, tenths)
    }

    var body: some View {
        VStack {
            Text(formatted)
                .font(.system(size: 36, weight: .medium, design: .monospaced))
            Text(String(format: "%.1f%% of a minute", elapsed / 60 * 100))
                .font(.caption)
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            elapsed = 75.3
        }
    }
}

#Preview(traits: .fixedLayout(width: 260, height: 120)) {
    StopwatchView()
}

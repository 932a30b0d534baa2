import SwiftUI

func clamp(_ value: inout Double, to range: ClosedRange<Double>) {
    value = min(max(value, range.lowerBound), range.upperBound)
}

struct BrightnessView: View {
    @State private var brightness = 0.2
    @State private var log: [String] = []

    func adjust(by delta: Double) {
        defer { log.append("adjusted") }
        var next = brightness + delta
        clamp(&next, to: 0...1)
        brightness = next
    }

    var body: some View {
        VStack(spacing: 8) {
            Rectangle()
                .fill(Color(white: brightness))
                .frame(width: 100, height: 60)
            Text("\(Int(brightness * 100))% after \(log.count) changes")
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.linear(duration: 0.5)) { adjust(by: 0.5) }
            try? await Task.sleep(for: .seconds(0.7))
            withAnimation(.linear(duration: 0.5)) { adjust(by: 0.5) }
        }
    }
}

#Preview(traits: .fixedLayout(width: 260, height: 140)) {
    BrightnessView()
}

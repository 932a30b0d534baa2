// The scene's own GaugeStyle: makeBody gets the value as a fraction of the gauge's range
// (12 of 0...16 is 0.75) and the labels; a built-in style beside it still draws iOS's.
import SwiftUI

struct RingGaugeStyle: GaugeStyle {
    var color: Color = .red
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.3), lineWidth: 6)
            Circle()
                .trim(from: 0, to: configuration.value)
                .stroke(color, lineWidth: 6)
                .rotationEffect(.degrees(-90))
            VStack {
                configuration.label
                configuration.currentValueLabel
            }
        }
        .frame(width: 80, height: 80)
    }
}

struct V: View {
    @State private var count = 4.0
    var body: some View {
        HStack(spacing: 20) {
            Gauge(value: count, in: 0...16) { Text("Steps") } currentValueLabel: { Text("\(Int(count))") }
                .gaugeStyle(RingGaugeStyle(color: .green))
            Gauge(value: count, in: 0...16) { Text("B") }
                .gaugeStyle(.accessoryCircularCapacity)
        }
        .onAppear { withAnimation(.linear(duration: 1)) { count = 12 } }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 120)) { V() }

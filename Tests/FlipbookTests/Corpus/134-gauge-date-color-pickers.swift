// Gauge in iOS's default style and the accessory styles, a compact DatePicker (the clip's clock
// starts at 2001-01-01 00:00 UTC) and a ColorPicker's swatch; the gauges animate to 80 %.
import SwiftUI
struct V: View {
    @State private var level = 0.2
    @State private var date = Date()
    @State private var color = Color.orange
    var body: some View {
        VStack(spacing: 16) {
            Gauge(value: level, in: 0...1) { Text("Battery") } currentValueLabel: { Text("\(Int(level * 100))%") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
            HStack(spacing: 20) {
                Gauge(value: level) { Text("B") } currentValueLabel: { Text("\(Int(level * 100))") }
                    .gaugeStyle(.accessoryCircularCapacity)
                Gauge(value: level, in: 0...1) { Text("T") } currentValueLabel: { Text("\(Int(level * 100))") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
                    .gaugeStyle(.accessoryCircular)
                    .tint(.green)
                Gauge(value: level) { Text("L") }.gaugeStyle(.accessoryLinear).frame(width: 80)
            }
            DatePicker("Start", selection: $date)
            DatePicker("Day", selection: $date, displayedComponents: .date)
            ColorPicker("Accent", selection: $color)
        }
        .padding()
        .onAppear { withAnimation(.easeInOut(duration: 1)) { level = 0.8 } }
    }
}
#Preview(traits: .fixedLayout(width: 360, height: 400)) { V() }

import SwiftUI

struct Thermostat: View {
    @State private var target = 20.0 {
        didSet {
            if target > 30 { target = 30 }
            changes += 1
        }
    }
    @State private var changes = 0

    private var fahrenheit: Double {
        get { target * 9 / 5 + 32 }
        nonmutating set { target = (newValue - 32) * 5 / 9 }
    }

    var body: some View {
        VStack {
            Gauge(value: target, in: 10...30) {
                Text("Target")
            } currentValueLabel: {
                Text("\(target, specifier: "%.1f") °C")
            }
            .gaugeStyle(.accessoryCircular)
            Text("\(Int(fahrenheit)) °F, \(changes) changes")
                .font(.footnote)
        }
        .task {
            for step in stride(from: 21.0, through: 24.0, by: 1.0) {
                try? await Task.sleep(for: .seconds(0.4))
                withAnimation(.smooth) { target = step }
            }
            fahrenheit = 80
        }
    }
}

#Preview {
    Thermostat()
}

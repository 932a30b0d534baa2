import SwiftUI

struct Temperature {
    var celsius: Double

    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}

struct ThermometerView: View {
    @State private var temperature = Temperature(celsius: 0)

    var body: some View {
        VStack(spacing: 8) {
            Text("\(Int(temperature.celsius))°C / \(Int(temperature.fahrenheit))°F")
            Capsule()
                .fill(temperature.celsius > 50 ? Color.red : Color.blue)
                .frame(width: 20, height: 40 + temperature.celsius)
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.easeIn(duration: 0.5)) {
                temperature.fahrenheit = 212
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 200)) {
    ThermometerView()
}

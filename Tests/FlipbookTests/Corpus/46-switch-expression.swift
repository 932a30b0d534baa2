import SwiftUI

enum Weather: CaseIterable {
    case sunny, cloudy, rainy
}

struct WeatherTile: View {
    @State private var weather: Weather = .sunny

    var body: some View {
        let color: Color = switch weather {
        case .sunny: .yellow
        case .cloudy: .gray
        case .rainy: .blue
        }
        let label = switch weather {
        case .sunny: "Sunny"
        case .cloudy: "Cloudy"
        case .rainy: "Rainy"
        }
        VStack {
            Circle().fill(color).frame(width: 50, height: 50)
            Text(label)
        }
        .task {
            for next in Weather.allCases.dropFirst() {
                try? await Task.sleep(for: .seconds(0.6))
                withAnimation(.easeInOut(duration: 0.3)) { weather = next }
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 160, height: 120)) {
    WeatherTile()
}

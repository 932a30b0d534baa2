// Two series of LineMarks split by foregroundStyle(by:), with symbols by the same value, a
// smooth interpolation and a dashed rule at zero: the palette's blue and green, the legend
// below the plot with each series' symbol.
import Charts
import SwiftUI

struct Reading: Identifiable {
    let id = UUID()
    let city: String
    let month: Int
    let temperature: Double
}

struct TemperatureChart: View {
    let readings: [Reading] = [
        .init(city: "Paris", month: 1, temperature: 5), .init(city: "Paris", month: 2, temperature: 7),
        .init(city: "Paris", month: 3, temperature: 11), .init(city: "Paris", month: 4, temperature: 14),
        .init(city: "Oslo", month: 1, temperature: -3), .init(city: "Oslo", month: 2, temperature: -2),
        .init(city: "Oslo", month: 3, temperature: 2), .init(city: "Oslo", month: 4, temperature: 6),
    ]

    var body: some View {
        Chart {
            ForEach(readings) { reading in
                LineMark(
                    x: .value("Month", reading.month),
                    y: .value("Temperature", reading.temperature)
                )
                .foregroundStyle(by: .value("City", reading.city))
                .symbol(by: .value("City", reading.city))
                .interpolationMethod(.catmullRom)
            }
            RuleMark(y: .value("Freezing", 0))
                .foregroundStyle(.gray)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
        }
        .padding()
    }
}

#Preview { TemperatureChart() }

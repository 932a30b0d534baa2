import Charts
import SwiftUI

// Swift Charts (docs/scene-language.md, "Charts"; docs/semantics.md, "Charts").
// What you should see, on white: at the top, five pink weekday bars (Mon to Fri) that grow
// from the baseline to 4,200, 7,800, 6,100, 9,300 and 5,400 steps between 0 and 0.8 s, under
// an orange goal rule at 8,000, with the step counts 0 to 10,000 on the right and the days
// below. Below it, two smooth lines with symbols, Paris in blue circles and Oslo in green
// squares, over months 1 to 4, and a legend under them; at 1 s the Oslo temperatures rise by
// 4 degrees, the line and its squares moving up while the y axis shrinks from -5…15 to 0…15
// (the -5 label fading out, the others moving down).

struct Reading: Identifiable {
    let id: String
    let city: String
    let month: Int
    var temperature: Double
}

struct ChartsScene: View {
    @State private var grown = false
    @State private var readings: [Reading] = [
        Reading(id: "p1", city: "Paris", month: 1, temperature: 5),
        Reading(id: "p2", city: "Paris", month: 2, temperature: 7),
        Reading(id: "p3", city: "Paris", month: 3, temperature: 11),
        Reading(id: "p4", city: "Paris", month: 4, temperature: 14),
        Reading(id: "o1", city: "Oslo", month: 1, temperature: -3),
        Reading(id: "o2", city: "Oslo", month: 2, temperature: -2),
        Reading(id: "o3", city: "Oslo", month: 3, temperature: 2),
        Reading(id: "o4", city: "Oslo", month: 4, temperature: 6),
    ]
    let steps = [("Mon", 4200), ("Tue", 7800), ("Wed", 6100), ("Thu", 9300), ("Fri", 5400)]

    var body: some View {
        VStack(spacing: 24) {
            Chart {
                ForEach(steps, id: \.0) { day in
                    BarMark(x: .value("Day", day.0), y: .value("Steps", grown ? day.1 : 0))
                        .foregroundStyle(.pink)
                        .cornerRadius(4)
                }
                RuleMark(y: .value("Goal", 8000))
                    .foregroundStyle(.orange)
            }
            .chartYScale(domain: 0...10000)

            Chart(readings) { reading in
                LineMark(x: .value("Month", reading.month), y: .value("Temperature", reading.temperature))
                    .foregroundStyle(by: .value("City", reading.city))
                    .symbol(by: .value("City", reading.city))
                    .interpolationMethod(.catmullRom)
            }
        }
        .padding()
        .onAppear {
            withAnimation(.easeOut(duration: 0.8)) { grown = true }
        }
        .task {
            try? await Task.sleep(for: .seconds(1))
            withAnimation(.easeInOut(duration: 0.8)) {
                for index in readings.indices where readings[index].city == "Oslo" {
                    readings[index].temperature += 4
                }
            }
        }
    }
}

#Preview("Charts", traits: .fixedLayout(width: 400, height: 520)) { ChartsScene() }

// expect: exit 2 at 17:25 "plotting a Date in a chart is not supported by Flipbook yet"
// run: render --duration 1
import Charts
import SwiftUI

// A time axis: dates are not plotted yet, which is said at the value rather than drawn wrong.
struct Sample: Identifiable {
    let id = UUID()
    let date: Date
    let value: Double
}

struct Timeline: View {
    let samples = [Sample(date: Date(timeIntervalSince1970: 0), value: 3)]
    var body: some View {
        Chart(samples) { sample in
            LineMark(x: .value("Date", sample.date), y: .value("Value", sample.value))
        }
    }
}

#Preview { Timeline() }

// expect: exit 2 at 16:17 "AxisValueLabel(format:) is not supported by Flipbook yet"
// run: render --duration 1
import Charts
import SwiftUI

// Axis labels of the scene's own format: Flipbook draws each axis part as Charts' default
// does, and says so rather than drawing the default label in place of the scene's.
struct Steps: View {
    var body: some View {
        Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4200))
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 7800))
        }
        .chartYAxis {
            AxisMarks(position: .leading) { _ in
                AxisValueLabel(format: .number)
            }
        }
    }
}

#Preview { Steps() }

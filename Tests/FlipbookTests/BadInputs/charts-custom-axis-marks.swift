// expect: exit 2 at 10:9 "several AxisMarks on one axis are not supported by Flipbook yet"
// run: render --duration 1
import Charts
import SwiftUI

// Two sets of marks on one axis (days' gridlines, weeks' labels): Flipbook draws one set, and
// says so rather than drawing only the first.
struct Steps: View {
    var body: some View {
        Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4200))
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 7800))
        }
        .chartYAxis {
            AxisMarks(values: [0, 4000]) { _ in AxisGridLine() }
            AxisMarks(values: [0, 8000]) { _ in AxisValueLabel() }
        }
    }
}

#Preview { Steps() }

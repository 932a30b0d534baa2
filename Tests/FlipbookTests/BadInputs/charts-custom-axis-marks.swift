// expect: exit 2 at 15:13 "'AxisMarks' is not supported by Flipbook yet"
// run: render --duration 1
import Charts
import SwiftUI

// Custom axis marks: Flipbook draws Charts' default axes only, and says so rather than drawing
// the defaults in place of the scene's.
struct Steps: View {
    var body: some View {
        Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4200))
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 7800))
        }
        .chartYAxis {
            AxisMarks(position: .leading)
        }
    }
}

#Preview { Steps() }

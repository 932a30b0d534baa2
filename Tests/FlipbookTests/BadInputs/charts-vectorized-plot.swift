// expect: exit 2 at 19:13 "'BarPlot' is not supported by Flipbook yet"
// run: render --duration 1
import Charts
import SwiftUI

// iOS 18's vectorized plots: Flipbook draws Charts' marks, not BarPlot and its kin, and says
// so at the plot rather than drawing an empty chart.
struct Slice: Identifiable {
    let id = UUID()
    let name: String
    let share: Double
}

struct Plot: View {
    let slices = [Slice(name: "A", share: 0.6), Slice(name: "B", share: 0.4)]

    var body: some View {
        Chart {
            BarPlot(slices, x: .value("Name", \.name), y: .value("Share", \.share))
        }
    }
}

#Preview { Plot() }

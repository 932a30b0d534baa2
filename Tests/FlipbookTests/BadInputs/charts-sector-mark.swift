// expect: exit 2 at 19:13 "'SectorMark' is not supported by Flipbook yet"
// run: render --duration 1
import Charts
import SwiftUI

// A pie chart: Flipbook draws Charts' bars, lines, points, areas, rules and rectangles, not
// sectors, and says so at the mark rather than drawing an empty chart.
struct Slice: Identifiable {
    let id = UUID()
    let name: String
    let share: Double
}

struct Pie: View {
    let slices = [Slice(name: "A", share: 0.6), Slice(name: "B", share: 0.4)]

    var body: some View {
        Chart(slices) { slice in
            SectorMark(angle: .value("Share", slice.share), innerRadius: .ratio(0.5))
                .foregroundStyle(by: .value("Name", slice.name))
        }
    }
}

#Preview { Pie() }

// expect: exit 2 at 12:9 "a chart scale of type .log is not supported by Flipbook yet"
// run: render --duration 1
import Charts
import SwiftUI

// A logarithmic axis: Flipbook draws linear scales only, and says so rather than drawing the
// values on a linear one.
struct Growth: View {
    let values: [Double] = [1, 10, 100, 1000]

    var body: some View {
        Chart(Array(values.enumerated()), id: \.offset) { index, value in
            LineMark(x: .value("Step", index), y: .value("Value", value))
        }
        .chartYScale(type: .log)
    }
}

#Preview { Growth() }

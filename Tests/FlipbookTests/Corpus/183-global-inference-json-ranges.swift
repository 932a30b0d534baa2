// A top-level array whose elements are written `.init(…)`, typed by its declaration through a
// `compactMap`; a `Codable` struct with a `Range<Double>` (JSON's `[lower, upper]`), as
// Apple's Landmarks tutorial decodes its hikes; `.lazy` on an array.
import SwiftUI

struct Swatch: Identifiable {
    var id: UUID = .init()
    var color: Color
}

var swatches: [Swatch] = [.red, .orange, .blue].compactMap { color in
    .init(color: color)
}

struct Observation: Codable {
    var distance: Double
    var elevation: Range<Double>
}

let observations: [Observation] = try! JSONDecoder().decode(
    [Observation].self,
    from: #"[{"distance": 0, "elevation": [291.6, 309.7]}, {"distance": 1, "elevation": [300, 320.5]}]"#.data(using: .utf8)!)

struct Swatches: View {
    var body: some View {
        let highest = observations.lazy.map { $0.elevation.upperBound }.max() ?? 0
        VStack {
            HStack { ForEach(swatches) { swatch in Circle().fill(swatch.color).frame(width: 30, height: 30) } }
            Text("highest \(highest, specifier: "%.1f") m over \(observations.count) points")
        }
    }
}

#Preview(traits: .fixedLayout(width: 300, height: 100)) { Swatches() }

/// Greedy line breaking of one paragraph's units.
enum LineBreaker {
    /// How much wider than the available width a line may measure and still fit, in points:
    /// half a point, what rounding a frame to the pixel grid can take off a width this engine
    /// measured, so that text proposed its own ideal width (or a geometry reader's report of
    /// it, rounded to the grid: equal-width columns) never wraps or truncates. SwiftUI rounds
    /// a text's own size up to the grid, so such a proposal fits there too.
    static let tolerance = 0.5

    /// Whether a line's width fits the width available (with `tolerance`).
    static func fits(_ width: Double, in available: Double) -> Bool {
        width <= available + tolerance
    }

    /// Whether lines' height fits the height available: heights are not rounded away by a
    /// reader's report, so only arithmetic's noise is allowed.
    static func fitsHeight(_ height: Double, in available: Double) -> Bool {
        height <= available + 1e-3
    }

    /// The width a line of `units` shows: the left-to-right sum of advances up to its last
    /// unit that is not a space (trailing spaces hang beyond the line).
    static func visibleWidth<C: Collection<ShapedUnit>>(of units: C, scale: Double) -> Double {
        var running = 0.0
        var visible = 0.0
        for unit in units {
            running += unit.advance(at: scale)
            if !unit.isSpace { visible = running }
        }
        return visible
    }

    /// The lines of `units` (ranges of indices) in `available` points at `scale`: each line
    /// ends at the last break opportunity that fits; a word wider than the line is broken
    /// between units; every line holds at least one unit. An empty paragraph is one empty line.
    static func lines(of units: [ShapedUnit], scale: Double, available: Double) -> [Range<Int>] {
        guard !units.isEmpty else { return [0..<0] }
        guard available.isFinite else { return [0..<units.count] }
        var lines: [Range<Int>] = []
        var start = 0
        while start < units.count {
            var running = 0.0
            var lastBreak: Int?
            var end = units.count
            for i in start..<units.count {
                let width = running + units[i].advance(at: scale)
                if !units[i].isSpace, !fits(width, in: available) {
                    if let lastBreak { end = lastBreak + 1 } else { end = max(i, start + 1) }
                    break
                }
                running = width
                if units[i].breakAfter { lastBreak = i }
            }
            lines.append(start..<end)
            start = end
        }
        return lines
    }
}

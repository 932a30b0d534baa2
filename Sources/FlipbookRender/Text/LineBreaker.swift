/// Greedy line breaking of one paragraph's units.
enum LineBreaker {
    /// How much wider than the available width a line may measure and still fit, in points:
    /// far below a visible difference, far above the rounding a layout engine's arithmetic
    /// (adding and removing padding) can leave on a width this engine measured, so that text
    /// proposed exactly its own ideal width never wraps or truncates.
    static let tolerance = 1e-3

    static func fits(_ width: Double, in available: Double) -> Bool {
        width <= available + tolerance
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

/// How an underline or strike-through is drawn (`Text.LineStyle`): its pattern, and its own
/// colour (nil: the text's).
public struct TextLineStyle: Hashable, Sendable {
    /// `Text.LineStyle.Pattern`.
    public enum Pattern: String, Hashable, Sendable, CaseIterable {
        case solid, dot, dash, dashDot, dashDotDot

        /// The lengths of the pattern's marks and gaps, alternating from a mark, in multiples of
        /// the line's thickness [U: SwiftUI does not give them; UIKit's look, measured by eye:
        /// square dots, dashes four times as long as the line is thick].
        public var intervals: [Double] {
            switch self {
            case .solid: []
            case .dot: [1, 2]
            case .dash: [4, 2]
            case .dashDot: [4, 2, 1, 2]
            case .dashDotDot: [4, 2, 1, 2, 1, 2]
            }
        }
    }

    public var pattern: Pattern
    public var color: StyleValue?

    public init(pattern: Pattern = .solid, color: StyleValue? = nil) {
        self.pattern = pattern
        self.color = color
    }

    /// The marks of a line `width` long and `thickness` thick, as (start, length) along it; the
    /// last mark is cut at the line's end.
    public static func marks(of pattern: Pattern, width: Double, thickness: Double) -> [(start: Double, length: Double)] {
        let intervals = pattern.intervals.map { $0 * max(thickness, 0.5) }
        // A line too long to draw mark by mark (a run of huge kerning) is drawn solid.
        guard !intervals.isEmpty, width.isFinite, width > 0, width / (intervals[0] + intervals[1]) < 100_000 else {
            return [(0, width)]
        }
        var marks: [(start: Double, length: Double)] = []
        var x = 0.0
        var index = 0
        while x < width {
            let length = intervals[index % intervals.count]
            if index % 2 == 0 { marks.append((x, min(length, width - x))) }
            x += length
            index += 1
        }
        return marks
    }
}

import FlipbookModel

/// Fits shaped text into a width and height: breaks lines, finds the scale for
/// `minimumScaleFactor`, truncates what still does not fit, and places the lines.
struct TextFitter {
    let text: ShapedText
    let options: TextLayoutOptions
    /// The width lines may take (infinity: no wrapping).
    let available: Double
    /// The height the lines may take (infinity: any).
    let height: Double

    /// A line before assembly: a range of one paragraph's units.
    struct LineRef {
        var paragraph: Int
        var units: Range<Int>
    }

    func lines(at scale: Double) -> [LineRef] {
        text.paragraphs.enumerated().flatMap { index, paragraph in
            LineBreaker.lines(of: paragraph.units, scale: scale, available: available).map {
                LineRef(paragraph: index, units: $0)
            }
        }
    }

    /// The largest scale in `minimumScaleFactor...1` at which nothing needs truncating, found
    /// by bisection (shrinking before truncating, as SwiftUI does); the minimum when even that
    /// does not fit, and 1 when there is nothing to shrink.
    func bestScale() -> Double {
        if fits(at: 1) { return 1 }
        let minimum = options.minimumScaleFactor
        guard minimum.isFinite, minimum > 0, minimum < 1 else { return 1 }
        guard fits(at: minimum) else { return minimum }
        var (low, high) = (minimum, 1.0)
        for _ in 0..<16 {
            let middle = (low + high) / 2
            if fits(at: middle) { low = middle } else { high = middle }
        }
        return low
    }

    /// Whether every line shows whole: no more lines than can be shown, no unit wider than the
    /// width (an emoji, which cannot be broken), no word broken between lines, no first line
    /// taller than the height. SwiftUI shrinks text until it fits the size proposed, both ways.
    private func fits(at scale: Double) -> Bool {
        let refs = lines(at: scale)
        guard refs.count <= visibleLineCount(refs, scale: scale) else { return false }
        if available.isFinite {
            for ref in refs where LineBreaker.visibleWidth(of: text.paragraphs[ref.paragraph].units[ref.units], scale: scale) > available + 1e-3 {
                return false
            }
            // A word broken between its letters ("Gue" / "ss") does not fit either: text that
            // may shrink shrinks until its words are whole.
            for (index, ref) in refs.enumerated() where index + 1 < refs.count && refs[index + 1].paragraph == ref.paragraph {
                if let last = ref.units.last, !text.paragraphs[ref.paragraph].units[last].breakAfter { return false }
            }
        }
        if height.isFinite, let first = refs.first {
            let (ascent, descent) = verticalMetrics(of: first, scale: scale)
            if !LineBreaker.fitsHeight(ascent + descent, in: height) { return false }
        }
        return true
    }

    /// How many of `refs` can be shown: at most `lineLimit`, and as many as fit `height`
    /// (always at least one).
    func visibleLineCount(_ refs: [LineRef], scale: Double) -> Int {
        var count = refs.count
        if let limit = options.lineLimit { count = min(count, max(1, limit)) }
        guard height.isFinite else { return max(1, count) }
        var bottom = 0.0
        var fitting = 0
        for (i, ref) in refs.prefix(count).enumerated() {
            let (ascent, descent) = verticalMetrics(of: ref, scale: scale)
            bottom += (i > 0 ? spacing : 0) + ascent + descent
            guard LineBreaker.fitsHeight(bottom, in: height) else { break }
            fitting = i + 1
        }
        return max(1, fitting)
    }

    private var spacing: Double { options.lineSpacing.isFinite ? options.lineSpacing : 0 }

    private func verticalMetrics(of ref: LineRef, scale: Double) -> (Double, Double) {
        let paragraph = text.paragraphs[ref.paragraph]
        let runs = ref.units.isEmpty ? [paragraph.runIndex] : paragraph.units[ref.units].map(\.runIndex)
        let ascent = runs.map { text.runs[$0].ascent * scale }.max() ?? 0
        let descent = runs.map { text.runs[$0].descent * scale }.max() ?? 0
        return (ascent, descent)
    }

    /// The layout at `scale`: the visible lines (the last one truncated when more would follow),
    /// stacked from the top, aligned within the widest.
    func layout(at scale: Double) -> TextLayout {
        let refs = lines(at: scale)
        let count = visibleLineCount(refs, scale: scale)
        var assembled: [LineAssembler.AssembledLine] = []
        for (i, ref) in refs.prefix(count).enumerated() {
            let paragraph = text.paragraphs[ref.paragraph]
            var units = Array(paragraph.units[ref.units])
            if i == count - 1, count < refs.count {
                let rest = Array(paragraph.units[ref.units.lowerBound...])
                units = Truncation.truncate(
                    rest, ellipses: text.ellipses, mode: options.truncation, scale: scale,
                    available: available,
                    moreFollows: refs[count...].contains { $0.paragraph != ref.paragraph })
            }
            assembled.append(LineAssembler.assemble(units, runs: text.runs, emptyRun: paragraph.runIndex, scale: scale))
        }
        return place(assembled, scale: scale)
    }

    private func place(_ assembled: [LineAssembler.AssembledLine], scale: Double) -> TextLayout {
        let width = assembled.map(\.line.width).max() ?? 0
        let factor: Double =
            switch options.alignment {
            case .leading: 0
            case .center: 0.5
            case .trailing: 1
            }
        var lines: [TextLine] = []
        var top = 0.0
        var baselines: [Double] = []
        for (i, item) in assembled.enumerated() {
            if i > 0 { top += spacing }
            var line = item.line
            line.origin = Point(x: (width - line.width) * factor, y: top + item.ascent)
            baselines.append(line.origin.y)
            lines.append(line)
            top += item.ascent + item.descent
        }
        if options.reservesSpace, let limit = options.lineLimit, limit > assembled.count, let last = assembled.last {
            let missing = Double(limit - assembled.count)
            top += missing * (spacing + last.ascent + last.descent)
        }
        return TextLayout(
            size: Size(width: width, height: top), lines: lines,
            firstBaseline: baselines.first ?? 0, lastBaseline: baselines.last ?? 0)
    }
}

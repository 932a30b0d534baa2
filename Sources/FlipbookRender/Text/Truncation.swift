import FlipbookModel

/// Shortens the last line of text that does not fit with "…" (`truncationMode`).
///
/// The last visible line is given the rest of its paragraph. Tail truncation keeps the longest
/// beginning that fits with the ellipsis after it, head truncation the longest end with the
/// ellipsis before it, middle truncation half the room for the beginning and the rest for the
/// end, the ellipsis between. When the rest of the paragraph fits but later paragraphs are cut
/// (`moreFollows`), the ellipsis still marks the cut. Spaces next to the ellipsis are dropped.
/// If not even the ellipsis fits, the line is the ellipsis alone.
///
/// The ellipsis is shaped in the font of the text next to it (`ellipses` has one per run); room
/// is kept for the widest of those in the line, so that whichever is used fits.
enum Truncation {
    static func truncate(
        _ units: [ShapedUnit], ellipses: [ShapedUnit], mode: TextLayoutOptions.Truncation,
        scale: Double, available: Double, moreFollows: Bool
    ) -> [ShapedUnit] {
        let whole = LineBreaker.visibleWidth(of: units, scale: scale)
        if !moreFollows, LineBreaker.fits(whole, in: available) { return units }
        let widest = Set(units.map(\.runIndex)).map { ellipses[$0].advance(at: scale) }.max() ?? 0
        let room = available - widest
        let fallbackRun = units.first?.runIndex ?? 0
        func ellipsis(nextTo neighbour: ShapedUnit?) -> ShapedUnit {
            ellipses[neighbour?.runIndex ?? fallbackRun]
        }
        switch mode {
        case .tail:
            let head = prefix(of: units, fitting: room, scale: scale)
            return head + [ellipsis(nextTo: head.last ?? units.first)]
        case .head:
            let tail = suffix(of: units, fitting: room, scale: scale)
            return [ellipsis(nextTo: tail.first ?? units.last)] + tail
        case .middle:
            if LineBreaker.fits(whole, in: room) {
                return trimmingTrailingSpaces(units) + [ellipsis(nextTo: units.last)]
            }
            let head = prefix(of: units, fitting: room / 2, scale: scale)
            let used = LineBreaker.visibleWidth(of: head, scale: scale)
            let tail = suffix(of: units.dropFirst(head.count), fitting: room - used, scale: scale)
            return head + [ellipsis(nextTo: head.last ?? tail.first ?? units.first)] + tail
        }
    }

    /// The longest beginning of `units` whose visible width fits `room`, without trailing spaces.
    private static func prefix(of units: [ShapedUnit], fitting room: Double, scale: Double) -> [ShapedUnit] {
        var running = 0.0
        var count = 0
        for (i, unit) in units.enumerated() {
            running += unit.advance(at: scale)
            if unit.isSpace { continue }
            guard LineBreaker.fits(running, in: room) else { break }
            count = i + 1
        }
        return Array(units.prefix(count))
    }

    /// The longest end of `units` whose visible width fits `room`, without leading spaces.
    private static func suffix<C: BidirectionalCollection<ShapedUnit>>(
        of units: C, fitting room: Double,
        scale: Double
    ) -> [ShapedUnit] {
        var kept = 0
        var width = 0.0
        var seenVisible = false
        for unit in units.reversed() {
            // Spaces at the very end hang beyond the line and cost nothing.
            if unit.isSpace && !seenVisible {
                kept += 1
                continue
            }
            let widened = width + unit.advance(at: scale)
            if !unit.isSpace {
                guard LineBreaker.fits(widened, in: room) else { break }
                seenVisible = true
            }
            width = widened
            kept += 1
        }
        return Array(units.suffix(kept).drop(while: \.isSpace))
    }

    private static func trimmingTrailingSpaces(_ units: [ShapedUnit]) -> [ShapedUnit] {
        var result = units
        while result.last?.isSpace == true { result.removeLast() }
        return result
    }
}

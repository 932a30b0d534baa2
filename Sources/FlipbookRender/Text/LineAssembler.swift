import FlipbookModel

/// Builds a `TextLine` from one line's units: visual order, glyph runs, decorations, and the
/// line's own ascent and descent.
enum LineAssembler {
    struct AssembledLine {
        /// The line with its origin at zero (the text engine places it).
        var line: TextLine
        var ascent: Double
        var descent: Double
    }

    /// - Parameters:
    ///   - units: the line's units in logical order; trailing spaces after visible text are
    ///     left out (they hang), but a line of spaces only (`Text(" ")` between the per-letter
    ///     texts of a row) takes their width, as SwiftUI's does.
    ///   - emptyRun: the run whose metrics an empty line takes.
    static func assemble(_ units: [ShapedUnit], runs: [RunStyle], emptyRun: Int, scale: Double) -> AssembledLine {
        var units = units
        let onlySpaces = !units.isEmpty && units.allSatisfy(\.isSpace)
        if !onlySpaces {
            while units.last?.isSpace == true { units.removeLast() }
        }
        let width =
            onlySpaces
            ? units.reduce(0) { $0 + $1.advance(at: scale) } : LineBreaker.visibleWidth(of: units, scale: scale)
        let runIndices = units.isEmpty ? [emptyRun] : units.map(\.runIndex)
        let ascent = runIndices.map { runs[$0].ascent * scale }.max() ?? 0
        let descent = runIndices.map { runs[$0].descent * scale }.max() ?? 0

        var glyphRuns: [GlyphRun] = []
        var decorations: [TextDecoration] = []
        var x = 0.0
        for index in SimpleBidi.visualOrder(of: units.map(\.level)) {
            let unit = units[index]
            for glyph in unit.glyphs {
                let position = Point(x: x + glyph.x * scale, y: glyph.y * scale)
                let size = glyph.size * scale
                if let last = glyphRuns.last, last.face == glyph.face, last.size == size, last.runIndex == unit.runIndex {
                    glyphRuns[glyphRuns.count - 1].glyphs.append(glyph.id)
                    glyphRuns[glyphRuns.count - 1].positions.append(position)
                } else {
                    glyphRuns.append(
                        GlyphRun(
                            face: glyph.face, size: size, glyphs: [glyph.id], positions: [position],
                            runIndex: unit.runIndex))
                }
            }
            let advance = unit.advance(at: scale)
            let style = runs[unit.runIndex]
            if style.isHighlighted {
                // From the run's ascent above the baseline to its descent below, y down.
                extend(
                    &decorations, .background, x: x, width: advance, y: (style.descent - style.ascent) / 2 * scale,
                    thickness: (style.ascent + style.descent) * scale, runIndex: unit.runIndex, pattern: .solid)
            }
            if style.underline {
                extend(
                    &decorations, .underline, x: x, width: advance, y: style.underlineY * scale,
                    thickness: style.underlineThickness * scale, runIndex: unit.runIndex, pattern: style.underlinePattern)
            }
            if style.strikethrough {
                extend(
                    &decorations, .strikethrough, x: x, width: advance, y: style.strikethroughY * scale,
                    thickness: style.strikethroughThickness * scale, runIndex: unit.runIndex,
                    pattern: style.strikethroughPattern)
            }
            x += advance
        }
        let line = TextLine(
            origin: .zero, width: width, text: units.map(\.text).joined(), runs: glyphRuns,
            decorations: decorations)
        return AssembledLine(line: line, ascent: ascent, descent: descent)
    }

    /// Continues the last decoration of the same kind and run when it ends at `x`, else adds one.
    private static func extend(
        _ decorations: inout [TextDecoration], _ kind: TextDecoration.Kind, x: Double,
        width: Double, y: Double, thickness: Double, runIndex: Int, pattern: TextLineStyle.Pattern
    ) {
        if let i = decorations.lastIndex(where: { $0.kind == kind }), decorations[i].runIndex == runIndex,
            abs(decorations[i].x + decorations[i].width - x) < 1e-9
        {
            decorations[i].width += width
        } else {
            decorations.append(
                TextDecoration(kind: kind, x: x, width: width, y: y, thickness: thickness, runIndex: runIndex, pattern: pattern))
        }
    }
}

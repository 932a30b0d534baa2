import FlipbookModel

/// A `StyledText` after shaping, before line breaking: what every layout of the same text at
/// any width, height and scale starts from. Lengths are in points at scale 1; a layout at
/// scale s multiplies them by s (minimum scale factor), so one shaping serves every attempt.
struct ShapedText {
    var paragraphs: [ShapedParagraph]
    /// Per `TextRun`: the metrics and decorations its lines use.
    var runs: [RunStyle]
    /// Per `TextRun`: "…" shaped in the run's font, for truncated lines.
    var ellipses: [ShapedUnit]
}

/// The text between two line feeds.
struct ShapedParagraph {
    var units: [ShapedUnit]
    /// The run the paragraph starts in: an empty paragraph takes its line height from it.
    var runIndex: Int
}

/// A piece of shaped text that no line break splits: one grapheme cluster, or several that
/// HarfBuzz shaped together (a ligature, a Material Icons name).
struct ShapedUnit {
    /// The characters, in logical order.
    var text: String
    /// The glyphs in visual order, positioned from the unit's left edge.
    var glyphs: [ShapedGlyph]
    /// The horizontal advance, `TextRun.kerning` included.
    var advance: Double
    var runIndex: Int
    /// The bidi embedding level (odd: right to left).
    var level: UInt8
    /// Whether the unit is only breaking spaces (left out at the end of a line).
    var isSpace: Bool
    /// Whether a line may break after this unit.
    var breakAfter: Bool

    /// The advance at `scale`. Every width of the text engine is a left-to-right sum of these,
    /// always computed this way, so a width measured once is reproduced exactly later.
    func advance(at scale: Double) -> Double { advance * scale }
}

/// One glyph of a unit.
struct ShapedGlyph {
    var face: FontFaceRef
    /// The font size in points.
    var size: Double
    var id: UInt32
    /// The glyph origin relative to the unit's left end of the baseline (y down).
    var x: Double
    var y: Double
}

/// What a text run contributes to its lines besides glyphs, in points at scale 1 (y down from
/// the baseline, decoration positions at the centre of the stroke).
struct RunStyle {
    var ascent: Double
    var descent: Double
    var underline: Bool
    var strikethrough: Bool
    var underlinePattern: TextLineStyle.Pattern
    var strikethroughPattern: TextLineStyle.Pattern
    var isHighlighted: Bool
    var underlineY: Double
    var underlineThickness: Double
    var strikethroughY: Double
    var strikethroughThickness: Double

    /// The style of `run` drawn with `face` (its primary face).
    init(run: TextRun, face: ShapingFace) {
        let size = TextShaper.usableSize(run.font.size)
        let m = face.metrics
        ascent = m.ascender * size
        descent = -m.descender * size
        underline = run.underline
        strikethrough = run.strikethrough
        underlinePattern = run.underlinePattern
        strikethroughPattern = run.strikethroughPattern
        isHighlighted = run.isHighlighted
        // Fonts give the top of each stroke, y up; raised text raises its decorations.
        let raise = run.baselineOffset.isFinite ? run.baselineOffset : 0
        underlineThickness = m.underlineThickness * size
        underlineY = -m.underlinePosition * size + underlineThickness / 2 - raise
        strikethroughThickness = m.strikeoutThickness * size
        strikethroughY = -m.strikeoutPosition * size + strikethroughThickness / 2 - raise
    }
}

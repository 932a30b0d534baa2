/// Text after shaping and line breaking: positioned glyphs, ready to draw.
public struct TextLayout: Hashable, Sendable {
    /// The size the text takes (the widest line by the line heights and spacing).
    public var size: Size
    public var lines: [TextLine]
    /// Distance from the top of the text to the first line's baseline.
    public var firstBaseline: Double
    /// Distance from the top of the text to the last line's baseline.
    public var lastBaseline: Double

    public init(size: Size, lines: [TextLine], firstBaseline: Double, lastBaseline: Double) {
        self.size = size
        self.lines = lines
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }

    public static let empty = TextLayout(size: .zero, lines: [], firstBaseline: 0, lastBaseline: 0)

    /// The text of every line, for dumps and tests.
    public var lineTexts: [String] { lines.map(\.text) }
}

/// One line: glyph runs placed relative to `origin`, the left end of the line's baseline
/// (itself relative to the text's frame).
public struct TextLine: Hashable, Sendable {
    public var origin: Point
    public var width: Double
    /// The characters the line shows (after truncation, with its "…").
    public var text: String
    public var runs: [GlyphRun]
    /// Underlines and strike-throughs, relative to `origin`.
    public var decorations: [TextDecoration]

    public init(origin: Point, width: Double, text: String, runs: [GlyphRun], decorations: [TextDecoration] = []) {
        self.origin = origin
        self.width = width
        self.text = text
        self.runs = runs
        self.decorations = decorations
    }
}

/// Glyphs of one font face at one size, from one `TextRun`.
public struct GlyphRun: Hashable, Sendable {
    public var face: FontFaceRef
    public var size: Double
    public var glyphs: [UInt32]
    /// Each glyph's origin, relative to the line's origin.
    public var positions: [Point]
    /// The index of the `TextRun` the glyphs come from (for its colour).
    public var runIndex: Int

    public init(face: FontFaceRef, size: Double, glyphs: [UInt32], positions: [Point], runIndex: Int) {
        self.face = face
        self.size = size
        self.glyphs = glyphs
        self.positions = positions
        self.runIndex = runIndex
    }
}

/// A font file (and face index within it), with the synthetic styles applied to it.
public struct FontFaceRef: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var index: Int
    /// Emboldened by the renderer (no bold cut of the face exists).
    public var syntheticBold: Bool
    /// Slanted by the renderer (no italic cut exists).
    public var syntheticItalic: Bool
    /// A colour font (emoji): its glyphs carry their own colours.
    public var isColor: Bool

    public init(path: String, index: Int = 0, syntheticBold: Bool = false, syntheticItalic: Bool = false, isColor: Bool = false) {
        self.path = path
        self.index = index
        self.syntheticBold = syntheticBold
        self.syntheticItalic = syntheticItalic
        self.isColor = isColor
    }

    public var description: String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file + (syntheticBold ? "+bold" : "") + (syntheticItalic ? "+italic" : "")
    }
}

/// A line drawn under or through a run's glyphs.
public struct TextDecoration: Hashable, Sendable {
    /// `background` is a run's highlight (an `AttributedString`'s `backgroundColor`): a band the
    /// height of the line's ascent and descent, drawn under the glyphs.
    public enum Kind: String, Hashable, Sendable { case underline, strikethrough, background }
    public var kind: Kind
    /// Start and length along the line, and the line's vertical position and thickness
    /// (relative to the baseline, y down).
    public var x: Double
    public var width: Double
    public var y: Double
    public var thickness: Double
    /// The paint it is drawn with, in the text item's `paints`: its run's, unless the line has
    /// a colour of its own (`.underline(color: .red)`, appended after the runs' paints).
    public var runIndex: Int
    public var pattern: TextLineStyle.Pattern

    public init(
        kind: Kind, x: Double, width: Double, y: Double, thickness: Double, runIndex: Int,
        pattern: TextLineStyle.Pattern = .solid
    ) {
        self.kind = kind
        self.x = x
        self.width = width
        self.y = y
        self.thickness = thickness
        self.runIndex = runIndex
        self.pattern = pattern
    }
}

/// Shapes and lays out text with the fonts the renderer draws with. Implemented by the render
/// module (HarfBuzz, FreeType, fontconfig), so layout never imports them.
public protocol TextMeasuring: Sendable {
    /// Lays out `text` in at most `width` points (nil or infinity: no wrapping; each paragraph on
    /// one line). Lines wrap at break opportunities, a word longer than the width is broken
    /// between characters, and text that does not fit `options.lineLimit` lines, or `height`
    /// points (always at least one line), is shortened with "…" after trying sizes down to
    /// `minimumScaleFactor`.
    func layout(_ text: StyledText, width: Double?, height: Double?, options: TextLayoutOptions) -> TextLayout

    /// The box the glyphs of `layout` ink, in the layout's coordinates (nil if none, or unknown).
    func inkBounds(of layout: TextLayout) -> Rect?
}

extension TextMeasuring {
    public func inkBounds(of layout: TextLayout) -> Rect? { nil }
}

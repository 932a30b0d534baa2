/// Text to lay out: runs of characters, each in its own style (`Text + Text` concatenates runs).
public struct StyledText: Hashable, Sendable, CustomStringConvertible {
    public var runs: [TextRun]

    public init(runs: [TextRun]) { self.runs = runs }

    public init(_ string: String, font: FontSpec = .body) {
        runs = [TextRun(string, font: font)]
    }

    public var string: String { runs.map(\.text).joined() }

    public var description: String { runs.map(\.text).joined() }
}

/// One run of `StyledText`.
public struct TextRun: Hashable, Sendable {
    public var text: String
    public var font: FontSpec
    /// Extra space after every character but the last of the run, in points (`.kerning`;
    /// `.tracking` is added the same way: both are documented as extra inter-glyph space).
    public var kerning: Double
    /// Raises the run's glyphs, in points.
    public var baselineOffset: Double
    public var underline: Bool
    public var strikethrough: Bool
    /// Whether the run has a background of its own (its colour is the text item's to paint).
    public var isHighlighted = false
    public var underlinePattern: TextLineStyle.Pattern = .solid
    public var strikethroughPattern: TextLineStyle.Pattern = .solid
    /// The run's own foreground (`Text.foregroundColor`), or nil for the view's foreground.
    public var foreground: ShapeStyle?

    public init(
        _ text: String, font: FontSpec = .body, kerning: Double = 0, baselineOffset: Double = 0,
        underline: Bool = false, strikethrough: Bool = false, foreground: ShapeStyle? = nil
    ) {
        self.text = text
        self.font = font
        self.kerning = kerning
        self.baselineOffset = baselineOffset
        self.underline = underline
        self.strikethrough = strikethrough
        self.foreground = foreground
    }
}

/// How lines are broken, aligned and shortened (`lineLimit`, `lineSpacing`,
/// `multilineTextAlignment`, `truncationMode`, `minimumScaleFactor`).
public struct TextLayoutOptions: Hashable, Sendable {
    public enum Alignment: String, Hashable, Sendable { case leading, center, trailing }
    public enum Truncation: String, Hashable, Sendable { case head, middle, tail }

    public var lineLimit: Int?
    /// `lineLimit(n, reservesSpace: true)`: the text is always as tall as `lineLimit` lines.
    public var reservesSpace: Bool
    public var lineSpacing: Double
    public var alignment: Alignment
    public var truncation: Truncation
    public var minimumScaleFactor: Double

    public init(
        lineLimit: Int? = nil, reservesSpace: Bool = false, lineSpacing: Double = 0,
        alignment: Alignment = .leading, truncation: Truncation = .tail, minimumScaleFactor: Double = 1
    ) {
        self.lineLimit = lineLimit
        self.reservesSpace = reservesSpace
        self.lineSpacing = lineSpacing
        self.alignment = alignment
        self.truncation = truncation
        self.minimumScaleFactor = minimumScaleFactor
    }

    public static let `default` = TextLayoutOptions()
}

/// A glyph of the Material Icons font, the stand-in for an SF Symbol.
///
/// The glyph is drawn by its code point in the font's Private Use Area, not by its ligature
/// name: a code point is one character, so shaping, measuring and line breaking treat it as a
/// single glyph whatever features the shaper applies, and a missing glyph shows as the font's
/// box instead of the name's letters. The name documents the choice (docs/symbols.md).
public struct MaterialGlyph: Hashable, Sendable, CustomStringConvertible {
    /// The icon's name in Material Icons (also the ligature that draws it).
    public var name: String
    public var codepoint: UInt32
    /// Characters drawn inside the glyph in the text font (`2.circle`: a "2" in a circle,
    /// `SFSymbols.enclosedCharacters`); nil for a glyph alone.
    public var inset: String?
    /// Whether the inset is cut out of the glyph (`2.circle.fill`) instead of drawn over it.
    public var insetIsCutOut = false

    public init(_ name: String, _ codepoint: UInt32) {
        self.name = name
        self.codepoint = codepoint
    }

    /// The one-character string that draws the glyph in the symbol font.
    public var text: String {
        Unicode.Scalar(codepoint).map { String(Character($0)) } ?? ""
    }

    public var description: String { inset.map { "\(name) with \"\($0)\"" } ?? name }
}

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
    /// The shape drawn around the glyph when Material has no glyph of the symbol in a circle or
    /// square (`pencil.circle.fill`): the glyph is drawn smaller inside it (`SFSymbols.enclosed`).
    public var enclosure: Enclosure?

    /// A circle or square around a glyph: its own glyph, and whether the glyph inside is cut out
    /// of it (a `.fill` form) or drawn over its outline.
    public struct Enclosure: Hashable, Sendable {
        /// The SF name of the shape: `circle`, `circle.fill`, `square` or `square.fill`.
        public var name: String
        public var codepoint: UInt32
        public var isCutOut: Bool

        /// The one-character string that draws the shape in the symbol font.
        public var text: String { Unicode.Scalar(codepoint).map { String(Character($0)) } ?? "" }
    }

    public init(_ name: String, _ codepoint: UInt32) {
        self.name = name
        self.codepoint = codepoint
    }

    /// The one-character string that draws the glyph in the symbol font.
    public var text: String {
        Unicode.Scalar(codepoint).map { String(Character($0)) } ?? ""
    }

    public var description: String {
        if let enclosure { return "\(name) in \(enclosure.name)" }
        return inset.map { "\(name) with \"\($0)\"" } ?? name
    }
}

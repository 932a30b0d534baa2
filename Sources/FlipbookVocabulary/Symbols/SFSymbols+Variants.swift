extension SFSymbols {
    /// The glyph for an SF Symbol name: the table's entry, else that of the name it varies. A
    /// `.fill` variant, or the symbol in a circle or square (`bookmark.circle.fill`), draws as
    /// its base symbol when the table has no entry of its own: Material has few such variants,
    /// and the table already gives many of them their base's glyph.
    public static func glyph(named name: String) -> MaterialGlyph? {
        if let glyph = table[name] { return glyph }
        if let glyph = enclosedCharacters(named: name) { return glyph }
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        parts.removeAll { $0 == "fill" }
        if parts.count > 0, let glyph = table[parts.joined(separator: ".")] { return glyph }
        while parts.count > 1, let last = parts.last, enclosures.contains(last) {
            parts.removeLast()
            if let glyph = table[parts.joined(separator: ".")] { return glyph }
        }
        return nil
    }

    /// The shapes SF Symbols draw a symbol inside.
    static let enclosures: Set<String> = ["circle", "square", "rectangle"]
}

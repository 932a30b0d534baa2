extension SFSymbols {
    /// SF's numbers and letters in a shape: `0.circle` to `50.circle`, the two-digit `00.circle` to
    /// `09.circle`, `a.circle` to `z.circle`, and their `.square` and `.fill` forms. Material Icons
    /// has no such family, so the shape's glyph is drawn with the characters inside it in the text
    /// font, cut out of a filled shape.
    static func enclosedCharacters(named name: String) -> MaterialGlyph? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2 || (parts.count == 3 && parts[2] == "fill") else { return nil }
        let characters = parts[0]
        let isDigits = characters.allSatisfy { $0.isASCII && $0.isNumber }
        let isPlainNumber = (characters == "0" || !characters.hasPrefix("0")) && (Int(characters).map { $0 <= 50 } ?? false)
        // SF also has `00` to `09`, drawn as two digits: a leading zero belongs there and nowhere
        // else, so `007.circle` and `010.circle` are no symbols.
        let isZeroPadded = characters.count == 2 && characters.hasPrefix("0")
        let isNumber = isDigits && (isPlainNumber || isZeroPadded)
        let isLetter = characters.count == 1 && characters.allSatisfy { $0.isASCII && $0.isLowercase }
        guard isNumber || isLetter else { return nil }
        let isFilled = parts.count == 3
        guard let shape = table[parts[1] + (isFilled ? ".fill" : "")], ["circle", "square"].contains(parts[1]) else {
            return nil
        }
        var glyph = shape
        glyph.inset = String(characters)
        glyph.insetIsCutOut = isFilled
        return glyph
    }
}

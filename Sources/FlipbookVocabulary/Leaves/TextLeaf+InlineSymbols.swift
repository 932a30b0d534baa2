import FlipbookModel

/// SF Symbols inside text: `Text(Image(systemName: "star"))` and `Text("\(Image(systemName:
/// "star")) Stars")`. A symbol is a glyph of the symbol font (`SymbolLeaf`), so inline it is a
/// run of its own in that font, sized and centred as the symbol view would be beside the text.
extension TextLeaf.RunSpec {
    /// The runs with each symbol glyph (a character of the Private Use Area, where Material
    /// Icons has its glyphs and where only an interpolated image puts characters) in a run of
    /// its own, marked as a symbol.
    public static func splittingSymbols(_ runs: [TextLeaf.RunSpec]) -> [TextLeaf.RunSpec] {
        guard runs.contains(where: { $0.text.unicodeScalars.contains(where: isSymbolScalar) }) else { return runs }
        var out: [TextLeaf.RunSpec] = []
        for run in runs {
            var current = ""
            var currentIsSymbol = false
            func flush() {
                guard !current.isEmpty else { return }
                var piece = run
                piece.text = current
                piece.isSymbol = currentIsSymbol
                out.append(piece)
                current = ""
            }
            for scalar in run.text.unicodeScalars {
                let isSymbol = isSymbolScalar(scalar)
                if isSymbol != currentIsSymbol || isSymbol { flush() }
                currentIsSymbol = isSymbol
                current.unicodeScalars.append(scalar)
            }
            flush()
        }
        return out
    }

    static func isSymbolScalar(_ scalar: Unicode.Scalar) -> Bool { (0xE000...0xF8FF).contains(scalar.value) }

    /// The symbol run's font and baseline offset for text of `font`: the symbol font at the
    /// symbol's em size, lowered so that the glyph's centre (half its em above the baseline in
    /// Material Icons) sits where `SymbolLeaf` puts it, on the middle of the capitals.
    static func symbolFont(for font: FontSpec) -> (font: FontSpec, baselineOffset: Double) {
        var symbol = font
        symbol.design = .symbols
        symbol.italic = false
        symbol.size = font.size * SymbolLeaf.emPerPoint
        let centreAboveBaseline = symbol.size / 2
        return (symbol, font.size * SymbolLeaf.centreAboveBaseline - centreAboveBaseline)
    }
}

import FlipbookModel

/// `.contentTransition(.numericText())` digit by digit: the old and new texts are split into
/// their characters, matched from the trailing end (as the digits of two numbers are), and
/// only the characters that differ roll and fade; the others stay in place, drawn once.
///
/// It applies when each text is one line of as many glyphs as characters (digits, signs and
/// most Latin text); otherwise the whole text rolls (`ContentFade.verticalShift`).
enum NumericTextRoll {
    struct Split {
        var unchanged: [DisplayItem]
        var oldChanged: [DisplayItem]
        var newChanged: [DisplayItem]
    }

    static func split(old: [DisplayItem], new: [DisplayItem]) -> Split? {
        guard let before = characters(old), let after = characters(new) else { return nil }
        var split = Split(unchanged: [], oldChanged: [], newChanged: [])
        let count = max(before.count, after.count)
        for k in 0..<count {
            let o = k < before.count ? before[before.count - 1 - k] : nil
            let n = k < after.count ? after[after.count - 1 - k] : nil
            if let o, let n, o.character == n.character {
                split.unchanged.append(n.item)
            } else {
                if let o { split.oldChanged.append(o.item) }
                if let n { split.newChanged.append(n.item) }
            }
        }
        // Drawn left to right, as the texts are.
        split.unchanged.reverse()
        split.oldChanged.reverse()
        split.newChanged.reverse()
        return split
    }

    /// The text's characters, left to right, each as a text item of its own glyph.
    private static func characters(_ items: [DisplayItem]) -> [(character: Character, item: DisplayItem)]? {
        guard items.count == 1, case .text(let text) = items[0], text.lines.count == 1 else { return nil }
        let line = text.lines[0]
        var glyphs: [(x: Double, run: GlyphRun, index: Int)] = []
        for run in line.runs {
            for index in run.glyphs.indices { glyphs.append((run.positions[index].x, run, index)) }
        }
        let characters = Array(line.text)
        guard glyphs.count == characters.count, !glyphs.isEmpty else { return nil }
        glyphs.sort { $0.x < $1.x }
        return zip(characters, glyphs).map { character, glyph in
            let run = GlyphRun(
                face: glyph.run.face, size: glyph.run.size, glyphs: [glyph.run.glyphs[glyph.index]],
                positions: [glyph.run.positions[glyph.index]], runIndex: glyph.run.runIndex)
            let single = TextLine(origin: line.origin, width: line.width, text: String(character), runs: [run])
            let item = TextItem(
                origin: text.origin, lines: [single], paints: text.paints, identity: text.identity, span: text.span)
            return (character, .text(item))
        }
    }
}

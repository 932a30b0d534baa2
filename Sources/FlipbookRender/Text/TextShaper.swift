import FlipbookModel

/// Turns `StyledText` into `ShapedText`: paragraphs at line feeds, a face for every character
/// (`FaceChooser`), bidi levels (`SimpleBidi`), and HarfBuzz shaping of each stretch of one
/// run, one face and one direction, grouped into the units lines are made of.
struct TextShaper {
    let library: FontLibrary

    /// A font size the engine can use: sizes that are zero, negative or not finite draw nothing
    /// and take no room.
    static func usableSize(_ size: Double) -> Double {
        size.isFinite && size > 0 ? size : 0
    }

    func shape(_ text: StyledText) -> ShapedText {
        let choosers = text.runs.map { FaceChooser(library: library, spec: $0.font) }
        var paragraphs: [[Grapheme]] = [[]]
        var paragraphRuns = [0]
        for (runIndex, run) in text.runs.enumerated() {
            let characters = Array(run.text)
            for (i, character) in characters.enumerated() {
                if character.isNewline {
                    // A paragraph's last character has nothing after it to kern against.
                    if let last = paragraphs[paragraphs.count - 1].indices.last {
                        paragraphs[paragraphs.count - 1][last].isLastOfRun = true
                    }
                    paragraphs.append([])
                    paragraphRuns.append(runIndex)
                } else {
                    paragraphs[paragraphs.count - 1].append(
                        Grapheme(character: character, runIndex: runIndex, isLastOfRun: i == characters.count - 1))
                }
            }
        }
        let shaped = zip(paragraphs, paragraphRuns).map { graphemes, runIndex in
            ShapedParagraph(units: units(of: graphemes, runs: text.runs, choosers: choosers), runIndex: runIndex)
        }
        let ellipses = text.runs.indices.map { index in
            let ellipsis = Grapheme(character: "…", runIndex: index, isLastOfRun: true)
            return units(of: [ellipsis], runs: text.runs, choosers: choosers).first
                ?? ShapedUnit(text: "…", glyphs: [], advance: 0, runIndex: index, level: 0, isSpace: false, breakAfter: false)
        }
        let styles = zip(text.runs, choosers).map { RunStyle(run: $0, face: $1.primary.shaping) }
        return ShapedText(paragraphs: shaped, runs: styles, ellipses: ellipses)
    }

    /// One character of the text, with the run it belongs to.
    private struct Grapheme {
        var character: Character
        var runIndex: Int
        /// The last character of its run or paragraph: `kerning` adds no space after it.
        var isLastOfRun: Bool
    }

    /// The units of one paragraph, in logical order.
    private func units(of graphemes: [Grapheme], runs: [TextRun], choosers: [FaceChooser]) -> [ShapedUnit] {
        guard !graphemes.isEmpty else { return [] }
        let levels = SimpleBidi.levels(of: graphemes.map(\.character))
        let faces = graphemes.map { choosers[$0.runIndex].face(for: $0.character) }
        var scalars: [UInt32] = []
        var firstScalar: [Int] = []
        var graphemeOfScalar: [Int] = []
        for (index, grapheme) in graphemes.enumerated() {
            firstScalar.append(scalars.count)
            for scalar in grapheme.character.unicodeScalars {
                scalars.append(scalar.value)
                graphemeOfScalar.append(index)
            }
        }
        var units: [ShapedUnit] = []
        var start = 0
        while start < graphemes.count {
            var end = start + 1
            while end < graphemes.count, graphemes[end].runIndex == graphemes[start].runIndex,
                faces[end].ref == faces[start].ref, levels[end] == levels[start]
            {
                end += 1
            }
            let run = runs[graphemes[start].runIndex]
            let glyphs = HarfBuzzShaper.shape(
                scalars, range: firstScalar[start]..<(end < graphemes.count ? firstScalar[end] : scalars.count),
                font: faces[start].shaping.font, rightToLeft: levels[start] % 2 == 1,
                tabularDigits: run.font.monospacedDigit)
            units += itemUnits(
                graphemes[start..<end], glyphs: glyphs, face: faces[start], run: run,
                level: levels[start], firstScalar: firstScalar, graphemeOfScalar: graphemeOfScalar)
            start = end
        }
        for i in units.indices.dropLast() {
            guard let before = units[i].text.last, let after = units[i + 1].text.first else { continue }
            units[i].breakAfter = BreakRules.allowsBreak(between: before, and: after)
        }
        return units
    }

    /// Groups one shaped stretch's glyphs into units: a grapheme whose first scalar starts no
    /// glyph cluster (the second letter of a ligature) joins the unit before it.
    private func itemUnits(
        _ graphemes: ArraySlice<Grapheme>, glyphs: [HarfBuzzShaper.Glyph], face: FaceChoice,
        run: TextRun, level: UInt8, firstScalar: [Int], graphemeOfScalar: [Int]
    ) -> [ShapedUnit] {
        let clusterStarts = Set(glyphs.map(\.cluster))
        var unitOfGrapheme: [Int: Int] = [:]
        var members: [[Grapheme]] = []
        for (index, grapheme) in zip(graphemes.indices, graphemes) {
            if members.isEmpty || clusterStarts.contains(firstScalar[index]) { members.append([]) }
            members[members.count - 1].append(grapheme)
            unitOfGrapheme[index] = members.count - 1
        }
        let size = TextShaper.usableSize(run.font.size)
        let perUnit = size / face.shaping.unitsPerEm
        let raise = run.baselineOffset.isFinite ? run.baselineOffset : 0
        let kerning = run.kerning.isFinite ? run.kerning : 0
        // FreeType's emboldening (which cairo uses for synthetic bold) widens each glyph by an
        // em / 24 and its advance with it; spacing glyphs the same keeps them from touching.
        let emboldening = face.ref.syntheticBold ? size / 24 : 0
        var placed = [[ShapedGlyph]](repeating: [], count: members.count)
        var pens = [Double](repeating: 0, count: members.count)
        for glyph in glyphs {
            guard glyph.cluster < graphemeOfScalar.count, let unit = unitOfGrapheme[graphemeOfScalar[glyph.cluster]]
            else { continue }
            placed[unit].append(
                ShapedGlyph(
                    face: face.ref, size: size, id: glyph.id,
                    x: pens[unit] + Double(glyph.xOffset) * perUnit,
                    y: -Double(glyph.yOffset) * perUnit - raise))
            pens[unit] += Double(glyph.advance) * perUnit + (glyph.advance != 0 ? emboldening : 0)
        }
        return members.indices.map { i in
            // Kerning is extra space after each character but the run's last; in right-to-left
            // text "after" is to the left, so the glyphs move right by it.
            let extra = kerning * Double(members[i].filter { !$0.isLastOfRun }.count)
            var glyphsOfUnit = placed[i]
            if level % 2 == 1, extra != 0 {
                for g in glyphsOfUnit.indices { glyphsOfUnit[g].x += extra }
            }
            let characters = members[i].map(\.character)
            return ShapedUnit(
                text: String(characters), glyphs: glyphsOfUnit, advance: pens[i] + extra,
                runIndex: members[i][0].runIndex, level: level,
                isSpace: characters.allSatisfy(BreakRules.isBreakingSpace), breakAfter: false)
        }
    }
}

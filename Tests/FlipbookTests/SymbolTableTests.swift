import FlipbookModel
import FlipbookRender
import FlipbookVocabulary
import Foundation
import Testing

/// The SF Symbol table: big enough, every glyph really in the font, names and code points in
/// agreement, and docs/symbols.md generated from it.
///
/// `FLIPBOOK_UPDATE_SYMBOLS_DOC=1 swift test --filter SymbolTableTests` rewrites the page.
@Suite struct SymbolTableTests {
    static let docURL = repositoryRoot.appendingPathComponent("docs/symbols.md")
    static let isUpdating = ProcessInfo.processInfo.environment["FLIPBOOK_UPDATE_SYMBOLS_DOC"] == "1"

    /// Names scenes use all the time; each must be in the table.
    static let everyday = [
        "heart", "heart.fill", "star", "star.fill", "plus", "minus", "xmark", "checkmark", "checkmark.circle.fill",
        "chevron.left", "chevron.right", "chevron.up", "chevron.down", "arrow.left", "arrow.right", "arrow.up",
        "arrow.down", "trash", "pencil", "gear", "gearshape", "house", "person", "person.fill", "bell",
        "magnifyingglass", "play.fill", "pause.fill", "stop.fill", "forward.fill", "backward.fill", "cloud", "sun.max",
        "moon", "bolt", "flame", "leaf", "cart", "bag", "creditcard", "envelope", "phone", "message", "bubble.left",
        "camera", "photo", "mic", "speaker.wave.2", "wifi", "battery.100", "lock", "lock.open", "eye", "eye.slash",
        "hand.thumbsup", "bookmark", "tag", "paperplane", "square.and.arrow.up", "ellipsis", "info.circle",
        "exclamationmark.triangle", "questionmark.circle", "calendar", "clock", "timer", "location", "map", "globe",
        "sparkles", "wand.and.stars", "music.note", "film", "tv", "gamecontroller", "car", "airplane", "bicycle",
        "figure.walk",
    ]

    @Test func tableHasTheEverydayNamesAndAtLeastThreeHundred() {
        #expect(SFSymbols.table.count >= 300)
        for name in Self.everyday { #expect(SFSymbols.table[name] != nil, "\(name) is missing") }
        #expect(SFSymbols.table.keys.filter { $0.hasSuffix(".fill") }.count >= 100)
    }

    /// The glyphs `text` shapes to in the symbol font, with the file each comes from.
    func shaped(_ text: String, _ measurer: TextMeasurer) -> [(path: String, glyph: UInt32)] {
        let layout = measurer.layout(
            StyledText(text, font: FontSpec(size: 24, design: .symbols)), width: nil, height: nil, options: .default)
        return layout.lines.flatMap(\.runs).flatMap { run in run.glyphs.map { (run.face.path, $0) } }
    }

    @Test func everyEntryDrawsAGlyphOfMaterialIconsAndItsNameAgrees() throws {
        let measurer = TextMeasurer(fonts: try FontLibrary())
        for (name, glyph) in SFSymbols.table {
            let byCodepoint = shaped(glyph.text, measurer)
            #expect(byCodepoint.count == 1, "\(name)")
            #expect(byCodepoint.first?.path == FontLibrary.symbolFontPath, "\(name) is not drawn by Material Icons")
            #expect(byCodepoint.first.map { $0.glyph != 0 } == true, "\(name) draws .notdef")
            // The Material name is the font's ligature for the same glyph: the doc's names are true.
            let byLigature = shaped(glyph.name, measurer)
            #expect(byLigature.map(\.glyph) == byCodepoint.map(\.glyph), "\(name): \(glyph.name) is another glyph")
        }
    }

    @Test func closestNamesAreOneTypoAway() {
        #expect(SFSymbols.closestNames(to: "hart.fill").contains("heart.fill"))
        #expect(SFSymbols.closestNames(to: "chevron.rigth").contains("chevron.right"))
        #expect(SFSymbols.closestNames(to: "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz").isEmpty)
        #expect(SFSymbols.unknownNameMessage("gearshape.fil").hasSuffix("did you mean 'gearshape.fill'?"))
    }

    /// The page, as generated from the table.
    static func documentation() -> String {
        var lines = [
            "# SF Symbols in Flipbook",
            "",
            "`Image(systemName:)` draws these SF Symbol names with glyphs of the Material Icons font",
            "(Debian's `fonts-material-design-icons-iconfont`; SF Symbols cannot be redistributed).",
            "Glyphs are chosen by meaning: Material has few outline/filled pairs, so a name and its",
            "`.fill` variant may share a glyph. A name not below that is a `.fill` variant of one draws as",
            "that base symbol. A symbol in a circle or square (`bookmark.circle.fill`, `bell.square`) whose",
            "glyph does not draw that shape is drawn inside Material's `circle` or `square` glyph, at 56 %",
            "of its size: cut out of the filled shape for a `.fill` form (the base's `.fill` glyph), over",
            "the outline otherwise, as SF draws it; the table says `in circle.fill` for these. Any other name is",
            "an error that suggests the nearest names below; an empty name draws nothing, with a warning, as",
            "in SwiftUI.",
            "",
            "Numbers and letters in a shape, `0.circle` to `50.circle` (and `00.circle` to `09.circle`) and",
            "`a.circle` to `z.circle`, with",
            "their `.square` and `.fill` forms, are the `circle` or `square` glyph below with the characters",
            "drawn inside in the text font (cut out of the `.fill` forms). Such a symbol cannot yet be put",
            "inside a `Text`; any other symbol can (`Text(\"\\(Image(systemName: \"star\")) 4.5\")`).",
            "",
            "This page is generated from `Sources/FlipbookVocabulary/Symbols/SFSymbols.swift` by",
            "`FLIPBOOK_UPDATE_SYMBOLS_DOC=1 swift test --filter SymbolTableTests`; do not edit it by hand.",
            "",
            "\(SFSymbols.table.count) names.",
            "",
            "| SF Symbol | Material Icons glyph | code point |",
            "|---|---|---|",
        ]
        for name in SFSymbols.table.keys.sorted() {
            let glyph = SFSymbols.glyph(named: name)!
            let enclosure = glyph.enclosure.map { " in `\($0.name)`" } ?? ""
            lines.append(
                "| `\(name)` | `\(glyph.name)`\(enclosure) | U+\(String(glyph.codepoint, radix: 16, uppercase: true)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func documentationListsExactlyTheTable() throws {
        let generated = Self.documentation()
        if Self.isUpdating { try generated.write(to: Self.docURL, atomically: true, encoding: .utf8) }
        let page = try String(contentsOf: Self.docURL, encoding: .utf8)
        let documented = page.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `") else { return nil }
            return line.dropFirst(3).split(separator: "`").first.map(String.init)
        }
        #expect(Set(documented) == Set(SFSymbols.table.keys))
        #expect(documented.count == SFSymbols.table.count)
        #expect(page == generated, "docs/symbols.md is stale: FLIPBOOK_UPDATE_SYMBOLS_DOC=1 swift test --filter SymbolTableTests")
    }
}

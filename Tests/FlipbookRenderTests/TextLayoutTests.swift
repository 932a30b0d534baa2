import FlipbookModel
import Testing

@testable import FlipbookRender

@Suite struct TextLayoutTests {
    private let pangram = "The quick brown fox jumps over the lazy dog"

    private func layout(
        _ text: String, font: FontSpec = .body, width: Double? = nil, height: Double? = nil,
        options: TextLayoutOptions = .default
    ) throws -> TextLayout {
        try Fixtures.measurer().layout(StyledText(text, font: font), width: width, height: height, options: options)
    }

    @Test func wrapsAtSpacesWithinTheWidth() throws {
        let wrapped = try layout(pangram, width: 120)
        #expect(wrapped.lines.count > 2)
        #expect(wrapped.lineTexts.joined(separator: " ") == pangram)
        #expect(wrapped.lines.allSatisfy { $0.width <= 120 })
        #expect(!wrapped.lineTexts.joined().contains("…"))
        #expect(wrapped.size.width == wrapped.lines.map(\.width).max())
        // Lines are stacked one line height apart.
        let height = wrapped.lines[1].origin.y - wrapped.lines[0].origin.y
        #expect(abs(wrapped.size.height - height * Double(wrapped.lines.count)) < 1e-9)
    }

    /// A text of spaces only (`Text(" ")` between per-letter texts) is as wide as its spaces;
    /// spaces after visible text hang and add nothing.
    @Test func aTextOfSpacesOnlyTakesTheirWidth() throws {
        let space = try layout(" ")
        #expect(space.size.width > 3 && space.size.width < 8, "\(space.size)")
        #expect(try layout("   ").size.width > 2.5 * space.size.width)
        #expect(try layout("a ").size.width == layout("a").size.width)
        #expect(try layout("").size.width == 0)
    }

    @Test func idealWidthIsTheWidestParagraph() throws {
        let text = "short\na much longer paragraph\nmid"
        let ideal = try layout(text)
        #expect(ideal.lineTexts == ["short", "a much longer paragraph", "mid"])
        #expect(ideal.size.width == ideal.lines[1].width)
        #expect(try layout(text, width: .infinity) == ideal)
        // Empty paragraphs are empty lines.
        #expect(try layout("a\n\nb").lineTexts == ["a", "", "b"])
    }

    /// The old bug: text given exactly its own ideal size, or that size after a layout engine's
    /// arithmetic, was truncated.
    @Test func textThatFitsIsNeverTruncated() throws {
        for (string, font) in [
            ("Hello", FontSpec.textStyle(.title)), ("World", .body), (pangram, .body),
            ("Straße ﬁnd AVA", FontSpec(size: 13.3, weight: .bold)), ("1.5 × 2", .textStyle(.caption2)),
        ] {
            let ideal = try layout(string, font: font)
            let w = ideal.size.width, h = ideal.size.height
            for width in [w, (w + 16) - 16, w * 3 / 3, (w * 1.1) / 1.1, w + 100, .infinity] {
                let fitted = try layout(string, font: font, width: width, height: h, options: TextLayoutOptions(lineLimit: 1))
                #expect(fitted == ideal, "\(string) at \(width)")
            }
            let unlimited = try layout(string, font: font, width: w, height: (h + 0.1) - 0.1)
            #expect(unlimited.lineTexts == ideal.lineTexts)
        }
    }

    @Test func truncatesOnlyWhatDoesNotFit() throws {
        let one = try layout(pangram, width: 120, options: TextLayoutOptions(lineLimit: 1))
        #expect(one.lines.count == 1)
        #expect(one.lineTexts[0].hasSuffix("…") && one.lineTexts[0].hasPrefix("The quick"))
        #expect(one.lines[0].width <= 120)
        let two = try layout(pangram, width: 120, options: TextLayoutOptions(lineLimit: 2))
        #expect(two.lines.count == 2 && two.lineTexts[1].hasSuffix("…") && !two.lineTexts[0].hasSuffix("…"))
        // A height for one and a half lines shows one; a height below one line still shows one.
        let lineHeight = try layout("x").size.height
        #expect(try layout(pangram, width: 120, height: lineHeight * 1.5).lines.count == 1)
        #expect(try layout(pangram, width: 120, height: 2).lines.count == 1)
        // Cut paragraphs are marked even when the shown one fits.
        let paragraphs = try layout("first\nsecond", options: TextLayoutOptions(lineLimit: 1))
        #expect(paragraphs.lineTexts == ["first…"])
    }

    @Test func truncationModes() throws {
        let alphabet = "abcdefghijklmnopqrstuvwxyz"
        func truncated(_ mode: TextLayoutOptions.Truncation) throws -> String {
            let result = try layout(alphabet, width: 100, options: TextLayoutOptions(lineLimit: 1, truncation: mode))
            #expect(result.lines[0].width <= 100)
            return result.lineTexts[0]
        }
        let tail = try truncated(.tail), head = try truncated(.head), middle = try truncated(.middle)
        #expect(tail.hasPrefix("abc") && tail.hasSuffix("…"))
        #expect(head.hasPrefix("…") && head.hasSuffix("xyz"))
        #expect(middle.hasPrefix("ab") && middle.hasSuffix("yz") && middle.contains("…") && !middle.hasSuffix("…"))
        #expect(tail.count == head.count || abs(tail.count - head.count) <= 2)
    }

    @Test func longWordsBreakBetweenCharacters() throws {
        let word = String(repeating: "w", count: 40)
        let broken = try layout(word, width: 80)
        #expect(broken.lines.count > 3)
        #expect(broken.lineTexts.joined() == word)
        #expect(broken.lines.allSatisfy { $0.width <= 80 })
        // Even narrower than one character: one character a line.
        #expect(try layout("abc", width: 1).lineTexts == ["a", "b", "c"])
    }

    @Test func hyphensAndIdeographsAreBreakOpportunities() throws {
        let hyphenated = try layout("well-known", width: try layout("well-kn").size.width)
        #expect(hyphenated.lineTexts == ["well-", "known"])
        // Chinese and Japanese break between ideographs, not only at spaces.
        let mixed = try layout("hello 日本語", width: try layout("hello 日").size.width)
        #expect(mixed.lineTexts == ["hello 日", "本語"])
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() throws {
        let ideal = try layout(pangram)
        let half = ideal.size.width / 2
        let shrunk = try layout(pangram, width: half, options: TextLayoutOptions(lineLimit: 1, minimumScaleFactor: 0.4))
        #expect(shrunk.lineTexts == [pangram])
        #expect(shrunk.lines[0].width <= half + LineBreaker.tolerance && shrunk.lines[0].width > half * 0.95)
        let size = try #require(shrunk.lines[0].runs.first?.size)
        #expect(size < 17 * 0.51 && size > 17 * 0.45)
        // Not enough room even at the minimum: truncated at the minimum size.
        let floor = try layout(pangram, width: half, options: TextLayoutOptions(lineLimit: 1, minimumScaleFactor: 0.9))
        #expect(floor.lineTexts[0].hasSuffix("…"))
        #expect(abs((floor.lines[0].runs.first?.size ?? 0) - 17 * 0.9) < 1e-9)
        // Text that fits is not shrunk.
        #expect(try layout("Hi", width: 100, options: TextLayoutOptions(lineLimit: 1, minimumScaleFactor: 0.5)) == layout("Hi"))
    }

    /// A glyph wider than the width (an emoji, which cannot be broken), a word broken between
    /// lines, or a line taller than the height, shrinks too: SwiftUI fits the text to the size
    /// proposed both ways.
    @Test func minimumScaleFactorShrinksAnUnbreakableGlyphAndATallLine() throws {
        let big = FontSpec(size: 120)
        let emoji = try layout("🍕", font: big, width: 60, height: 60, options: TextLayoutOptions(minimumScaleFactor: 0.075))
        #expect(emoji.size.width <= 60 + LineBreaker.tolerance && emoji.size.height <= 60 + 1e-3)
        #expect((emoji.lines[0].runs.first?.size ?? 120) < 60)
        let tall = try layout("Hi", font: big, width: 1000, height: 40, options: TextLayoutOptions(minimumScaleFactor: 0.1))
        #expect(tall.size.height <= 40 + 1e-3)
        // Without a minimum scale nothing shrinks.
        #expect((try layout("🍕", font: big, width: 60, height: 60).lines[0].runs.first?.size) == 120)
        // A word is not broken between its letters while it may shrink (CS193p's Guess button).
        let word = try layout("Guess", font: FontSpec(size: 80), width: 60, options: TextLayoutOptions(minimumScaleFactor: 0.1))
        #expect(word.lineTexts == ["Guess"])
        #expect(try layout("Guess", font: FontSpec(size: 80), width: 60).lines.count > 1)
    }

    @Test func alignmentSpacingAndReservedLines() throws {
        let centred = try layout(pangram, width: 150, options: TextLayoutOptions(alignment: .center))
        for line in centred.lines {
            #expect(abs(line.origin.x - (centred.size.width - line.width) / 2) < 1e-9)
        }
        let trailing = try layout(pangram, width: 150, options: TextLayoutOptions(alignment: .trailing))
        #expect(trailing.lines.allSatisfy { abs($0.origin.x + $0.width - trailing.size.width) < 1e-9 })
        let plain = try layout(pangram, width: 150)
        let spaced = try layout(pangram, width: 150, options: TextLayoutOptions(lineSpacing: 5))
        #expect(abs(spaced.lines[1].origin.y - plain.lines[1].origin.y - 5) < 1e-9)
        #expect(abs(spaced.size.height - plain.size.height - 5 * Double(plain.lines.count - 1)) < 1e-9)
        let single = try layout("x")
        let reserved = try layout("x", options: TextLayoutOptions(lineLimit: 3, reservesSpace: true))
        #expect(abs(reserved.size.height - 3 * single.size.height) < 1e-9)
        #expect(reserved.lines.count == 1)
    }

    @Test func baselinesAndLineHeightComeFromThePrimaryFont() throws {
        // DejaVu Sans: ascender 1901, descender 483 units of 2048.
        let text = try layout("Hello\nWorld 😀", font: FontSpec(size: 20))
        let ascent = 20 * 1901.0 / 2048, descent = 20 * 483.0 / 2048
        #expect(abs(text.firstBaseline - ascent) < 1e-9)
        #expect(abs(text.lastBaseline - (2 * ascent + descent)) < 1e-9)
        #expect(abs(text.size.height - 2 * (ascent + descent)) < 1e-9)
    }

    @Test func kerningAddsSpaceBetweenCharacters() throws {
        let measurer = try Fixtures.measurer()
        let plain = measurer.layout(StyledText("Kerning"), width: nil, height: nil, options: .default)
        let spread = measurer.layout(
            StyledText(runs: [TextRun("Kerning", kerning: 3)]), width: nil, height: nil, options: .default)
        #expect(abs(spread.size.width - plain.size.width - 3 * 6) < 1e-9)
        let lines = measurer.layout(
            StyledText(runs: [TextRun("Kerning\nKerning", kerning: 3)]), width: nil, height: nil,
            options: .default)
        #expect(lines.lines.allSatisfy { abs($0.width - spread.size.width) < 1e-9 })
        // The font's own kerning pairs pull A and V together; ligatures join f and i.
        let pair = try layout("AV").size.width, apart = try layout("A").size.width + layout("V").size.width
        #expect(pair < apart - 0.5)
        let fi = try layout("fi", font: FontSpec(size: 40))
        #expect(fi.lines[0].runs[0].glyphs.count == 1)
    }

    @Test func digitsAreTabular() throws {
        let ones = try layout("1111", font: FontSpec(size: 17, monospacedDigit: true)).size.width
        let eights = try layout("8888", font: FontSpec(size: 17, monospacedDigit: true)).size.width
        #expect(abs(ones - eights) < 1e-9)
    }

    @Test func combiningMarksStayWithTheirBase() throws {
        let marked = try layout("x\u{301}y\u{323}\u{302}", width: nil)
        #expect(marked.lines[0].text == "x\u{301}y\u{323}\u{302}")
        #expect(abs(marked.size.width - (try layout("xy").size.width)) < 0.5)
        // A mark is never separated from its base, however narrow the line.
        #expect(try layout("x\u{301}y", width: 1).lineTexts == ["x\u{301}", "y"])
    }

    @Test func decorationsAndBaselineOffset() throws {
        let runs = [
            TextRun("under", underline: true), TextRun(" plain "), TextRun("struck", strikethrough: true),
            TextRun("up", baselineOffset: 5),
        ]
        let text = try Fixtures.measurer().layout(StyledText(runs: runs), width: nil, height: nil, options: .default)
        let line = text.lines[0]
        let under = try #require(line.decorations.first { $0.kind == .underline })
        let struck = try #require(line.decorations.first { $0.kind == .strikethrough })
        #expect(under.x == 0 && under.y > 0 && under.thickness > 0 && under.runIndex == 0)
        #expect(abs(under.width - (try layout("under").size.width)) < 1e-9)
        #expect(struck.y < 0 && struck.runIndex == 2)
        let raised = try #require(line.runs.last { $0.runIndex == 3 })
        #expect(raised.positions.allSatisfy { $0.y == -5 })
    }

    @Test func rightToLeftRunsAreShapedAndReversed() throws {
        let face = try #require(ShapingFace.named(FontLibrary.defaultDirectory + "/DejaVuSans.ttf"))
        func ids(_ s: String) -> [UInt32] { s.unicodeScalars.compactMap(face.glyph(for:)) }
        // Hebrew has no joining: the glyphs are the nominal ones, right to left.
        let hebrew = try layout("abc שלום def")
        let glyphs = hebrew.lines[0].runs.flatMap(\.glyphs)
        #expect(glyphs == ids("abc ") + ids("שלום").reversed() + ids(" def"))
        // A number inside Hebrew still reads left to right.
        let number = try layout("שלום 123 עולם").lines[0].runs.flatMap(\.glyphs)
        #expect(number == ids("עולם").reversed() + ids(" 123 ") + ids("שלום").reversed())
        // Arabic letters join: contextual forms (and the lam-alef ligature), not the nominal
        // glyphs, right to left: the initial seen is the rightmost glyph.
        let arabic = try layout("سلام").lines[0].runs.flatMap(\.glyphs)
        #expect(arabic.count == 3 && arabic.last != ids("س").first)
        let positions = try layout("سلام").lines[0].runs.flatMap(\.positions).map(\.x)
        #expect(positions == positions.sorted())
    }

    @Test func facesForFontRequests() throws {
        let library = try Fixtures.fonts.get()
        func face(_ spec: FontSpec) -> String { library.primaryFace(for: spec).ref.description }
        #expect(face(.body) == "DejaVuSans.ttf")
        #expect(face(FontSpec(size: 17, weight: .semibold)) == "DejaVuSans-Bold.ttf")
        #expect(face(FontSpec(size: 17, weight: .medium)) == "DejaVuSans.ttf")
        #expect(face(FontSpec(size: 17, weight: .thin)) == "DejaVuSans-ExtraLight.ttf")
        #expect(face(FontSpec(size: 17, weight: .light, italic: true)) == "DejaVuSans-ExtraLight.ttf+italic")
        #expect(face(FontSpec(size: 17, italic: true)) == "DejaVuSans-Oblique.ttf")
        #expect(face(FontSpec(size: 17, weight: .heavy, italic: true)) == "DejaVuSans-BoldOblique.ttf")
        #expect(face(FontSpec(size: 17, design: .rounded)) == "DejaVuSans.ttf")
        #expect(face(FontSpec(size: 17, design: .monospaced, italic: true)) == "DejaVuSansMono-Oblique.ttf")
        #expect(face(FontSpec(size: 17, weight: .bold, design: .serif, italic: true)) == "DejaVuSerif-BoldItalic.ttf")
        #expect(face(FontSpec(size: 17, width: .condensed)) == "DejaVuSansCondensed.ttf")
        #expect(face(FontSpec(size: 17, design: .symbols)) == "MaterialIcons-Regular.ttf")
        #expect(face(FontSpec(size: 17, weight: .bold, design: .symbols)) == "MaterialIcons-Regular.ttf+bold")
        // Synthetic bold widens each advance by an em / 24, as FreeType's emboldening does.
        let regular = try layout("favorite", font: FontSpec(size: 24, design: .symbols)).size.width
        let bold = try layout("favorite", font: FontSpec(size: 24, weight: .bold, design: .symbols)).size.width
        #expect(abs(bold - regular - 1) < 1e-9)
    }

    @Test func charactersTheFontLacksFallBack() throws {
        // Ǆ is in DejaVu Sans but not in DejaVu Sans Mono.
        let mono = try layout("AǄB", font: FontSpec(size: 17, design: .monospaced))
        #expect(mono.lines[0].runs.map(\.face.description) == ["DejaVuSansMono.ttf", "DejaVuSans.ttf", "DejaVuSansMono.ttf"])
        // A bold request keeps its weight on a fallback face without a bold cut: synthesized.
        let icon = try layout("a\u{E87D}", font: FontSpec(size: 17, weight: .bold))
        #expect(icon.lines[0].runs.map(\.face.description) == ["DejaVuSans-Bold.ttf", "MaterialIcons-Regular.ttf+bold"])
        // Emoji come from Noto Color Emoji, in colour; ❤️ asks for emoji presentation.
        let emoji = try layout("Hi 😀 ❤️ 👍🏽")
        let colour = emoji.lines[0].runs.filter(\.face.isColor)
        #expect(colour.allSatisfy { $0.face.description == "NotoColorEmoji.ttf" })
        #expect(colour.flatMap(\.glyphs).count == 3)
        // A character no installed font has still lays out (as the missing-glyph box).
        #expect(try layout("中").lines[0].runs.flatMap(\.glyphs).count == 1)
    }

    @Test func symbolsComeFromMaterialIconsLigatures() throws {
        let icon = try layout("favorite", font: FontSpec(size: 24, design: .symbols))
        let run = try #require(icon.lines[0].runs.first)
        #expect(run.face.description == "MaterialIcons-Regular.ttf" && run.glyphs.count == 1)
        #expect(abs(icon.size.width - 24) < 1e-9)
    }

    @Test func emptyText() throws {
        let empty = try layout("")
        #expect(empty.lines.count == 1 && empty.lines[0].width == 0 && empty.size.height > 0)
        #expect(try Fixtures.measurer().layout(StyledText(runs: []), width: 10, height: 10, options: .default) == .empty)
    }
}

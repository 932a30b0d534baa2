import Flipbook
import FlipbookModel
import FlipbookRender
import FlipbookVocabulary
import Testing

/// SF's numbers and letters in a shape (`2.circle`, `7.square.fill`): the shape's glyph with the
/// characters drawn inside it, or cut out of it; and symbols inline in text.
@Suite struct EnclosedSymbolTests {
    func image(_ view: String, background: String = "Color.white") throws -> RasterImage {
        let source = """
            import SwiftUI
            #Preview("p", traits: .fixedLayout(width: 100, height: 100)) {
                ZStack { \(background); \(view) }
            }
            """
        let compiled = try #require(try compileScene(source).first)
        return Rasterizer(fonts: try FontLibrary()).rasterize(try compiled.displayList(frame: 0), background: .white)
    }

    /// How many pixels of the canvas are dark (ink of a black symbol on white).
    func inkCount(_ image: RasterImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].red < 128 { count += 1 }
        }
        return count
    }

    @Test func theFamilyIsNamedAsSFNamesIt() {
        #expect(SFSymbols.glyph(named: "2.circle")?.inset == "2")
        #expect(SFSymbols.glyph(named: "50.square.fill")?.insetIsCutOut == true)
        #expect(SFSymbols.glyph(named: "q.circle")?.inset == "q")
        #expect(SFSymbols.glyph(named: "51.circle") == nil)
        #expect(SFSymbols.glyph(named: "02.circle")?.inset == "02")
        #expect(SFSymbols.glyph(named: "007.circle") == nil)
        #expect(SFSymbols.glyph(named: "010.circle") == nil)
        #expect(SFSymbols.glyph(named: "2.triangle") == nil)
        // A table entry wins: `x.circle` is SF's cross in a circle, not the letter.
        #expect(SFSymbols.glyph(named: "x.circle")?.inset == nil)
    }

    @Test func theNumberIsDrawnInsideTheCircle() throws {
        let empty = inkCount(try image("Image(systemName: \"circle\").font(.system(size: 60))"))
        let numbered = inkCount(try image("Image(systemName: \"8.circle\").font(.system(size: 60))"))
        #expect(numbered > empty + 100, "\(empty) \(numbered)")
        // The digit sits in the middle: the centre of an 8 is ink where the plain circle has none.
        let plainCentre = try image("Image(systemName: \"circle\").font(.system(size: 60))")
        #expect(plainCentre[50, 50].red > 200)
    }

    @Test func aFilledShapesNumberIsCutOutToWhatIsBelow() throws {
        // Red below, a black filled circle over it: the "8"'s strokes show red, not black or white.
        let drawn = try image(
            "Image(systemName: \"8.circle.fill\").font(.system(size: 60))", background: "Color.red")
        var redInside = 0
        for y in 40..<60 {
            for x in 45..<55 where drawn[x, y].red > 200 && drawn[x, y].green < 80 { redInside += 1 }
        }
        #expect(redInside > 10, "\(redInside)")
        let solid = try image("Image(systemName: \"circle.fill\").font(.system(size: 60))", background: "Color.red")
        #expect(solid[50, 50].red < 40)
    }

    /// A symbol in a circle or square that Material has no glyph for is the shape's glyph with
    /// the base symbol inside; one Material draws in its shape keeps that glyph.
    @Test func aSymbolWithoutItsOwnEnclosedGlyphIsDrawnInsideTheShape() throws {
        let pencil = try #require(SFSymbols.glyph(named: "pencil.circle.fill"))
        #expect(pencil.name == "edit" && pencil.enclosure?.name == "circle.fill" && pencil.enclosure?.isCutOut == true)
        // The `.fill` form holds the filled base: `heart.fill`'s glyph, cut out.
        #expect(SFSymbols.glyph(named: "heart.circle.fill")?.name == "favorite")
        #expect(SFSymbols.glyph(named: "heart.circle")?.name == "favorite_border")
        #expect(SFSymbols.glyph(named: "heart.circle")?.enclosure?.isCutOut == false)
        #expect(SFSymbols.glyph(named: "bell.square.fill")?.enclosure?.name == "square.fill")
        // Debian's `arrow_circle_up` is an outline: the `.fill` form is composed, the outline kept.
        #expect(SFSymbols.glyph(named: "arrow.up.circle.fill")?.name == "arrow_upward")
        #expect(SFSymbols.glyph(named: "arrow.up.circle")?.enclosure == nil)
        for kept in ["plus.circle.fill", "checkmark.circle", "info.circle.fill", "circle.fill", "person.circle.fill"] {
            #expect(SFSymbols.glyph(named: kept)?.enclosure == nil, "\(kept)")
        }
        // Red below a black filled circle: the pencil's strokes show red in the middle.
        let drawn = try image("Image(systemName: \"pencil.circle.fill\").font(.system(size: 60))", background: "Color.red")
        var redInside = 0
        for y in 40..<60 {
            for x in 40..<60 where drawn[x, y].red > 200 && drawn[x, y].green < 80 { redInside += 1 }
        }
        #expect(redInside > 10, "\(redInside)")
        // The circle is drawn: its rim, 25 points from the centre, is ink.
        #expect(drawn[50, 27].red < 40 && drawn[27, 50].red < 40)
        // The outline form draws the symbol over the ring: more ink than the ring alone.
        let ring = inkCount(try image("Image(systemName: \"circle\").font(.system(size: 60))"))
        let lock = inkCount(try image("Image(systemName: \"lock.circle\").font(.system(size: 60))"))
        #expect(lock > ring + 100, "\(ring) \(lock)")
    }

    /// `.symbolVariant(.fill)` (a tab bar's) on a name that already is its fill: the name's own
    /// glyph, not the outline that `heart.fill.fill`'s base would give.
    @Test func aVariantTheNameAlreadyHasKeepsIt() throws {
        let source = """
            import SwiftUI
            #Preview("p") {
                VStack {
                    Image(systemName: "heart.fill").symbolVariant(.fill)
                    Image(systemName: "heart").symbolVariant(.fill)
                    Image(systemName: "heart.circle.fill").symbolVariant(.circle.fill)
                }
            }
            """
        let compiled = try #require(try compileScene(source).first)
        let drawn = try drawnTexts(of: compiled, at: 0)
        // `favorite` (U+E87D), the filled heart, three times (the last in its circle, cut out).
        let hearts = drawn.map { $0.unicodeScalars.filter { $0.value == 0xE87D }.count }.reduce(0, +)
        let outlines = drawn.map { $0.unicodeScalars.filter { $0.value == 0xE87E }.count }.reduce(0, +)
        #expect(hearts == 3 && outlines == 0, "\(drawn.map { $0.unicodeScalars.map { String($0.value, radix: 16) } })")
    }

    @Test func aSymbolInTextIsARunOfTheSymbolFontOnTheTextsLine() throws {
        let source = """
            import SwiftUI
            #Preview("p", traits: .fixedLayout(width: 200, height: 100)) {
                Text("A \\(Image(systemName: "star.fill")) B") + Text(Image(systemName: "heart")).foregroundColor(.red)
            }
            """
        let compiled = try #require(try compileScene(source).first)
        let texts = try compiled.displayList(frame: 0).items.compactMap { item -> TextItem? in
            if case .text(let text) = item { return text }
            return nil
        }
        let runs = try #require(texts.first?.lines.first?.runs)
        let symbolRuns = runs.filter { $0.face.path == FontLibrary.symbolFontPath }
        #expect(symbolRuns.count == 2)
        #expect(runs.count == 4, "A, star, B, heart")
        #expect(texts.first?.lines.count == 1)
    }

    @Test func anEnclosedSymbolInTextSaysItIsNotSupported() throws {
        let source = """
            import SwiftUI
            #Preview { Text("\\(Image(systemName: "1.circle")) Step") }
            """
        #expect(throws: (any Error).self) { try compileScene(source) }
    }
}

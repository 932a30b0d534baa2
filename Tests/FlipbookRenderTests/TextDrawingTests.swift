import FlipbookModel
import Testing

@testable import FlipbookRender

@Suite struct TextDrawingTests {
    /// A text item laid out by the measurer, its frame at `origin`, one paint per run.
    private func item(
        _ runs: [TextRun], at origin: Point = Point(x: 10, y: 10), paints: [Paint]
    ) throws -> (DisplayItem, TextLayout) {
        let layout = try Fixtures.measurer().layout(StyledText(runs: runs), width: nil, height: nil, options: .default)
        return (
            .text(TextItem(origin: origin, lines: layout.lines, paints: paints, identity: .root, span: Fixtures.span)), layout
        )
    }

    /// The pixels (x, y) whose alpha is at least `alpha`.
    private func inked(_ image: RasterImage, alpha: UInt8 = 1) -> [(Int, Int)] {
        (0..<image.height).flatMap { y in (0..<image.width).compactMap { x in image[x, y].alpha >= alpha ? (x, y) : nil } }
    }

    @Test func textDrawsOnlyWithinItsLayoutBox() throws {
        let (text, layout) = try item([TextRun("Hello, Flipbook! Åjy", font: FontSpec(size: 20))], paints: [.color(.black)])
        for scale in [1.0, 2.0] {
            let image = try Fixtures.render([text], width: 260, height: 60, scale: scale, background: nil)
            let ink = inked(image)
            #expect(ink.count > Int(150 * scale * scale))
            // The box in pixels, a pixel of slack for antialiasing, a little for Å above the ascent.
            let outside = ink.filter { x, y in
                Double(x) < 10 * scale - 1 || Double(x) > (10 + layout.size.width) * scale + 1
                    || Double(y) < 10 * scale - 1 || Double(y) > (10 + layout.size.height) * scale + 1
            }
            #expect(outside.isEmpty, "ink outside the box: \(outside.prefix(5))")
        }
    }

    @Test func eachRunHasItsPaint() throws {
        let (text, layout) = try item(
            [TextRun("MM", font: FontSpec(size: 36)), TextRun("MM", font: FontSpec(size: 36))],
            paints: [.color(Fixtures.red), .color(Fixtures.blue)])
        let image = try Fixtures.render([text], width: 200, height: 60, background: nil)
        let middle = Int(10 + layout.lines[0].width / 2)
        let solid = inked(image, alpha: 255)
        #expect(!solid.isEmpty)
        #expect(
            solid.allSatisfy { x, y in
                x < middle ? image[x, y] == Pixel(red: 255, green: 0, blue: 0) : image[x, y] == Pixel(red: 0, green: 0, blue: 255)
            })
    }

    @Test func aGradientFillsTheGlyphs() throws {
        let gradient = Paint.linear(
            Gradient(colors: [Fixtures.red, Fixtures.blue]), start: Point(x: 10, y: 0), end: Point(x: 150, y: 0))
        let (text, _) = try item([TextRun("MMMMMM", font: FontSpec(size: 36, weight: .bold))], paints: [gradient])
        let image = try Fixtures.render([text], width: 200, height: 60, background: nil)
        let solid = inked(image, alpha: 255)
        let left = solid.filter { $0.0 < 40 }, right = solid.filter { $0.0 > 120 }
        #expect(!left.isEmpty && !right.isEmpty)
        #expect(left.allSatisfy { image[$0.0, $0.1].red > 180 && image[$0.0, $0.1].blue < 80 })
        #expect(right.allSatisfy { image[$0.0, $0.1].blue > 120 && image[$0.0, $0.1].red < 130 })
    }

    @Test func emojiAreDrawnInTheirOwnColoursAtThePaintsOpacity() throws {
        let (opaque, _) = try item([TextRun("😀", font: FontSpec(size: 40))], paints: [.color(.black)])
        let image = try Fixtures.render([opaque], width: 70, height: 70, background: nil)
        Fixtures.save(image, "emoji")
        let yellow = inked(image, alpha: 255).filter {
            image[$0.0, $0.1].red > 200 && image[$0.0, $0.1].green > 150 && image[$0.0, $0.1].blue < 100
        }
        #expect(yellow.count > 300)
        let (faded, _) = try item([TextRun("😀", font: FontSpec(size: 40))], paints: [.color(RGBA.black.withAlpha(0.5))])
        let half = try Fixtures.render([faded], width: 70, height: 70, background: nil)
        let (x, y) = try #require(yellow.first)
        #expect((126...129).contains(Int(half[x, y].alpha)))
        #expect(Fixtures.close(Pixel(red: half[x, y].red, green: half[x, y].green, blue: half[x, y].blue), image[x, y], 3))
    }

    @Test func symbolsAndSyntheticStyles() throws {
        func ink(_ spec: FontSpec, _ string: String = "favorite") throws -> [(Int, Int)] {
            let (text, _) = try item([TextRun(string, font: spec)], paints: [.color(.black)])
            return inked(try Fixtures.render([text], width: 80, height: 80, background: nil), alpha: 128)
        }
        let heart = try ink(FontSpec(size: 48, design: .symbols))
        #expect(heart.count > 600)
        // Synthetic bold adds ink; synthetic italic slants: the top leans right of the bottom.
        #expect(try ink(FontSpec(size: 48, weight: .bold, design: .symbols)).count > heart.count + 100)
        let upright = try ink(FontSpec(size: 48, weight: .light), "l"),
            slanted = try ink(FontSpec(size: 48, weight: .light, italic: true), "l")
        func lean(_ ink: [(Int, Int)]) -> Double {
            let top = ink.filter { $0.1 < 30 }.map { Double($0.0) }, bottom = ink.filter { $0.1 > 45 }.map { Double($0.0) }
            return top.reduce(0, +) / Double(max(1, top.count)) - bottom.reduce(0, +) / Double(max(1, bottom.count))
        }
        #expect(abs(lean(upright)) < 1 && lean(slanted) > 3)
    }

    /// A bold symbol that fills its em (Material's cloud) is whole: its widened right side
    /// reaches past the regular glyph's, where cairo's cached glyph would cut it off flat.
    @Test func aSyntheticBoldGlyphKeepsItsWidenedSide() throws {
        func rightmost(_ weight: FontWeight) throws -> Int {
            let (text, _) = try item([TextRun("cloud", font: FontSpec(size: 48, weight: weight, design: .symbols))], paints: [.color(.black)])
            let ink = inked(try Fixtures.render([text], width: 90, height: 80, background: nil), alpha: 128)
            return try #require(ink.map(\.0).max())
        }
        #expect(try rightmost(.bold) >= rightmost(.regular) + 1)
    }

    @Test func decorationsAreDrawnWithTheRunsPaint() throws {
        let (text, layout) = try item(
            [TextRun("under", font: FontSpec(size: 60), underline: true)], paints: [.color(Fixtures.red)])
        let image = try Fixtures.render([text], width: 200, height: 90, background: nil)
        let decoration = try #require(layout.lines[0].decorations.first)
        #expect(decoration.thickness > 2)
        let y = Int(10 + layout.lines[0].origin.y + decoration.y)
        #expect((12..<Int(layout.lines[0].width) + 8).allSatisfy { image[$0, y] == Pixel(red: 255, green: 0, blue: 0) })
    }

    /// A dashed underline is marks and gaps along the run: four thicknesses on, two off.
    @Test func aDashedUnderlineLeavesGaps() throws {
        var run = TextRun("under", font: FontSpec(size: 60), underline: true)
        run.underlinePattern = .dash
        let (text, layout) = try item([run], paints: [.color(Fixtures.red)])
        let image = try Fixtures.render([text], width: 200, height: 90, background: nil)
        let decoration = try #require(layout.lines[0].decorations.first)
        #expect(decoration.pattern == .dash)
        let y = Int(10 + layout.lines[0].origin.y + decoration.y)
        let red = (12..<Int(layout.lines[0].width) + 8).filter { image[$0, y] == Pixel(red: 255, green: 0, blue: 0) }.count
        let span = Int(layout.lines[0].width) - 4
        #expect(red > span / 2 && red < span * 3 / 4, "\(red) of \(span)")
    }

    @Test func largeGlyphsAreFilledAsOutlines() throws {
        // 600 points at scale 2: an em of 1200 pixels, beyond cairo's glyph cache.
        let (text, _) = try item([TextRun("I", font: FontSpec(size: 600))], at: .zero, paints: [.color(.black)])
        let image = try Fixtures.render([text], width: 300, height: 700, scale: 2, background: .white)
        #expect(image[Int(2 * 600 * 0.15), 2 * 400] == Fixtures.black)
    }
}

import Flipbook
import FlipbookModel
import FlipbookRender
import FlipbookVocabulary
import Testing

/// `Image(systemName:)` through the whole pipeline: sized by the font and `.imageScale`,
/// coloured by the foreground style, stretched by `.resizable()`.
@Suite struct SymbolSceneTests {
    func preview(_ view: String, width: Int = 200, height: Int = 200) throws -> CompiledPreview {
        let source = """
            import SwiftUI
            struct Scene: View {
                var body: some View {
                    \(view)
                }
            }
            #Preview("p", traits: .fixedLayout(width: \(width), height: \(height))) { Scene() }
            """
        return try #require(try compileScene(source).first)
    }

    /// The content frames of the symbols the first layout places, left to right.
    func symbolFrames(_ view: String) throws -> [Rect] {
        let layout = try #require(try preview(view).layouts.first)
        return layout.nodes.values.filter { node in
            node.measurement?.text?.lines.first?.runs.first?.face.path == FontLibrary.symbolFontPath
        }
        .map(\.contentFrame).sorted { $0.minX < $1.minX }
    }

    @Test func aBodySymbolIsAnEmSquareOfOnePointTwoTimesSeventeen() throws {
        let frames = try symbolFrames("Image(systemName: \"heart.fill\")")
        #expect(frames.count == 1)
        #expect(abs((frames.first?.width ?? 0) - 17 * SymbolLeaf.emPerPoint) <= 1)
        #expect(frames.first?.width == frames.first?.height)
    }

    @Test func theFontSizesTheSymbol() throws {
        let frames = try symbolFrames(
            """
            HStack {
                Image(systemName: "star").font(.caption)
                Image(systemName: "star")
                Image(systemName: "star").font(.largeTitle)
                Image(systemName: "star").font(.system(size: 50))
            }
            """)
        #expect(frames.count == 4)
        let heights = frames.map(\.height)
        #expect(heights == heights.sorted() && Set(heights).count == 4, "\(heights)")
        #expect(abs(heights[3] - 50 * SymbolLeaf.emPerPoint) <= 1)
    }

    @Test func imageScaleScalesTheSymbol() throws {
        let frames = try symbolFrames(
            """
            HStack {
                Image(systemName: "bell").imageScale(.small)
                Image(systemName: "bell").imageScale(.medium)
                Image(systemName: "bell").imageScale(.large)
            }
            .font(.system(size: 40))
            """)
        #expect(frames.count == 3)
        let widths = frames.map(\.width)
        #expect(abs(widths[0] - 40 * 1.2 * 0.78) <= 1)
        #expect(abs(widths[1] - 40 * 1.2) <= 1)
        #expect(abs(widths[2] - 40 * 1.2 * 1.29) <= 1)
    }

    /// A resizable symbol is its glyph's own box (the bolt is taller than wide), which fills its
    /// frame, or keeps its ratio when fitted.
    @Test func resizableFillsItsFrameAndScaledToFitKeepsItsGlyphsRatio() throws {
        let stretched = try symbolFrames("Image(systemName: \"bolt.fill\").resizable().frame(width: 80, height: 40)")
        #expect(stretched.map(\.size) == [Size(width: 80, height: 40)])
        let fitted = try symbolFrames("Image(systemName: \"bolt.fill\").resizable().scaledToFit().frame(width: 80, height: 40)")
        #expect(fitted.count == 1 && fitted[0].height == 40 && abs(fitted[0].width - 24) < 1, "\(fitted)")
        let filled = try symbolFrames(
            "Image(systemName: \"bolt.fill\").resizable().aspectRatio(2, contentMode: .fill).frame(width: 60, height: 60)")
        #expect(filled.map(\.size) == [Size(width: 120, height: 60)])
        // Without resizable() the frame does not change the symbol.
        let fixed = try symbolFrames("Image(systemName: \"bolt.fill\").frame(width: 80, height: 40)")
        #expect(fixed.first.map { abs($0.width - 20.4) <= 1 } == true)
    }

    /// The pixel at the canvas's centre, drawn on white.
    func centrePixel(_ view: String) throws -> Pixel {
        let compiled = try preview(view, width: 100, height: 100)
        let image = Rasterizer(fonts: try FontLibrary()).rasterize(try compiled.displayList(frame: 0), background: .white)
        return image[50, 50]
    }

    @Test func foregroundStyleColoursTheSymbol() throws {
        // square.fill is Material's filled square: the centre of the glyph is ink.
        let red = try centrePixel("Image(systemName: \"square.fill\").font(.system(size: 60)).foregroundStyle(.red)")
        #expect(red.red > 240 && red.green < 80 && red.blue < 80, "\(red)")
        let blue = try centrePixel("Image(systemName: \"square.fill\").font(.system(size: 60)).foregroundColor(.blue)")
        #expect(blue.blue > 240 && blue.red < 40, "\(blue)")
        // The default is the primary label colour: black in light mode.
        let plain = try centrePixel("Image(systemName: \"square.fill\").font(.system(size: 60))")
        #expect(plain.red < 10 && plain.green < 10 && plain.blue < 10, "\(plain)")
        // Rendering modes are accepted and drawn monochrome.
        let mode = try centrePixel(
            "Image(systemName: \"square.fill\").symbolRenderingMode(.multicolor).font(.system(size: 60)).foregroundStyle(.red)")
        #expect(mode == red)
    }

    @Test func symbolEffectIsAcceptedAndInert() throws {
        let plain = try symbolFrames("Image(systemName: \"wifi\")")
        let withEffect = try symbolFrames("Image(systemName: \"wifi\").symbolEffect(.pulse)")
        #expect(plain == withEffect)
    }
}

import Flipbook
import FlipbookModel
import FlipbookRender
import Testing

/// The colour effects, drawn: a square of a known colour under each effect, its centre pixel
/// read back and compared with the W3C Filter Effects formulas docs/semantics.md names.
@Suite struct ColorEffectTests {
    /// The centre pixel (r, g, b, a in 0…255) of a 20×20 canvas filled with `color`, under `effect`.
    func centre(_ color: String, _ effect: String, at time: Double = 0) throws -> [Int] {
        let source = """
            import SwiftUI
            struct Scene: View {
                var body: some View { \(color).frame(width: 20, height: 20)\(effect) }
            }
            #Preview("p", traits: .fixedLayout(width: 20, height: 20)) { Scene() }
            """
        let kit = try RenderKit()
        let preview = try #require(
            try SceneCompiler.compile(source: source, fileName: "t.swift", options: RenderOptions(), measurer: kit.measurer)
                .first)
        let image = Rasterizer(fonts: try FontLibrary()).rasterize(try preview.timeline.displayList(at: time), background: nil)
        let offset = (10 * image.width + 10) * 4
        return (0..<4).map { Int(image.rgba[offset + $0]) }
    }

    func close(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 1 } }

    @Test func brightnessAddsToEveryChannel() throws {
        #expect(close(try centre("Color(red: 0.2, green: 0.4, blue: 0.6)", ".brightness(0.2)"), [102, 153, 204, 255]))
        #expect(close(try centre("Color.red", ".brightness(1)"), [255, 255, 255, 255]))
    }

    @Test func contrastScalesAboutMidGrey() throws {
        #expect(close(try centre("Color(red: 0.2, green: 0.4, blue: 1)", ".contrast(0)"), [128, 128, 128, 255]))
        #expect(close(try centre("Color(red: 0.25, green: 0.5, blue: 0.75)", ".contrast(2)"), [0, 128, 255, 255]))
    }

    @Test func saturationZeroAndGrayscaleOneGiveLuma() throws {
        // Luma of pure green with Rec. 709 weights: 0.7152.
        let grey = Int((0.7152 * 255).rounded())
        #expect(close(try centre("Color(red: 0, green: 1, blue: 0)", ".saturation(0)"), [grey, grey, grey, 255]))
        #expect(close(try centre("Color(red: 0, green: 1, blue: 0)", ".grayscale(1)"), [grey, grey, grey, 255]))
        #expect(close(try centre("Color(red: 0, green: 1, blue: 0)", ".grayscale(0)"), [0, 255, 0, 255]))
    }

    @Test func hueRotationKeepsGreyAndTurnsColour() throws {
        #expect(close(try centre("Color(white: 0.5)", ".hueRotation(.degrees(90))"), [128, 128, 128, 255]))
        let turned = try centre("Color(red: 1, green: 0, blue: 0)", ".hueRotation(.degrees(120))")
        #expect(turned[1] > turned[0] && turned[1] > turned[2], "red turned by 120° is mostly green: \(turned)")
        #expect(close(try centre("Color(red: 1, green: 0, blue: 0)", ".hueRotation(.degrees(360))"), [255, 0, 0, 255]))
    }

    @Test func colorInvertAndMultiply() throws {
        #expect(close(try centre("Color(red: 1, green: 0.2, blue: 0)", ".colorInvert()"), [0, 204, 255, 255]))
        #expect(close(try centre("Color.white", ".colorMultiply(Color(red: 1, green: 0.5, blue: 0))"), [255, 128, 0, 255]))
    }

    @Test func anEffectAnimatesItsAmount() throws {
        let source = """
            import SwiftUI
            struct Scene: View {
                @State var grey = false
                var body: some View {
                    Color(red: 0, green: 1, blue: 0).frame(width: 20, height: 20).grayscale(grey ? 1 : 0)
                        .task { withAnimation(.linear(duration: 1)) { grey = true } }
                }
            }
            #Preview("p", traits: .fixedLayout(width: 20, height: 20)) { Scene() }
            """
        let kit = try RenderKit()
        let preview = try #require(
            try SceneCompiler.compile(source: source, fileName: "t.swift", options: RenderOptions(), measurer: kit.measurer)
                .first)
        let image = Rasterizer(fonts: try FontLibrary()).rasterize(try preview.timeline.displayList(at: 0.5), background: nil)
        let offset = (10 * image.width + 10) * 4
        // Half-way: saturation 0.5, green channel (0.7152 + 1) / 2.
        #expect(abs(Int(image.rgba[offset + 1]) - Int(((0.7152 + 1) / 2 * 255).rounded())) <= 1)
    }
}

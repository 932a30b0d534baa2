import Flipbook
import FlipbookModel
import FlipbookRender
import Testing

/// `containerShape(_:)` gives the `ContainerRelativeShape`s inside (filled, stroked, clipped to,
/// `.containerRelative`) its shape; without one they are the rectangle they are given.
@Suite struct ContainerShapeTests {
    func image(_ body: String) throws -> RasterImage {
        let preview = try #require(
            try compileScene(
                """
                import SwiftUI
                struct Card: View {
                    var body: some View { \(body) }
                }
                #Preview(traits: .fixedLayout(width: 100, height: 100)) { Card() }
                """
            ).first)
        return Rasterizer(fonts: try FontLibrary()).rasterize(try preview.timeline.displayList(at: 0), background: .white)
    }

    func isWhite(_ image: RasterImage, _ x: Int, _ y: Int) -> Bool {
        let i = (y * image.width + x) * 4
        return image.rgba[i] > 250 && image.rgba[i + 1] > 250 && image.rgba[i + 2] > 250
    }

    @Test func aContainerRelativeShapeTakesTheContainersShape() throws {
        // An 80-point square at (10, 10): the corner pixel (12, 12) is outside a 30-point
        // rounding, inside a rectangle; the centre is filled either way.
        let rounded = try image(
            "ContainerRelativeShape().fill(.orange).frame(width: 80, height: 80).containerShape(RoundedRectangle(cornerRadius: 30))")
        #expect(isWhite(rounded, 12, 12))
        #expect(!isWhite(rounded, 50, 50))
        let plain = try image("ContainerRelativeShape().fill(.orange).frame(width: 80, height: 80)")
        #expect(!isWhite(plain, 12, 12))
        let clipped = try image(
            "Color.orange.frame(width: 80, height: 80).clipShape(.containerRelative).containerShape(.circle)")
        #expect(isWhite(clipped, 14, 14))
        #expect(!isWhite(clipped, 50, 12))
    }
}

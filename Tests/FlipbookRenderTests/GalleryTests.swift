import FlipbookModel
import Testing
@testable import FlipbookRender

/// Renders a few scenes to `$FLIPBOOK_TEST_PNG_DIR` (when set) to look at by eye.
@Suite struct GalleryTests {
    @Test func textHeavy() throws {
        let image = try Fixtures.rasterizer().rasterize(try ConcurrencyTests.textHeavyList(), scale: 2, background: .white)
        #expect(image.width == 800)
        Fixtures.save(image, "text-heavy")
    }
}

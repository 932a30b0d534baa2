import FlipbookModel
import Testing

@testable import FlipbookRender

@Suite struct BackdropTests {
    /// Red left half, blue right half, 100 × 60, with a backdrop over x 20...80, y 10...50.
    private func render(blur: Double, saturation: Double, tint: RGBA, opacity: Double = 1) throws -> RasterImage {
        let backdrop = BackdropItem(
            clip: Clip(path: Path(Rect(x: 20, y: 10, width: 60, height: 40))), blurRadius: blur,
            saturation: saturation, tint: tint, identity: .root, span: Fixtures.span)
        return try Fixtures.render(
            [
                Fixtures.rect(0, 0, 50, 60, Fixtures.red), Fixtures.rect(50, 0, 50, 60, Fixtures.blue),
                Fixtures.group([.backdrop(backdrop)], opacity: opacity),
            ],
            width: 100, height: 60)
    }

    @Test func blursTintsAndStaysInItsClip() throws {
        let image = try render(blur: 4, saturation: 1, tint: RGBA.white.withAlpha(0.5))
        Fixtures.save(image, "backdrop")
        // Outside the clip nothing changes, even next to it.
        #expect(image[10, 30] == Pixel(red: 255, green: 0, blue: 0))
        #expect(image[49, 5] == Pixel(red: 255, green: 0, blue: 0))
        #expect(image[90, 30] == Pixel(red: 0, green: 0, blue: 255))
        // Far from the colour edge: the colour, half-way to white.
        #expect(Fixtures.close(image[25, 30], Pixel(red: 255, green: 128, blue: 128)))
        #expect(Fixtures.close(image[75, 30], Pixel(red: 128, green: 128, blue: 255)))
        // At the edge the colours are mixed by the blur, symmetrically.
        let left = image[49, 30], right = image[50, 30]
        #expect(left.red > 150 && left.blue > 150 && left.green == 128)
        #expect(abs(Int(left.red) - Int(right.blue)) <= 1 && abs(Int(left.blue) - Int(right.red)) <= 1)
        // The canvas edge does not darken the blur (edges repeat).
        #expect(Fixtures.close(image[21, 11], Pixel(red: 255, green: 128, blue: 128)))
    }

    @Test func saturationAndOpacity() throws {
        // No saturation: red becomes its Rec. 709 luma, 54.
        let grey = try render(blur: 0, saturation: 0, tint: .clear)
        #expect(Fixtures.close(grey[30, 30], Pixel(red: 54, green: 54, blue: 54), 1))
        #expect(grey[10, 30] == Pixel(red: 255, green: 0, blue: 0))
        // At half opacity, half-way between the canvas and the material.
        let faded = try render(blur: 0, saturation: 0, tint: .clear, opacity: 0.5)
        #expect(Fixtures.close(faded[30, 30], Pixel(red: 155, green: 27, blue: 27), 2))
    }
}

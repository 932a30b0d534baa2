import FlipbookModel
import Testing

@testable import FlipbookRender

@Suite struct ImageComparisonTests {
    private func flat(_ pixel: Pixel, width: Int = 8, height: Int = 8) -> RasterImage {
        RasterImage(width: width, height: height, fill: pixel)
    }

    @Test func identicalImagesHaveNoDifference() {
        let image = flat(Pixel(red: 10, green: 200, blue: 30))
        let result = ImageComparison.compare(expected: image, actual: image)
        #expect(result.isIdentical)
        #expect(result.maximumDeltaE == 0)
        #expect(result.differingPixelCount == 0)
        #expect(result.passes())
    }

    @Test func blackAgainstWhiteIsALargeDifference() {
        let result = ImageComparison.compare(expected: flat(Fixtures.black), actual: flat(Fixtures.white))
        #expect(abs(result.maximumDeltaE - 100) < 0.01)
        #expect(result.differingPixelCount == 64)
        #expect(result.meanAbsoluteDifference == .init(red: 255, green: 255, blue: 255, alpha: 0))
        #expect(!result.passes(allowedDifferingPixels: 63))
        #expect(result.passes(allowedDifferingPixels: 64))
    }

    @Test func labConversionMatchesReferenceValues() {
        // sRGB red is L* 53.24, a* 80.09, b* 67.20 (D65).
        let red = CIELab(red: 255, green: 0, blue: 0)
        #expect(abs(red.l - 53.24) < 0.05 && abs(red.a - 80.09) < 0.05 && abs(red.b - 67.20) < 0.05)
        let grey = CIELab(red: 119, green: 119, blue: 119)
        #expect(abs(grey.l - 50.0) < 0.3 && abs(grey.a) < 0.01 && abs(grey.b) < 0.01)
        // One 8-bit step in mid grey is well below the threshold.
        #expect(grey.deltaE94(to: CIELab(red: 120, green: 120, blue: 120)) < 0.5)
    }

    @Test func imagesAreComparedOverWhite() {
        let transparent = flat(Pixel(red: 0, green: 0, blue: 0, alpha: 0))
        let result = ImageComparison.compare(expected: flat(Fixtures.white), actual: transparent)
        #expect(result.maximumDeltaE == 0)
        #expect(result.passes())
        #expect(result.meanAbsoluteDifference.alpha == 255)
        #expect(!result.isIdentical)
    }

    @Test func diffImageMarksTheDifferingPixelRed() {
        let expected = flat(Pixel(red: 40, green: 90, blue: 160), width: 10, height: 6)
        var actual = expected
        actual[7, 2] = Pixel(red: 250, green: 240, blue: 10)
        let result = ImageComparison.compare(expected: expected, actual: actual)
        #expect(result.differingPixelCount == 1)
        #expect(result.antialiasedPixelCount == 0)
        let diff = ImageComparison.diffImage(expected: expected, actual: actual, result: result)
        #expect(diff.width == 10 && diff.height == 6)
        #expect(diff[7, 2] == Pixel(red: 255, green: 0, blue: 0))
        // Everywhere else, a light grey ghost of the golden.
        let ghost = diff[0, 0]
        #expect(ghost.red == ghost.green && ghost.green == ghost.blue && ghost.red > 200 && ghost.red < 255)
        #expect(diff[6, 2] == ghost)
    }

    @Test func edgeShiftedBySubpixelIsAntialiasing() throws {
        let rasterizer = try Fixtures.rasterizer()
        let expected = rasterizer.rasterize(
            Fixtures.list(40, 30, [Fixtures.ellipse(Rect(x: 5, y: 5, width: 30, height: 20))]),
            scale: 1, background: .white)
        let actual = rasterizer.rasterize(
            Fixtures.list(40, 30, [Fixtures.ellipse(Rect(x: 5.4, y: 5.3, width: 30, height: 20))]),
            scale: 1, background: .white)
        let strict = ImageComparison.compare(
            expected: expected, actual: actual, options: .init(excludesAntialiasing: false))
        #expect(strict.differingPixelCount > 10)
        let tolerant = ImageComparison.compare(expected: expected, actual: actual)
        #expect(tolerant.differingPixelCount == 0)
        #expect(tolerant.antialiasedPixelCount == strict.differingPixelCount)
    }

    @Test func vanishedThinLineIsNotAntialiasing() {
        let actual = flat(Fixtures.white, width: 9, height: 9)
        var expected = actual
        for y in 0..<9 {
            expected[4, y] = Fixtures.black
        }
        let result = ImageComparison.compare(expected: expected, actual: actual)
        #expect(result.differingPixelCount == 9)
        #expect(result.antialiasedPixelCount == 0)
    }

    @Test func sizeMismatchIsReported() {
        let result = ImageComparison.compare(
            expected: flat(Fixtures.white, width: 4, height: 4),
            actual: flat(Fixtures.white, width: 5, height: 4))
        #expect(result.sizeMismatch)
        #expect(result.differingPixelCount == 4)
        #expect(!result.passes(allowedDifferingPixels: 100))
        let diff = ImageComparison.diffImage(
            expected: flat(Fixtures.white, width: 4, height: 4),
            actual: flat(Fixtures.white, width: 5, height: 4), result: result)
        #expect(diff.width == 5 && diff[4, 0] == Pixel(red: 255, green: 0, blue: 0) && diff[0, 0] != diff[4, 0])
    }
}

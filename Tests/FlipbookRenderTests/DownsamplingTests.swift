import FlipbookModel
import Testing

@testable import FlipbookRender

/// Photos larger than any canvas are kept at a fraction of their pixels.
@Suite struct DownsamplingTests {
    @Test func eachPixelIsItsBlocksAlphaWeightedAverage() {
        var image = RasterImage(width: 5, height: 4)
        for y in 0..<4 {
            for x in 0..<5 {
                image[x, y] = Pixel(red: x < 2 ? 200 : 0, green: 0, blue: y < 2 ? 100 : 0, alpha: 255)
            }
        }
        // A transparent red pixel lends no red to its block, only its missing alpha.
        image[2, 2] = Pixel(red: 255, green: 0, blue: 0, alpha: 0)
        let small = image.downsampled(by: 2)
        #expect(small.width == 2 && small.height == 2)
        #expect(small[0, 0] == Pixel(red: 200, green: 0, blue: 100, alpha: 255))
        #expect(small[1, 0] == Pixel(red: 0, green: 0, blue: 100, alpha: 255))
        #expect(small[0, 1] == Pixel(red: 200, green: 0, blue: 0, alpha: 255))
        #expect(small[1, 1] == Pixel(red: 0, green: 0, blue: 0, alpha: 191))
    }

    @Test func aFactorOfOneOrAnImageSmallerThanABlockIsKept() {
        let image = RasterImage(width: 3, height: 3, fill: Pixel(red: 1, green: 2, blue: 3, alpha: 4))
        #expect(image.downsampled(by: 1) == image)
        #expect(image.downsampled(by: 4) == image)
    }
}

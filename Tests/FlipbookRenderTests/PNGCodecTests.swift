import FlipbookModel
import Testing

@testable import FlipbookRender

@Suite struct PNGCodecTests {
    /// A deterministic pattern; alpha varies unless `opaque`.
    private func pattern(width: Int, height: Int, opaque: Bool) -> RasterImage {
        var image = RasterImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = Pixel(
                    red: UInt8((x * 37 + y * 11) % 256), green: UInt8((x * x + y * 3) % 256),
                    blue: UInt8((y * 53) % 256), alpha: opaque ? 255 : UInt8((x * 7 + y * 5) % 256))
            }
        }
        return image
    }

    /// The colour type byte of the IHDR chunk.
    private func colorType(_ png: [UInt8]) -> UInt8 { png[25] }

    @Test(arguments: PNGCompression.allCases)
    func opaqueImageRoundTripsAsRGB(compression: PNGCompression) throws {
        let image = pattern(width: 37, height: 23, opaque: true)
        let png = try PNGCodec.encode(image, compression: compression)
        #expect(Array(png.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
        #expect(colorType(png) == 2)
        #expect(try PNGCodec.decode(png) == image)
    }

    @Test(arguments: PNGCompression.allCases)
    func translucentImageRoundTripsAsRGBA(compression: PNGCompression) throws {
        let image = pattern(width: 41, height: 19, opaque: false)
        let png = try PNGCodec.encode(image, compression: compression)
        #expect(colorType(png) == 6)
        #expect(try PNGCodec.decode(png) == image)
    }

    @Test func encodingIsDeterministic() throws {
        let rasterizer = try Fixtures.rasterizer()
        let first = rasterizer.rasterize(Fixtures.gridStaggerFrame(), scale: 0.5, background: .white)
        let second = rasterizer.rasterize(Fixtures.gridStaggerFrame(), scale: 0.5, background: .white)
        for compression in PNGCompression.allCases {
            let a = try PNGCodec.encode(first, compression: compression)
            let b = try PNGCodec.encode(second, compression: compression)
            #expect(a == b)
        }
        let fast = try PNGCodec.encode(first, compression: .fast)
        let small = try PNGCodec.encode(first, compression: .small)
        #expect(small.count < fast.count)
        #expect(try PNGCodec.decode(small) == first)
    }

    @Test func invalidImagesAreRefused() {
        #expect(throws: PNGError.self) { try PNGCodec.encode(RasterImage(width: 0, height: 0, rgba: [])) }
        #expect(throws: PNGError.self) { try PNGCodec.encode(RasterImage(width: 2, height: 2, rgba: [1, 2, 3])) }
    }

    @Test func libpngErrorsBecomeThrownErrors() throws {
        // libpng refuses widths over its default limit of 1,000,000 in png_set_IHDR: the error
        // ends in a longjmp inside flipbook_png_write, which must surface as a Swift error.
        let wide = RasterImage(width: 1_000_001, height: 1)
        #expect {
            _ = try PNGCodec.encode(wide)
        } throws: { error in
            guard case .encodingFailed(let message) = error as? PNGError else { return false }
            return message.lowercased().contains("width")
        }
        // The encoder still works afterwards.
        let small = RasterImage(width: 3, height: 2, fill: Pixel(red: 1, green: 2, blue: 3))
        #expect(try PNGCodec.decode(PNGCodec.encode(small)) == small)
    }

    @Test func malformedFilesThrow() throws {
        let valid = try PNGCodec.encode(pattern(width: 16, height: 16, opaque: false))
        #expect(throws: PNGError.self) { try PNGCodec.decode([]) }
        #expect(throws: PNGError.self) { try PNGCodec.decode([1, 2, 3, 4, 5, 6, 7, 8, 9]) }
        #expect(throws: PNGError.self) { try PNGCodec.decode(Array(valid.prefix(valid.count / 2))) }
        var corrupt = valid
        corrupt[valid.count / 2] ^= 0xFF
        #expect(throws: PNGError.self) { try PNGCodec.decode(corrupt) }
        var badHeader = valid
        badHeader[16] = 0xFF  // an absurd width; the IHDR CRC no longer matches either
        #expect(throws: PNGError.self) { try PNGCodec.decode(badHeader) }
    }

    @Test func greyFilesExpandToRGBA() throws {
        // 2 × 2, 8-bit grey: 0, 100 / 200, 255.
        let png = PNGFile.make(width: 2, height: 2, colorType: 0, rows: [[0, 100], [200, 255]])
        let image = try PNGCodec.decode(png)
        #expect(image[0, 0] == Pixel(red: 0, green: 0, blue: 0))
        #expect(image[1, 0] == Pixel(red: 100, green: 100, blue: 100))
        #expect(image[0, 1] == Pixel(red: 200, green: 200, blue: 200))
        #expect(image[1, 1] == Fixtures.white)
    }

    @Test func paletteFilesExpandToRGBA() throws {
        // 2 × 1, palette [red, half-transparent blue] with a tRNS chunk.
        let png = PNGFile.make(
            width: 2, height: 1, colorType: 3, rows: [[0, 1]],
            extraChunks: [("PLTE", [255, 0, 0, 0, 0, 255]), ("tRNS", [255, 128])])
        let image = try PNGCodec.decode(png)
        #expect(image[0, 0] == Pixel(red: 255, green: 0, blue: 0))
        #expect(image[1, 0] == Pixel(red: 0, green: 0, blue: 255, alpha: 128))
    }
}

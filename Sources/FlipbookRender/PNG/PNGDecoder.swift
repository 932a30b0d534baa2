import CPNG

/// Reads PNG files through libpng's simplified `png_image` API.
///
/// That API catches libpng's errors itself (its own `setjmp`, inside libpng) and reports them
/// as a zero return and a message, so no `longjmp` can reach Swift code.
enum PNGDecoder {
    /// More pixels than this are refused before allocating: a corrupt or hostile header must
    /// not make us allocate gigabytes. 2^28 pixels is a 16384 × 16384 canvas.
    static let maximumPixelCount = 1 << 28

    static func decode(_ bytes: [UInt8]) throws -> RasterImage {
        guard !bytes.isEmpty else { throw PNGError.decodingFailed("empty file") }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        // png_image_free does nothing once libpng has released its state, so always call it.
        defer { png_image_free(&image) }

        let began = bytes.withUnsafeBytes { raw in
            png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count)
        }
        guard began != 0 else { throw PNGError.decodingFailed(message(of: image)) }

        let width = Int(image.width)
        let height = Int(image.height)
        guard width > 0, height > 0, width * height <= maximumPixelCount else {
            throw PNGError.decodingFailed("unsupported size \(width) x \(height)")
        }
        // Every colour type and bit depth (grey, palette, RGB, with or without alpha or tRNS)
        // is expanded to straight-alpha 8-bit RGBA.
        image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let finished = rgba.withUnsafeMutableBytes { raw in
            png_image_finish_read(&image, nil, raw.baseAddress, Int32(width * 4), nil)
        }
        guard finished != 0 else { throw PNGError.decodingFailed(message(of: image)) }
        return RasterImage(width: width, height: height, rgba: rgba)
    }

    /// The message libpng left in the image's fixed-size buffer.
    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return bytes.isEmpty ? "not a readable PNG" : String(decoding: bytes, as: UTF8.self)
        }
    }
}

import CJPEG

/// Reads JPEG files (an asset catalogue's photos) through libjpeg, whose error handling stays
/// in C (`flipbook_jpeg_read.h`).
public enum JPEGDecoder {
    /// More pixels than this are refused before allocating (a 16384 × 16384 image).
    static let maximumPixelCount = 1 << 28

    /// Decodes a JPEG to opaque RGBA8.
    /// - Throws: `JPEGError` with libjpeg's message.
    public static func decode(_ bytes: [UInt8]) throws(JPEGError) -> RasterImage {
        guard !bytes.isEmpty else { throw JPEGError(message: "empty file") }
        var width: Int32 = 0, height: Int32 = 0
        var pixels: UnsafeMutablePointer<UInt8>?
        var message = [CChar](repeating: 0, count: 200)
        let status = bytes.withUnsafeBufferPointer { buffer in
            message.withUnsafeMutableBufferPointer { text in
                flipbook_jpeg_decode(
                    buffer.baseAddress, UInt(buffer.count), UInt(maximumPixelCount), &width, &height, &pixels,
                    text.baseAddress, text.count)
            }
        }
        guard status == 0, let pixels else {
            let text = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            throw JPEGError(message: text.isEmpty ? "not a readable JPEG" : String(decoding: text, as: UTF8.self))
        }
        defer { free(pixels) }
        let count = Int(width) * Int(height) * 4
        return RasterImage(width: Int(width), height: Int(height), rgba: Array(UnsafeBufferPointer(start: pixels, count: count)))
    }
}

/// A JPEG that libjpeg could not read, with its message.
public struct JPEGError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { "JPEG decoding failed: \(message)" }
}

import CWebP
import Glibc

/// Reads WebP files (an asset catalogue's images, often saved with a `.png` name) through
/// libwebp.
public enum WebPDecoder {
    /// More pixels than this are refused before decoding (a 16384 × 16384 image).
    static let maximumPixelCount = 1 << 28

    /// Whether the bytes are a WebP file: a RIFF container of the WEBP form.
    public static func isWebP(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 12 && bytes[0..<4].elementsEqual("RIFF".utf8) && bytes[8..<12].elementsEqual("WEBP".utf8)
    }

    /// Decodes a WebP image, lossy or lossless, to straight RGBA8.
    public static func decode(_ bytes: [UInt8]) throws(WebPError) -> RasterImage {
        var width: Int32 = 0, height: Int32 = 0
        let known = bytes.withUnsafeBufferPointer { WebPGetInfo($0.baseAddress, $0.count, &width, &height) }
        guard known != 0, width > 0, height > 0 else { throw WebPError(message: "not a readable WebP image") }
        guard Int(width) * Int(height) <= maximumPixelCount else {
            throw WebPError(message: "\(width)×\(height) pixels is more than Flipbook decodes")
        }
        guard let pixels = bytes.withUnsafeBufferPointer({ WebPDecodeRGBA($0.baseAddress, $0.count, &width, &height) })
        else { throw WebPError(message: "the WebP image data is damaged") }
        defer { WebPFree(pixels) }
        let count = Int(width) * Int(height) * 4
        return RasterImage(width: Int(width), height: Int(height), rgba: Array(UnsafeBufferPointer(start: pixels, count: count)))
    }
}

/// A WebP file that libwebp could not read.
public struct WebPError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { "WebP decoding failed: \(message)" }
}

import CPNG

/// How hard the PNG encoder compresses.
public enum PNGCompression: String, Hashable, Sendable, CaseIterable {
    /// zlib level 1 without row filters: about four times faster than libpng's defaults (level 6,
    /// adaptive filters) on a 1280 × 720 frame of flat shapes, for a file about a quarter larger
    /// (DESIGN §6: encoding dominates a render's time).
    case fast
    /// zlib level 9 with libpng's adaptive filter choice: the smallest files, slowly.
    case small
}

/// Why a PNG could not be encoded or decoded.
public enum PNGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The image's dimensions or byte count make no valid PNG.
    case invalidImage(String)
    /// libpng reported an error while writing.
    case encodingFailed(String)
    /// The bytes are not a PNG libpng can read.
    case decodingFailed(String)

    public var description: String {
        switch self {
        case .invalidImage(let message): "invalid image: \(message)"
        case .encodingFailed(let message): "PNG encoding failed: \(message)"
        case .decodingFailed(let message): "PNG decoding failed: \(message)"
        }
    }
}

/// Encodes and decodes PNG files with libpng.
public enum PNGCodec {
    /// Encodes `image` as an 8-bit PNG: RGB when every pixel is opaque, RGBA otherwise.
    ///
    /// The same image and compression always give the same bytes (no time stamp or other
    /// varying chunk is written).
    /// - Throws: `PNGError.invalidImage` for an empty or malformed image,
    ///   `PNGError.encodingFailed` if libpng fails.
    public static func encode(_ image: RasterImage, compression: PNGCompression = .fast) throws -> [UInt8] {
        try PNGEncoder(settings: PNGEncoder.Settings(compression)).encode(image)
    }

    /// Decodes a PNG of any colour type and bit depth to straight-alpha RGBA8.
    ///
    /// - Throws: `PNGError.decodingFailed` with libpng's message for anything that is not a
    ///   readable PNG.
    public static func decode(_ bytes: [UInt8]) throws -> RasterImage {
        try PNGDecoder.decode(bytes)
    }
}

import CPNG

/// Writes RGBA8 images as PNG through libpng's low-level write API, into memory.
///
/// libpng's errors end in a `longjmp`, which must never cross Swift frames; the libpng calls run
/// inside `flipbook_png_write` (Sources/CPNG/flipbook_png_write.h), a C function that owns the
/// `setjmp` and reports failure as a return code and a message.
struct PNGEncoder {
    /// The zlib and filter parameters of one encoding.
    struct Settings: Hashable, Sendable {
        /// zlib level, 0 (store) ... 9 (smallest).
        var level: Int32
        /// zlib strategy: `Z_DEFAULT_STRATEGY`, `Z_FILTERED`, `Z_RLE`, ...
        var strategy: Int32
        /// A mask of `PNG_FILTER_*`; several bits let libpng choose per row (slower).
        var filters: Int32

        init(level: Int32, strategy: Int32, filters: Int32) {
            self.level = level
            self.strategy = strategy
            self.filters = filters
        }

        /// The settings behind each `PNGCompression`, chosen by PNGEncoderBenchmark.swift.
        ///
        /// `.fast` uses no row filter: frames of flat shapes repeat each pixel's bytes at a
        /// distance of 3 or 4, which zlib's fastest match finder already captures, so filtering
        /// costs time (Sub, Up: +20-40 %; adaptive: +170 %) and on such frames even makes the
        /// file larger. The RLE strategy only finds distance-1 repeats and is much worse
        /// unfiltered.
        init(_ compression: PNGCompression) {
            switch compression {
            case .fast:
                self.init(level: 1, strategy: Z_DEFAULT_STRATEGY, filters: PNGEncoder.filterNone)
            case .small:
                self.init(level: 9, strategy: Z_DEFAULT_STRATEGY, filters: PNGEncoder.allFilters)
            }
        }
    }

    static let filterNone = Int32(PNG_FILTER_NONE)
    static let filterSub = Int32(PNG_FILTER_SUB)
    static let filterUp = Int32(PNG_FILTER_UP)
    static let filterPaeth = Int32(PNG_FILTER_PAETH)
    static let allFilters = Int32(PNG_FILTER_NONE | PNG_FILTER_SUB | PNG_FILTER_UP | PNG_FILTER_AVG | PNG_FILTER_PAETH)

    let settings: Settings

    /// The PNG file for `image`: RGB if it is opaque, RGBA otherwise.
    func encode(_ image: RasterImage) throws -> [UInt8] {
        guard image.width > 0, image.height > 0 else {
            throw PNGError.invalidImage("a PNG needs at least one pixel, got \(image.width) x \(image.height)")
        }
        guard image.isWellFormed else {
            throw PNGError.invalidImage(
                "\(image.rgba.count) bytes for \(image.width) x \(image.height) pixels (expected \(image.width * image.height * 4))"
            )
        }
        guard image.width <= Int(Int32.max), image.height <= Int(Int32.max) else {
            throw PNGError.invalidImage("\(image.width) x \(image.height) is too large for PNG")
        }
        let sink = ByteSink()
        // Flat frames compress well; a quarter of the raw size avoids most regrowth.
        sink.bytes.reserveCapacity(image.rgba.count / 4)
        var failure = flipbook_png_error()
        let status = image.rgba.withUnsafeBufferPointer { pixels -> Int32 in
            var request = flipbook_png_write_request(
                width: png_uint_32(image.width), height: png_uint_32(image.height),
                rgba: pixels.baseAddress, row_bytes: image.width * 4,
                keep_alpha: image.isOpaque ? 0 : 1,
                compression_level: settings.level, compression_strategy: settings.strategy,
                filters: settings.filters)
            let io = Unmanaged.passUnretained(sink).toOpaque()
            return withExtendedLifetime(sink) {
                flipbook_png_write(
                    &request,
                    { png, data, length in
                        // Called by libpng for each chunk of output; never raises a libpng error.
                        guard let png, let data, let io = png_get_io_ptr(png) else { return }
                        let sink = Unmanaged<ByteSink>.fromOpaque(io).takeUnretainedValue()
                        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: length))
                    }, io, &failure)
            }
        }
        guard status == 0 else {
            throw PNGError.encodingFailed(PNGEncoder.message(from: failure))
        }
        return sink.bytes
    }

    /// libpng's error message, followed by its last warning when there was one.
    static func message(from failure: flipbook_png_error) -> String {
        func text<T>(_ buffer: T) -> String {
            withUnsafeBytes(of: buffer) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
        }
        let message = text(failure.message)
        let warning = text(failure.warning)
        let error = message.isEmpty ? "unknown libpng error" : message
        return warning.isEmpty ? error : "\(error) (\(warning))"
    }
}

/// The growing output of one encoding, reached from libpng's write callback.
private final class ByteSink {
    var bytes: [UInt8] = []
}

import CCairo

extension RasterImage {
    /// Copies a flushed ARGB32 Cairo image surface, un-premultiplying its colours.
    ///
    /// Cairo stores each pixel as a native-endian 32-bit word, alpha in the high byte, colours
    /// premultiplied by alpha; `RasterImage` is straight-alpha RGBA bytes.
    init(cairoSurface surface: OpaquePointer) {
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else {
            self.init(width: max(width, 0), height: max(height, 0))
            return
        }
        let source = UnsafeRawPointer(data)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { output in
            for y in 0..<height {
                let row = source + y * stride
                var o = y * width * 4
                for x in 0..<width {
                    let word = row.load(fromByteOffset: x * 4, as: UInt32.self)
                    let alpha = word >> 24
                    if alpha == 255 {
                        output[o] = UInt8(truncatingIfNeeded: word >> 16)
                        output[o + 1] = UInt8(truncatingIfNeeded: word >> 8)
                        output[o + 2] = UInt8(truncatingIfNeeded: word)
                        output[o + 3] = 255
                    } else if alpha != 0 {
                        output[o] = RasterImage.unpremultiply((word >> 16) & 0xFF, alpha)
                        output[o + 1] = RasterImage.unpremultiply((word >> 8) & 0xFF, alpha)
                        output[o + 2] = RasterImage.unpremultiply(word & 0xFF, alpha)
                        output[o + 3] = UInt8(alpha)
                    }
                    // Fully transparent pixels stay (0, 0, 0, 0).
                    o += 4
                }
            }
        }
        self.init(width: width, height: height, rgba: bytes)
    }

    /// `component / alpha` in 0...255, rounded to nearest.
    @inline(__always)
    static func unpremultiply(_ component: UInt32, _ alpha: UInt32) -> UInt8 {
        UInt8(min((component * 255 + alpha / 2) / alpha, 255))
    }
}

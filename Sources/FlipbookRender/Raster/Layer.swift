import CCairo
import FlipbookModel

/// An ARGB32 cairo image surface covering `rect` of the canvas, and a context drawing into it.
///
/// The surface's device offset is `-rect.origin`, so every layer shares the canvas's device
/// space: the same matrix draws at the same canvas pixel in any layer, and compositing a layer
/// onto another is a paint at (0, 0) under the identity matrix.
final class Layer {
    let rect: PixelRect
    let surface: OpaquePointer
    let cr: OpaquePointer
    /// The largest layer, in pixels, that `makeLayer` allocates: four times the canvas, and at
    /// least 2^25 pixels (128 MiB of ARGB32). Layers are bounded by the visible canvas grown by
    /// filter margins, so this only stops pathological cases (a blur of σ 1000 on a small
    /// canvas), which are skipped rather than allocated.
    let maximumArea: Int

    /// The canvas: a transparent layer covering `rect`, or nil when cairo cannot make it.
    convenience init?(canvas rect: PixelRect) {
        self.init(rect, maximumArea: max(1 << 25, 4 * rect.area))
    }

    /// A transparent layer, or nil when `rect` is empty, larger than `maximumArea`, or cairo
    /// fails.
    private init?(_ rect: PixelRect, maximumArea: Int) {
        guard !rect.isEmpty, rect.width <= 32767, rect.height <= 32767, rect.area <= maximumArea,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(rect.width), Int32(rect.height))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_set_device_offset(surface, Double(-rect.x), Double(-rect.y))
        self.rect = rect
        self.surface = surface
        self.cr = cr
        self.maximumArea = maximumArea
    }

    /// Another layer, under this one's size limit.
    func makeLayer(_ rect: PixelRect) -> Layer? {
        Layer(rect, maximumArea: maximumArea)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Whether the context has not entered cairo's sticky error state.
    var isHealthy: Bool { cairo_status(cr) == CAIRO_STATUS_SUCCESS }

    /// Gives `body` the premultiplied pixels (native-endian ARGB words, rows `stride` bytes
    /// apart) to read and change.
    func withPixels<T>(_ body: (PixelBuffer) -> T) -> T {
        cairo_surface_flush(surface)
        defer { cairo_surface_mark_dirty(surface) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            return body(PixelBuffer(base: nil, width: 0, height: 0, stride: 0))
        }
        return body(PixelBuffer(base: data, width: rect.width, height: rect.height, stride: stride))
    }

    /// Paints `other` onto this layer at its place on the canvas, with `alpha` and `op`, through
    /// the current clip unless `ignoringClip`. Nothing outside `other` changes, even for
    /// operators that cairo otherwise applies everywhere (SOURCE clears what a source does not
    /// cover).
    func composite(
        _ other: Layer, alpha: Double = 1, op: cairo_operator_t = CAIRO_OPERATOR_OVER,
        ignoringClip: Bool = false
    ) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        if ignoringClip { cairo_reset_clip(cr) }
        cairo_rectangle(cr, Double(other.rect.x), Double(other.rect.y), Double(other.rect.width), Double(other.rect.height))
        cairo_clip(cr)
        cairo_set_operator(cr, op)
        cairo_set_source_surface(cr, other.surface, 0, 0)
        if alpha >= 1 { cairo_paint(cr) } else { cairo_paint_with_alpha(cr, alpha) }
        cairo_restore(cr)
    }

    /// The part of the canvas the current clip leaves visible in this layer, in device pixels;
    /// nil when nothing is.
    var visibleRect: PixelRect? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_identity_matrix(cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_set_matrix(cr, &m)
        guard let clip = PixelRect(covering: Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)) else { return nil }
        return clip.intersection(rect)
    }

    /// A copy of the surface as straight-alpha RGBA.
    func image() -> RasterImage {
        cairo_surface_flush(surface)
        return RasterImage(cairoSurface: surface)
    }
}

/// Raw access to a layer's premultiplied ARGB32 pixels.
struct PixelBuffer {
    let base: UnsafeMutablePointer<UInt8>?
    let width: Int
    let height: Int
    /// Bytes from one row to the next.
    let stride: Int

    /// The native-endian ARGB word of pixel (x, y); both must be in range.
    func word(_ x: Int, _ y: Int) -> UInt32 {
        guard let base else { return 0 }
        return UnsafeRawPointer(base).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
    }

    func setWord(_ x: Int, _ y: Int, _ value: UInt32) {
        guard let base else { return }
        UnsafeMutableRawPointer(base).storeBytes(of: value, toByteOffset: y * stride + x * 4, as: UInt32.self)
    }

    /// Calls `body` with the coordinates and word of every pixel, storing the word it returns.
    func update(_ body: (Int, Int, UInt32) -> UInt32) {
        for y in 0..<height {
            for x in 0..<width {
                setWord(x, y, body(x, y, word(x, y)))
            }
        }
    }
}

import CCairo
import FlipbookModel
import Synchronization

/// Draws an asset catalogue's vector image, a PDF's first page or an SVG document, into pixels:
/// PDFs through poppler-glib, SVGs through librsvg, both onto a Cairo image surface.
public enum VectorImage {
    public enum Format: Sendable {
        case pdf, svg
    }

    /// Parses `bytes` as `format` and draws it on transparency at the scale `scale` picks for its
    /// intrinsic size in points (the PDF page's; the SVG's, a CSS pixel a point), into
    /// `ceil(size × scale)` pixels; `scale` returns nil for a size the caller will not draw.
    /// - Throws: `VectorImageError.unreadable` with the library's message, `.tooLarge` with the size.
    public static func rasterize(
        _ bytes: [UInt8], as format: Format, scale: (Size) -> Double?
    ) throws(VectorImageError) -> (image: RasterImage, scale: Double) {
        try libraries.withLock { _ throws(VectorImageError) in
            let drawing: any VectorDrawing =
                switch format {
                case .pdf: try PDFPage(bytes)
                case .svg: try SVGDocument(bytes)
                }
            let size = drawing.size
            guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
                throw .unreadable("its size is \(formatNumber(size.width)) × \(formatNumber(size.height)) points")
            }
            guard let chosen = scale(size), chosen.isFinite, chosen > 0 else { throw .tooLarge(size) }
            return (try draw(drawing, scale: chosen), chosen)
        }
    }

    /// One document at a time, process-wide. poppler's Cairo backend opens every document's
    /// embedded fonts in one FreeType library that it shares without a lock (FreeType asks for
    /// one), and other programs have seen librsvg crash in Cairo's glyph loading when drawing on
    /// several threads at once. A vector image is drawn once per image set and render, so the
    /// wait is short.
    private static let libraries = Mutex(())

    /// The longest side of an image surface Cairo makes, in pixels.
    static let maximumSide = 32767
    /// More pixels than this are refused before allocating (a 16384 × 16384 image).
    static let maximumPixelCount = 1 << 28

    private static func draw(_ drawing: any VectorDrawing, scale: Double) throws(VectorImageError) -> RasterImage {
        // At least one pixel: a hairline page still has a place to draw.
        let width = max((drawing.size.width * scale).rounded(.up), 1)
        let height = max((drawing.size.height * scale).rounded(.up), 1)
        guard width <= Double(maximumSide), height <= Double(maximumSide), width * height <= Double(maximumPixelCount)
        else { throw .tooLarge(drawing.size) }
        let surface: OpaquePointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer { cairo_surface_destroy(surface) }
        let created = cairo_surface_status(surface)
        guard created == CAIRO_STATUS_SUCCESS else { throw .unreadable(Self.message(of: created)) }
        let context: OpaquePointer = cairo_create(surface)
        defer { cairo_destroy(context) }
        cairo_scale(context, scale, scale)
        try drawing.draw(in: context)
        let drawn = cairo_status(context)
        guard drawn == CAIRO_STATUS_SUCCESS else { throw .unreadable(Self.message(of: drawn)) }
        cairo_surface_flush(surface)
        return RasterImage(cairoSurface: surface)
    }

    private static func message(of status: cairo_status_t) -> String {
        "Cairo cannot draw it: " + String(cString: cairo_status_to_string(status))
    }
}

/// A parsed vector document, drawn through its library. Its library objects are used by one
/// thread, under `VectorImage`'s lock, and released when it is.
protocol VectorDrawing: AnyObject {
    /// Its intrinsic size in points.
    var size: Size { get }
    /// Draws it with its top left at the origin, a point a unit of `context` (a `cairo_t`).
    func draw(in context: OpaquePointer) throws(VectorImageError)
}

/// Why a vector image is not drawn.
public enum VectorImageError: Error, CustomStringConvertible {
    /// Its library cannot read or draw it; the message says why.
    case unreadable(String)
    /// It is larger, in points, than the caller draws.
    case tooLarge(Size)

    /// A GLib error's message (the caller frees the error), or `fallback` without one.
    static func unreadable(glibMessage: UnsafePointer<CChar>?, otherwise fallback: String) -> VectorImageError {
        .unreadable(glibMessage.map { String(cString: $0) } ?? fallback)
    }

    public var description: String {
        switch self {
        case .unreadable(let message): message
        case .tooLarge(let size): "its size, \(formatNumber(size.width)) × \(formatNumber(size.height)) points, is too large"
        }
    }
}

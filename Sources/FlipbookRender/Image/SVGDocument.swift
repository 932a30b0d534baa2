import CRsvg
import FlipbookModel

/// An SVG document, through librsvg. Its size in points is its intrinsic size in CSS pixels (a
/// point a pixel, as an SVG's `width="24"` draws 24 points wide in Xcode), else its viewBox's.
final class SVGDocument: VectorDrawing {
    let size: Size
    private let handle: UnsafeMutablePointer<RsvgHandle>

    /// CSS's pixels per inch, which converts an SVG's `in`, `cm`, `mm` and `pt` lengths; set on
    /// each handle so that nothing process-wide (`rsvg_set_default_dpi`) changes it.
    static let cssPixelsPerInch = 96.0

    init(_ bytes: [UInt8]) throws(VectorImageError) {
        guard !bytes.isEmpty else { throw .unreadable("the file is empty") }
        var error: UnsafeMutablePointer<GError>?
        // Loaded without a base file: the document cannot reach other files.
        let loaded = bytes.withUnsafeBufferPointer { rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) }
        guard let handle = loaded else {
            defer { if let error { g_error_free(error) } }
            throw .unreadable(glibMessage: error?.pointee.message, otherwise: "librsvg cannot open it")
        }
        rsvg_handle_set_dpi(handle, Self.cssPixelsPerInch)
        var width = 0.0
        var height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
            // No width and height, or percentages: the viewBox's size, as Xcode takes it.
            var hasViewBox: gboolean = 0
            var viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            guard hasViewBox != 0 else {
                g_object_unref(handle)
                throw .unreadable("it has no size: its <svg> has neither a width and height nor a viewBox")
            }
            width = viewBox.width
            height = viewBox.height
        }
        self.handle = handle
        size = Size(width: width, height: height)
    }

    deinit {
        g_object_unref(handle)
    }

    func draw(in context: OpaquePointer) throws(VectorImageError) {
        var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
        var error: UnsafeMutablePointer<GError>?
        guard rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
            defer { if let error { g_error_free(error) } }
            throw .unreadable(glibMessage: error?.pointee.message, otherwise: "librsvg cannot draw it")
        }
    }
}

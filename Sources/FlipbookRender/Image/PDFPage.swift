import CPoppler
import FlipbookModel

/// A PDF's first page, through poppler-glib: what Xcode draws of an image set's PDF. Its size is
/// the page's crop box, in PDF units, which are points.
final class PDFPage: VectorDrawing {
    let size: Size
    private let page: OpaquePointer

    init(_ bytes: [UInt8]) throws(VectorImageError) {
        guard !bytes.isEmpty else { throw .unreadable("the file is empty") }
        // Copied into GLib's memory: the document reads its bytes for as long as it lives.
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(data, nil, &error) else {
            defer { if let error { g_error_free(error) } }
            throw .unreadable(glibMessage: error?.pointee.message, otherwise: "poppler cannot open it")
        }
        // The page keeps its own reference to the document.
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
            throw .unreadable("it has no pages")
        }
        var width = 0.0
        var height = 0.0
        // The size as shown: a page rotated a quarter turn has its width and height swapped.
        poppler_page_get_size(page, &width, &height)
        self.page = page
        size = Size(width: width, height: height)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(page))
    }

    func draw(in context: OpaquePointer) throws(VectorImageError) {
        // Without a background: what the page does not paint stays transparent, as in Xcode.
        poppler_page_render(page, context)
    }
}

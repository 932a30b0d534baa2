import CCairo
import FlipbookModel

/// Measures text with the fonts and options `Rasterizer` draws it with, for layout.
///
/// Safe to call from any thread: the calls that reach FreeType run under the FreeType lock (see
/// `FreeTypeFaces`).
public struct CairoTextMeasurer: TextMeasuring {
    public let fonts: FontLibrary

    public init(fonts: FontLibrary) {
        self.fonts = fonts
    }

    /// Ascent and descent of the font's scaled extents, in points.
    public func metrics(of font: FontSpec) -> FontMetrics {
        let extents = withScaledFont(font) { scaledFont -> cairo_font_extents_t in
            var extents = cairo_font_extents_t()
            cairo_scaled_font_extents(scaledFont, &extents)
            return extents
        }
        guard let extents else { return FontMetrics(ascent: 0, descent: 0) }
        return FontMetrics(ascent: extents.ascent, descent: extents.descent)
    }

    /// The advance width of `text` (cairo's `x_advance`), in points.
    public func width(of text: String, font: FontSpec) -> Double {
        guard !text.isEmpty else { return 0 }
        let advance = withScaledFont(font) { scaledFont -> Double in
            var extents = cairo_text_extents_t()
            text.withCString { cairo_scaled_font_text_extents(scaledFont, $0, &extents) }
            return extents.x_advance
        }
        return advance ?? 0
    }

    /// Calls `body` with a scaled font for `font` at its size in user space (identity CTM), or
    /// returns nil when the size cannot be drawn or cairo fails.
    private func withScaledFont<T>(_ font: FontSpec, _ body: (OpaquePointer) -> T) -> T? {
        guard FontRenderingOptions.isDrawable(size: font.size) else { return nil }
        let face = fonts.cairoFace(for: font)
        let result: T?? = FontRenderingOptions.with { options in
            FreeTypeFaces.withLock { () -> T? in
                var fontMatrix = cairo_matrix_t()
                var userToDevice = cairo_matrix_t()
                cairo_matrix_init_scale(&fontMatrix, font.size, font.size)
                cairo_matrix_init_identity(&userToDevice)
                guard let scaledFont = cairo_scaled_font_create(face.pointer, &fontMatrix, &userToDevice, options)
                else { return nil }
                defer { cairo_scaled_font_destroy(scaledFont) }
                guard cairo_scaled_font_status(scaledFont) == CAIRO_STATUS_SUCCESS else { return nil }
                return body(scaledFont)
            }
        }
        return result ?? nil
    }
}

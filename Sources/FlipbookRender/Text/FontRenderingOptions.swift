import CCairo
import FlipbookModel

/// The cairo font options every glyph is drawn and measured with.
///
/// Set explicitly rather than inherited from the surface so that text renders the same on every
/// machine (DESIGN §5): grey antialiasing (no subpixel colour fringes), no hinting (outlines are
/// not snapped to a machine-dependent grid) and hint metrics off (advances scale linearly with
/// the size, so the font units `TextMeasurer` lays glyphs out with are what `Rasterizer` draws at
/// any scale).
enum FontRenderingOptions {
    /// Calls `body` with a freshly made `cairo_font_options_t`, or returns nil if cairo is out of
    /// memory.
    static func with<T>(_ body: (OpaquePointer) -> T) -> T? {
        guard let options = cairo_font_options_create() else { return nil }
        defer { cairo_font_options_destroy(options) }
        guard cairo_font_options_status(options) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        return body(options)
    }

    /// Whether `size` is a font size cairo can use: a zero, negative or non-finite size would
    /// make the font matrix singular and put the context into an error state.
    static func isDrawable(size: Double) -> Bool {
        size.isFinite && size > 0
    }
}

import CCairo
import FlipbookModel

extension FrameDrawer {
    /// Draws each line of `text` with its left baseline end at the line's origin.
    ///
    /// Cairo's text API maps characters to glyphs one to one (no shaping, no kerning), which is
    /// exactly what `CairoTextMeasurer` measures, so layout and drawing agree.
    func drawText(_ text: TextItem, alpha: Double) {
        let effectiveAlpha = FrameDrawer.clamped(text.color.alpha) * alpha
        guard effectiveAlpha > 0, !text.lines.isEmpty, isDrawable(fontSize: text.font.size) else { return }
        let face = fonts.cairoFace(for: text.font)
        setSource(text.color, alpha: alpha)
        _ = FontRenderingOptions.with { options in
            FreeTypeFaces.withLock {
                cairo_set_font_face(cr, face.pointer)
                cairo_set_font_size(cr, text.font.size)
                cairo_set_font_options(cr, options)
                for line in text.lines where !line.text.isEmpty {
                    guard line.origin.x.isFinite, line.origin.y.isFinite else { continue }
                    cairo_move_to(cr, line.origin.x, line.origin.y)
                    line.text.withCString { cairo_show_text(cr, $0) }
                }
                // show_text leaves a current point; the next shape starts a fresh path anyway.
                cairo_new_path(cr)
            }
        }
    }

    /// Whether text of `fontSize` can be drawn under the current matrix. A font matrix that is
    /// singular once combined with the CTM would put the context into an error state; glyphs
    /// whose em square covers under a millionth of a pixel would not be visible anyway.
    private func isDrawable(fontSize: Double) -> Bool {
        guard FontRenderingOptions.isDrawable(size: fontSize) else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let emArea = fontSize * fontSize * abs(m.xx * m.yy - m.xy * m.yx)
        return emArea.isFinite && emArea > 1e-6
    }
}

import CCairo
import FlipbookModel

extension FrameDrawer {
    /// The slant of synthetic italics: x moves by this times the height above the baseline
    /// (about 11°, as cairo's own oblique synthesis).
    static let syntheticItalicShear = 0.2
    /// Glyphs whose em is larger than this many device pixels are filled as outlines: cairo's
    /// glyph cache would rasterize a mask of that size per glyph. Colour (bitmap) glyphs that
    /// large are not drawn.
    static let largestCachedGlyph = 1024.0
    /// Glyphs whose em is larger than this many device pixels are not drawn at all: their
    /// outlines would leave cairo's fixed-point range.
    static let largestGlyph = 100_000.0

    /// Draws each line's glyph runs at `origin + line.origin`, each run with the paint of its
    /// `TextRun` (a gradient fills the glyph outlines) over the runs' highlights, then the
    /// underlines and strike-throughs.
    /// Colour glyphs (emoji) keep their own colours at the paint's opacity.
    func drawText(_ text: TextItem, alpha: Double) {
        guard alpha > 0, !text.lines.isEmpty else { return }
        // Runs' highlights first, under the glyphs.
        for line in text.lines {
            let origin = text.origin + line.origin
            for band in line.decorations where band.kind == .background && text.paints.indices.contains(band.runIndex) {
                let rect = Rect(
                    x: origin.x + band.x, y: origin.y + band.y - band.thickness / 2, width: band.width, height: band.thickness)
                drawShape(
                    ShapeItem(path: Path(rect), paint: text.paints[band.runIndex], identity: text.identity, span: text.span),
                    alpha: alpha)
            }
        }
        _ = FontRenderingOptions.with { options in
            CairoFontFaces.withLock {
                for line in text.lines {
                    let origin = text.origin + line.origin
                    guard origin.x.isFinite, origin.y.isFinite else { continue }
                    for run in line.runs {
                        guard text.paints.indices.contains(run.runIndex) else { continue }
                        drawGlyphs(run, at: origin, paint: text.paints[run.runIndex], alpha: alpha, options: options)
                    }
                }
            }
        }
        for line in text.lines {
            let origin = text.origin + line.origin
            for decoration in line.decorations where decoration.kind != .background && text.paints.indices.contains(decoration.runIndex) {
                var path = Path()
                let marks = TextLineStyle.marks(of: decoration.pattern, width: decoration.width, thickness: decoration.thickness)
                for mark in marks {
                    path.addRect(
                        Rect(
                            x: origin.x + decoration.x + mark.start, y: origin.y + decoration.y - decoration.thickness / 2,
                            width: mark.length, height: decoration.thickness))
                }
                drawShape(
                    ShapeItem(path: path, paint: text.paints[decoration.runIndex], identity: text.identity, span: text.span),
                    alpha: alpha)
            }
        }
    }

    /// Must be called with the FreeType lock held.
    private func drawGlyphs(_ run: GlyphRun, at origin: Point, paint: Paint, alpha: Double, options: OpaquePointer) {
        let m = matrix
        let em = run.size * abs(m.determinant).squareRoot()
        guard !paint.isInvisible, FontRenderingOptions.isDrawable(size: run.size), em > 1e-3,
            em <= FrameDrawer.largestGlyph, let visible = layer.visibleRect,
            let face = CairoFontFaces.face(for: run.face)
        else { return }
        // Glyphs more than two ems outside what is visible cannot show; leaving them out also
        // keeps far-away coordinates from cairo.
        let window = visible.rect.insetBy(dx: -2 * em, dy: -2 * em)
        var glyphs: [cairo_glyph_t] = []
        for (id, position) in zip(run.glyphs, run.positions) {
            let user = origin + position
            let device = m.apply(user)
            guard device.x.isFinite, device.y.isFinite, device.x >= window.minX, device.x <= window.maxX,
                device.y >= window.minY, device.y <= window.maxY
            else { continue }
            glyphs.append(cairo_glyph_t(index: UInt(id), x: user.x, y: user.y))
        }
        guard !glyphs.isEmpty else { return }
        cairo_set_font_face(cr, face.pointer)
        let shear = run.face.syntheticItalic ? -FrameDrawer.syntheticItalicShear * run.size : 0
        var fontMatrix = cairo_matrix_t(xx: run.size, yx: 0, xy: shear, yy: run.size, x0: 0, y0: 0)
        cairo_set_font_matrix(cr, &fontMatrix)
        cairo_set_font_options(cr, options)
        // Where the glyphs can draw, generously (cairo reports no ink for bitmap glyphs): from an
        // em before the first origin to two after the last, two ems above the baseline, one below.
        let xs = glyphs.map(\.x), ys = glyphs.map(\.y)
        let inkRect = Rect(
            x: (xs.min() ?? 0) - run.size, y: (ys.min() ?? 0) - 2 * run.size,
            width: (xs.max() ?? 0) - (xs.min() ?? 0) + 3 * run.size,
            height: (ys.max() ?? 0) - (ys.min() ?? 0) + 3 * run.size)
        if run.face.isColor {
            guard em <= FrameDrawer.largestCachedGlyph else { return }
            showColorGlyphs(&glyphs, opacity: paint.opacity * alpha.unitClamped, ink: inkRect)
        } else {
            guard setSource(paint, alpha: alpha, covering: inkRect) else { return }
            // cairo 1.16 sizes a synthetic-bold glyph's bitmap by the regular glyph, cutting
            // off the widened right side of a glyph that fills its em (a bold cloud symbol);
            // its outline is whole.
            if em > FrameDrawer.largestCachedGlyph || run.face.syntheticBold {
                cairo_glyph_path(cr, &glyphs, Int32(glyphs.count))
                cairo_fill(cr)
            } else {
                cairo_show_glyphs(cr, &glyphs, Int32(glyphs.count))
            }
        }
        cairo_new_path(cr)
    }

    /// Colour glyphs ignore the source's colour and alpha, so an opacity below 1 goes through
    /// a group the size of the glyphs' ink (cairo sizes a group by the clip).
    private func showColorGlyphs(_ glyphs: inout [cairo_glyph_t], opacity: Double, ink: Rect) {
        guard opacity > 0 else { return }
        cairo_set_source_rgb(cr, 0, 0, 0)
        guard opacity < 1 else {
            cairo_show_glyphs(cr, &glyphs, Int32(glyphs.count))
            return
        }
        cairo_save(cr)
        cairo_rectangle(cr, ink.minX, ink.minY, ink.width, ink.height)
        cairo_clip(cr)
        cairo_push_group(cr)
        cairo_show_glyphs(cr, &glyphs, Int32(glyphs.count))
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
        cairo_restore(cr)
    }
}

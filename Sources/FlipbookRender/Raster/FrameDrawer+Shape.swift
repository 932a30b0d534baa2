import CCairo
import FlipbookModel

extension FrameDrawer {
    /// Fills or strokes a shape with its paint at `alpha` times the paint's own alpha.
    func drawShape(_ shape: ShapeItem, alpha: Double) {
        guard alpha > 0, !shape.paint.isInvisible else { return }
        switch shape.style {
        case .fill(let evenOdd):
            guard appendPath(shape.path) else { return }
            cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
            guard setSource(shape.paint, alpha: alpha, covering: Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
            else { return cairo_new_path(cr) }
            cairo_fill(cr)
        case .stroke(let style):
            guard let stroke = StrokeParameters(style, matrix: matrix),
                appendPath(shape.path, reach: stroke.reach, stroked: true)
            else { return }
            stroke.apply(to: cr)
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_stroke_extents(cr, &x1, &y1, &x2, &y2)
            let paint = stroke.alphaFactor < 1 ? shape.paint.multiplyingAlpha(stroke.alphaFactor) : shape.paint
            guard setSource(paint, alpha: alpha, covering: Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
            else { return cairo_new_path(cr) }
            cairo_stroke(cr)
        }
    }
}

import CCairo
import FlipbookModel

extension FrameDrawer {
    /// Makes `paint`, with its alpha multiplied by `alpha`, the context's source. `extents` is
    /// the user-space box of what will be drawn with it (the conic and mesh gradients are
    /// rendered there).
    ///
    /// Returns false when the paint draws nothing: no stops, a degenerate gradient (equal end
    /// points, equal radii, a flattened ellipse, as the HTML canvas defines them), or a pattern
    /// cairo refused. Gradients interpolate straight sRGB components between stops, as SwiftUI
    /// gradients do, and pad beyond their ends.
    func setSource(_ paint: Paint, alpha: Double, covering extents: Rect) -> Bool {
        if let stops = paint.gradientStops {
            // No stop draws nothing; one stop is a plain colour.
            guard let first = stops.first else { return false }
            if stops.count == 1 {
                setSource(first.color, alpha: alpha)
                return true
            }
        }
        switch paint {
        case .color(let color):
            setSource(color, alpha: alpha)
            return true
        case .linear(let gradient, let start, let end):
            guard start != end, let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            else { return false }
            return use(pattern, stops: gradient, alpha: alpha)
        case .radial(let gradient, let center, let startRadius, let endRadius, let scaleY):
            let r0 = max(0, startRadius), r1 = max(0, endRadius)
            guard r0 != r1, scaleY > 0, scaleY.isFinite,
                let pattern = cairo_pattern_create_radial(center.x, center.y, r0, center.x, center.y, r1)
            else { return false }
            // The pattern matrix maps user space to pattern space: squash y about the centre so
            // that the circles of the pattern become ellipses scaleY times as tall.
            var stretch = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1 / scaleY, x0: 0, y0: center.y - center.y / scaleY)
            cairo_pattern_set_matrix(pattern, &stretch)
            return use(pattern, stops: gradient, alpha: alpha)
        case .angular(let gradient, let center, let startAngle, let endAngle):
            let conic = ConicGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
            return setConicSource(conic, alpha: alpha, covering: extents)
        case .mesh(let mesh):
            return setMeshSource(mesh, alpha: alpha, covering: extents)
        }
    }

    /// Sets a solid source of `color` with its alpha multiplied by `alpha`, clamped to 0...1.
    func setSource(_ color: RGBA, alpha: Double) {
        cairo_set_source_rgba(
            cr, color.red.unitClamped, color.green.unitClamped, color.blue.unitClamped,
            color.alpha.unitClamped * alpha.unitClamped)
    }

    /// Adds the stops, pads the ends, and makes `pattern` the source; false (and nothing set)
    /// when cairo reports an error for it.
    private func use(_ pattern: OpaquePointer, stops gradient: Gradient, alpha: Double) -> Bool {
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.normalizedStops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(
                pattern, stop.location, c.red.unitClamped, c.green.unitClamped,
                c.blue.unitClamped, c.alpha.unitClamped * alpha.unitClamped)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else { return false }
        cairo_set_source(cr, pattern)
        return true
    }
}

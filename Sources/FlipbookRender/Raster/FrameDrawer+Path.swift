import CCairo
import FlipbookModel

extension FrameDrawer {
    /// Device coordinates up to this size reach cairo as they are; beyond it, outlines are
    /// clipped first (cairo's 24.8 fixed point overflows at ±2^23 pixels).
    static let safeDeviceCoordinate = Double(1 << 21)

    /// Replaces the current path with `path`. `reach` is how far, in user units, drawing extends
    /// beyond the outline (half a stroke's width, more at miter joins); `stroked` says whether
    /// open subpaths must stay open when clipped.
    ///
    /// Returns false, leaving the path empty, when a coordinate is not finite (in user or device
    /// space) or when nothing of the path can be visible.
    func appendPath(_ path: Path, reach: Double = 0, stroked: Bool = false) -> Bool {
        cairo_new_path(cr)
        guard !path.isEmpty, let visible = layer.visibleRect else { return false }
        let m = matrix
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for point in path.controlPoints {
            let d = m.apply(point)
            guard point.x.isFinite, point.y.isFinite, d.x.isFinite, d.y.isFinite else { return false }
            minX = min(minX, d.x)
            maxX = max(maxX, d.x)
            minY = min(minY, d.y)
            maxY = max(maxY, d.y)
        }
        let (sx, sy) = m.axisScales
        let margin = reach * max(sx, sy) + 2
        guard margin.isFinite, minX <= maxX,
            minX - margin < Double(visible.maxX), maxX + margin > Double(visible.x),
            minY - margin < Double(visible.maxY), maxY + margin > Double(visible.y)
        else { return false }
        let limit = FrameDrawer.safeDeviceCoordinate
        if max(abs(minX), abs(maxX), abs(minY), abs(maxY)) < limit {
            appendElements(path)
        } else {
            let window = visible.rect.insetBy(dx: -margin, dy: -margin)
            appendClipped(path, to: window, matrix: m, stroked: stroked)
        }
        return true
    }

    /// Issues the path's elements to cairo as they are.
    private func appendElements(_ path: Path) {
        var current = Point.zero
        var start = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
                (current, start) = (p, p)
            case .line(let p):
                cairo_line_to(cr, p.x, p.y)
                current = p
            case .quadCurve(let p, let c):
                // The cubic with the same curve: control points 2/3 of the way to the control.
                let c1 = Point(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .closeSubpath:
                cairo_close_path(cr)
                current = start
            }
        }
    }

    /// Flattens the path in device space, clips it to `window`, and issues the result in user
    /// space (so that a stroke keeps its width in user units).
    private func appendClipped(_ path: Path, to window: Rect, matrix m: cairo_matrix_t, stroked: Bool) {
        var inverse = m
        guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return }
        let (sx, sy) = m.axisScales
        let tolerance = 0.1 / max(sx, sy, 1e-300)
        for polyline in path.flattened(tolerance: tolerance) {
            let device = polyline.points.map(m.apply)
            if stroked {
                let points = polyline.isClosed && device.count > 1 ? device + [device[0]] : device
                for piece in OutlineClipping.clip(polyline: points, to: window) {
                    appendPolyline(piece, inverse: inverse, closed: false)
                }
            } else {
                appendPolyline(OutlineClipping.clip(polygon: device, to: window), inverse: inverse, closed: true)
            }
        }
    }

    private func appendPolyline(_ points: [Point], inverse: cairo_matrix_t, closed: Bool) {
        guard let first = points.first else { return }
        let start = inverse.apply(first)
        cairo_move_to(cr, start.x, start.y)
        for point in points.dropFirst() {
            let p = inverse.apply(point)
            cairo_line_to(cr, p.x, p.y)
        }
        if closed { cairo_close_path(cr) }
    }
}

extension Path {
    /// Every point the elements name, control points included: their bounding box contains
    /// the outline.
    var controlPoints: [Point] {
        elements.flatMap { element -> [Point] in
            switch element {
            case .move(let p), .line(let p): [p]
            case .quadCurve(let p, let c): [p, c]
            case .curve(let p, let c1, let c2): [p, c1, c2]
            case .closeSubpath: []
            }
        }
    }

    /// The bounding box of the control points; nil for a path with no points or a non-finite one.
    var controlBounds: Rect? {
        let points = controlPoints
        guard !points.isEmpty, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}

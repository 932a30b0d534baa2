import FlipbookModel

/// Clips flattened outlines to a rectangle, for paths whose device coordinates are too large
/// for cairo's fixed-point arithmetic (a `scaleEffect(1e9)`, a 1e300 coordinate).
///
/// The window is larger than what is visible by more than the stroke reaches, so the edges the
/// clipping adds along the window are never seen: a polygon clipped to a convex window keeps the
/// same winding number (hence the same fill, non-zero or even-odd) everywhere inside it, and a
/// polyline keeps every segment that could be seen.
enum OutlineClipping {
    /// Sutherland–Hodgman: the part of a closed polygon inside `window`.
    static func clip(polygon: [Point], to window: Rect) -> [Point] {
        var points = polygon
        for edge in Edge.allCases {
            guard let last = points.last else { return [] }
            var output: [Point] = []
            output.reserveCapacity(points.count + 4)
            var previous = last
            for current in points {
                let currentInside = edge.contains(current, window)
                if currentInside != edge.contains(previous, window) {
                    output.append(edge.intersection(previous, current, window))
                }
                if currentInside { output.append(current) }
                previous = current
            }
            points = output
        }
        return points
    }

    /// Liang–Barsky on each segment: the parts of an open polyline inside `window`, as separate
    /// polylines where the line leaves and re-enters it.
    static func clip(polyline: [Point], to window: Rect) -> [[Point]] {
        var pieces: [[Point]] = []
        var current: [Point] = []
        for (a, b) in zip(polyline, polyline.dropFirst()) {
            guard let (p, q) = clip(segmentFrom: a, to: b, window) else {
                if current.count > 1 { pieces.append(current) }
                current = []
                continue
            }
            if let last = current.last, last == p {
                current.append(q)
            } else {
                if current.count > 1 { pieces.append(current) }
                current = [p, q]
            }
        }
        if current.count > 1 { pieces.append(current) }
        return pieces
    }

    private static func clip(segmentFrom a: Point, to b: Point, _ r: Rect) -> (Point, Point)? {
        let dx = b.x - a.x, dy = b.y - a.y
        var t0 = 0.0, t1 = 1.0
        for (p, q) in [(-dx, a.x - r.minX), (dx, r.maxX - a.x), (-dy, a.y - r.minY), (dy, r.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let t = q / p
            if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
            if t0 > t1 { return nil }
        }
        let start = t0 == 0 ? a : Point(x: a.x + dx * t0, y: a.y + dy * t0)
        let end = t1 == 1 ? b : Point(x: a.x + dx * t1, y: a.y + dy * t1)
        return (start, end)
    }

    private enum Edge: CaseIterable {
        case left, right, top, bottom

        func contains(_ p: Point, _ r: Rect) -> Bool {
            switch self {
            case .left: p.x >= r.minX
            case .right: p.x <= r.maxX
            case .top: p.y >= r.minY
            case .bottom: p.y <= r.maxY
            }
        }

        func intersection(_ a: Point, _ b: Point, _ r: Rect) -> Point {
            switch self {
            case .left, .right:
                let x = self == .left ? r.minX : r.maxX
                return Point(x: x, y: a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x))
            case .top, .bottom:
                let y = self == .top ? r.minY : r.maxY
                return Point(x: a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), y: y)
            }
        }
    }
}

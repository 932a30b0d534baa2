import FlipbookModel

/// Fills triangles whose colour blends linearly between their corners (Gouraud shading) into a
/// layer's premultiplied pixels: a pixel is painted when its centre lies inside, in the colour
/// at its centre, over what the pixel holds.
///
/// Triangles that share an edge share its pixels exactly once: an edge's equation is computed
/// from its endpoints in one fixed order whichever triangle asks, so the two sides see exactly
/// opposite values, and a centre lying on the edge goes to the side for which the edge runs
/// down (or, level, leftwards). A mesh cut into triangles thus has no gaps and no pixel painted
/// twice, and the result depends only on the triangles and their order.
struct ShadedTriangleFill {
    let pixels: PixelBuffer

    /// A corner: its place in the buffer's pixel coordinates (the buffer's top-left pixel spans
    /// (0, 0) to (1, 1)) and its straight red, green, blue and alpha.
    struct Corner {
        var point: Point
        var color: SIMD4<Double>
    }

    func fill(_ a: Corner, _ b: Corner, _ c: Corner) {
        // Each edge's equation, named after the corner it faces.
        var edges = (Edge(b.point, c.point), Edge(c.point, a.point), Edge(a.point, b.point))
        var area = edges.2.value(at: c.point)
        guard area.isFinite, area != 0 else { return }
        if area < 0 {
            // Turned the other way: the same edges, seen from their other side.
            edges = (edges.0.reversed, edges.1.reversed, edges.2.reversed)
            area = -area
        }
        // The colour is an affine function of the point: Σ corner colour × edge value / area.
        let gx = (edges.0.dx * a.color + edges.1.dx * b.color + edges.2.dx * c.color) / area
        let gy = (edges.0.dy * a.color + edges.1.dy * b.color + edges.2.dy * c.color) / area
        let g0 = (edges.0.d * a.color + edges.1.d * b.color + edges.2.d * c.color) / area
        // Pixels whose centres (x + 0.5) may lie inside, within the buffer.
        let x0 = Self.firstCentre(min(a.point.x, b.point.x, c.point.x), limit: pixels.width)
        let x1 = Self.lastCentre(max(a.point.x, b.point.x, c.point.x), limit: pixels.width)
        let y0 = Self.firstCentre(min(a.point.y, b.point.y, c.point.y), limit: pixels.height)
        let y1 = Self.lastCentre(max(a.point.y, b.point.y, c.point.y), limit: pixels.height)
        guard x0 <= x1, y0 <= y1 else { return }
        for y in y0...y1 {
            let cy = Double(y) + 0.5
            let rows = (edges.0.rowTerm(cy), edges.1.rowTerm(cy), edges.2.rowTerm(cy))
            let rowColor = g0 + gy * cy
            for x in x0...x1 {
                let cx = Double(x) + 0.5
                guard edges.0.contains(cx, rows.0), edges.1.contains(cx, rows.1), edges.2.contains(cx, rows.2)
                else { continue }
                paint(x, y, rowColor + gx * cx)
            }
        }
    }

    /// The line through an edge, oriented so that its value is positive on the triangle's side.
    /// Its coefficients come from the endpoints taken in one fixed order (the lesser x, then
    /// y, first); `sign` turns them to this edge's direction. Both triangles along an edge thus
    /// evaluate the very same sum and see opposite signs.
    private struct Edge {
        /// The equation a·x + b·y + c of the edge from the lesser endpoint to the greater.
        let a: Double
        let b: Double
        let c: Double
        let sign: Double
        /// Whether a centre exactly on the edge is inside: the edge runs down, or level and
        /// leftwards. The other side's triangle answers the opposite.
        let ownsBoundary: Bool

        init(_ from: Point, _ to: Point) {
            let forward = from.x < to.x || (from.x == to.x && from.y < to.y)
            let (low, high) = forward ? (from, to) : (to, from)
            a = -(high.y - low.y)
            b = high.x - low.x
            c = (high.y - low.y) * low.x - (high.x - low.x) * low.y
            sign = forward ? 1 : -1
            ownsBoundary = to.y > from.y || (to.y == from.y && to.x < from.x)
        }

        private init(a: Double, b: Double, c: Double, sign: Double, ownsBoundary: Bool) {
            (self.a, self.b, self.c, self.sign, self.ownsBoundary) = (a, b, c, sign, ownsBoundary)
        }

        /// The same edge walked the other way.
        var reversed: Edge { Edge(a: a, b: b, c: c, sign: -sign, ownsBoundary: !ownsBoundary) }

        /// The coefficients of the oriented value, for the colour's plane.
        var dx: Double { sign * a }
        var dy: Double { sign * b }
        var d: Double { sign * c }

        func value(at p: Point) -> Double { sign * (a * p.x + (b * p.y + c)) }

        /// b·y + c, shared by a row of pixels.
        func rowTerm(_ y: Double) -> Double { b * y + c }

        func contains(_ x: Double, _ rowTerm: Double) -> Bool {
            let v = sign * (a * x + rowTerm)
            return v > 0 || (v == 0 && ownsBoundary)
        }
    }

    /// Paints a straight colour over pixel (x, y).
    private func paint(_ x: Int, _ y: Int, _ color: SIMD4<Double>) {
        let alpha = Self.unit(color.w)
        guard alpha > 0 else { return }
        let scale = alpha * 255
        let r = Self.unit(color.x) * scale, g = Self.unit(color.y) * scale, b = Self.unit(color.z) * scale
        if alpha >= 1 {
            pixels.setWord(x, y, Self.word(r, g, b, 255))
            return
        }
        let below = pixels.word(x, y), keep = 1 - alpha
        pixels.setWord(
            x, y,
            Self.word(
                r + Double((below >> 16) & 0xFF) * keep, g + Double((below >> 8) & 0xFF) * keep,
                b + Double(below & 0xFF) * keep, scale + Double(below >> 24) * keep))
    }

    /// `v` within 0...1 (0 for NaN).
    private static func unit(_ v: Double) -> Double { v > 0 ? (v < 1 ? v : 1) : 0 }

    /// ARGB32 from premultiplied red, green, blue and alpha in 0...255, rounded to the nearest
    /// level.
    private static func word(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> UInt32 {
        func byte(_ c: Double) -> UInt32 { UInt32(min(255, c + 0.5)) }
        return byte(a) << 24 | byte(r) << 16 | byte(g) << 8 | byte(b)
    }

    /// The first pixel whose centre is at or after `value`, at least 0.
    private static func firstCentre(_ value: Double, limit: Int) -> Int {
        let v = min(max(value - 0.5, -1), Double(limit))
        return max(0, Int(v.rounded(.up)))
    }

    /// The last pixel whose centre is at or before `value`, below `limit`.
    private static func lastCentre(_ value: Double, limit: Int) -> Int {
        let v = min(max(value - 0.5, -1), Double(limit))
        return min(limit - 1, Int(v.rounded(.down)))
    }
}

import Foundation

extension Path {
    /// The most points one stroked outline is made of.
    public static let maximumStrokePoints = 2_000_000

    /// `strokedPath(_:)`: the area a stroke with `style` covers, as a path to fill.
    ///
    /// Each subpath (each dash) becomes the contour around its stroke: one side offset by half
    /// the line width, the end cap, the other side back, the start cap; a closed subpath
    /// becomes its outer and inner contours. Joins are drawn on the outer side of each turn and
    /// pass through the corner on the inner one, as Core Graphics' and Skia's outlines do, so
    /// that filling with the non-zero rule covers what stroking covers, and stroking the
    /// outline again draws its edges. Curves are flattened first, finely enough that the
    /// facets stay under a fiftieth of a point. Nil when the outline would take more than
    /// `maximumStrokePoints` points (a dash far shorter than the path).
    public func strokedOutline(_ style: StrokeStyle) -> Path? {
        let halfWidth = style.lineWidth / 2
        guard halfWidth > 0, halfWidth.isFinite else { return Path() }
        var lines: [[Point]] = []
        var closed: [Bool] = []
        for polyline in flattened(tolerance: 0.02) {
            var points = polyline.points.filter { $0.x.isFinite && $0.y.isFinite }.removingRepeats()
            // A closed subpath that drew its way back to its start closes there with a join.
            if polyline.isClosed, points.count > 1, points.last == points.first { points.removeLast() }
            guard !points.isEmpty else { continue }
            if style.dash.contains(where: { $0 > 0 }), style.dash.allSatisfy({ $0 >= 0 && $0.isFinite }) {
                let run = polyline.isClosed && points.count > 1 ? points + [points[0]] : points
                // Each dash takes at least four points.
                guard
                    let dashes = Path.dashes(
                        of: run, pattern: style.dash, phase: style.dashPhase, limit: Path.maximumStrokePoints / 4)
                else { return nil }
                lines += dashes
                closed += Array(repeating: false, count: dashes.count)
            } else {
                lines.append(points)
                closed.append(polyline.isClosed && points.count > 2)
            }
        }
        var outline = StrokeOutline(style: style, halfWidth: halfWidth)
        for (points, isClosed) in zip(lines, closed) {
            outline.add(points, isClosed: isClosed)
            if outline.path.elements.count > Path.maximumStrokePoints { return nil }
        }
        return outline.path
    }

    /// The dashes of a polyline: the stretches the pattern draws, starting `phase` into it.
    static func dashes(of points: [Point], pattern: [Double], phase: Double, limit: Int) -> [[Point]]? {
        let period = pattern.reduce(0, +)
        guard period > 0, period.isFinite else { return [points] }
        // Where in the pattern the line starts.
        var offset = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
        if offset < 0 { offset += period }
        var index = 0
        while offset > 0, offset >= pattern[index] {
            offset -= pattern[index]
            index = (index + 1) % pattern.count
        }
        var remaining = pattern[index] - offset
        var drawing = index % 2 == 0
        var dashes: [[Point]] = []
        var current: [Point] = drawing ? [points[0]] : []
        for i in 1..<max(1, points.count) where points.count > 1 {
            var a = points[i - 1]
            let b = points[i]
            var length = a.distance(to: b)
            while length > remaining {
                let t = remaining / length
                let cut = Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                if drawing {
                    // A dash of no length keeps its direction, for a square cap's orientation.
                    current.append(current.last == cut ? cut + (b - a) * (1e-9 / length) : cut)
                    dashes.append(current)
                    if dashes.count > limit { return nil }
                    current = []
                } else {
                    current = [cut]
                }
                drawing.toggle()
                length -= remaining
                a = cut
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            }
            remaining -= length
            if drawing { current.append(b) }
        }
        if drawing, !current.isEmpty { dashes.append(current) }
        // A dash of no length still gets its caps (a dotted line of round caps).
        return dashes.map { $0.removingRepeats() }
    }
}

/// The contours of a stroke's area, collected into one path.
private struct StrokeOutline {
    let style: StrokeStyle
    let halfWidth: Double
    var path = Path()

    /// Flattening tolerance of round joins and caps, in points.
    static let tolerance = 0.02

    mutating func add(_ points: [Point], isClosed: Bool) {
        guard let first = points.first else { return }
        if points.count == 1 {
            // A subpath of no length shows a round cap as a dot; a square one, which has no
            // direction to take, is left out (as Cairo, which strokes the paths, leaves it).
            if style.lineCap == .round {
                var dot = Path()
                dot.addEllipse(
                    in: Rect(x: first.x - halfWidth, y: first.y - halfWidth, width: 2 * halfWidth, height: 2 * halfWidth))
                path.elements += dot.elements
            }
            return
        }
        if isClosed {
            // Every closed stroke is wound the same way, so that two that overlap do not
            // cancel out under the non-zero rule: the side offset along the normal is inside.
            let ring = signedArea(points) < 0 ? Array(points.reversed()) : points
            contour(side(of: ring, isClosed: true))
            contour(side(of: Array(ring.reversed()), isClosed: true))
        } else {
            let reversed = Array(points.reversed())
            var outline = side(of: points, isClosed: false)
            outline += cap(at: points[points.count - 1], from: points[points.count - 2])
            outline += side(of: reversed, isClosed: false)
            outline += cap(at: points[0], from: points[1])
            contour(outline)
        }
    }

    private mutating func contour(_ points: [Point]) {
        guard let first = points.first else { return }
        path.elements.append(.move(to: first))
        for p in points.dropFirst() { path.elements.append(.line(to: p)) }
        path.elements.append(.closeSubpath)
    }

    /// The polyline offset along each segment's normal, with the joins between segments.
    private func side(of points: [Point], isClosed: Bool) -> [Point] {
        let count = points.count
        let segments = isClosed ? count : count - 1
        let normals = (0..<segments).map { normal(points[$0], points[($0 + 1) % count]) }
        var out: [Point] = []
        if !isClosed { out.append(points[0] + normals[0]) }
        for vertex in (isClosed ? 0 : 1)..<(isClosed ? count : count - 1) {
            let before = (vertex + segments - 1) % segments
            out += join(
                at: points[vertex], incoming: normals[before], outgoing: normals[vertex],
                from: points[(vertex + count - 1) % count], to: points[(vertex + 1) % count])
        }
        if !isClosed { out.append(points[count - 1] + normals[segments - 1]) }
        return out
    }

    /// The offset side's points around the corner `p`, between the segment that arrives from
    /// `a` and the one that leaves for `b`.
    private func join(at p: Point, incoming n1: Point, outgoing n2: Point, from a: Point, to b: Point) -> [Point] {
        let e1 = p + n1, e2 = p + n2
        let cross = (p.x - a.x) * (b.y - p.y) - (p.y - a.y) * (b.x - p.x)
        let dot = (p.x - a.x) * (b.x - p.x) + (p.y - a.y) * (b.y - p.y)
        if cross == 0 && dot > 0 { return [e1] }
        // Where the two offset edges meet: the miter's tip on the outer side of the turn, its
        // length over the half width 1 / sin(θ/2) (θ the angle between the segments); on
        // the inner side, the point the side turns at.
        let bisector = n1 + n2
        let cosHalf = (bisector.length / 2) / halfWidth
        let meeting = p + bisector * (halfWidth / (bisector.length * cosHalf))
        if cross > 0 {
            // The inner side turns where its edges cross, when that is on both segments (a
            // flattened curve's gentle turns); otherwise it passes through the corner.
            let back = halfWidth * (1 - cosHalf * cosHalf).squareRoot() / cosHalf
            if cosHalf > 0, back <= min(a.distance(to: p), p.distance(to: b)) { return [meeting] }
            return [e1, p, e2]
        }
        switch style.lineJoin {
        case .round:
            return arc(around: p, from: n1, to: n2, through: nil)
        case .miter, .bevel:
            // The edges arrive at the tip and leave from it: the tip alone turns the side.
            if style.lineJoin == .miter, cosHalf > 0, 1 / cosHalf <= style.miterLimit { return [meeting] }
            return [e1, e2]
        }
    }

    /// The points an end cap adds, from the end's left side to its right, for a line that
    /// arrives at `end` from `previous`.
    private func cap(at end: Point, from previous: Point) -> [Point] {
        let n = normal(previous, end)
        let length = previous.distance(to: end)
        let direction = Point(x: (end.x - previous.x) / length, y: (end.y - previous.y) / length) * halfWidth
        switch style.lineCap {
        case .butt: return []
        case .square: return [end + n + direction, end - n + direction]
        case .round: return arc(around: end, from: n, to: n * -1, through: direction).dropFirst().dropLast()
        }
    }

    /// Points on the circle of half the line width around `center`, from the offset `u` to the
    /// offset `v`: the short way, or the half turn that passes through `middle`.
    private func arc(around center: Point, from u: Point, to v: Point, through middle: Point?) -> [Point] {
        let start = atan2(u.y, u.x)
        var sweep: Double
        if let middle {
            sweep = (u.x * middle.y - u.y * middle.x) >= 0 ? Double.pi : -Double.pi
        } else {
            sweep = atan2(v.y, v.x) - start
            if sweep > .pi { sweep -= 2 * .pi }
            if sweep < -.pi { sweep += 2 * .pi }
        }
        let step = 2 * acos(max(-1, 1 - StrokeOutline.tolerance / halfWidth))
        let steps = max(1, min(256, Int((abs(sweep) / max(step, 1e-3)).rounded(.up))))
        return (0...steps).map { i in
            let angle = start + sweep * Double(i) / Double(steps)
            return Point(x: center.x + cos(angle) * halfWidth, y: center.y + sin(angle) * halfWidth)
        }
    }

    /// The segment's left normal (y down), half the line width long.
    private func normal(_ a: Point, _ b: Point) -> Point {
        let length = max(a.distance(to: b), .leastNormalMagnitude)
        return Point(x: -(b.y - a.y) / length * halfWidth, y: (b.x - a.x) / length * halfWidth)
    }

    private func signedArea(_ points: [Point]) -> Double {
        var area = 0.0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        return area
    }
}

extension [Point] {
    /// The points without a point equal to the one before it.
    fileprivate func removingRepeats() -> [Point] {
        var result: [Point] = []
        result.reserveCapacity(count)
        for p in self where p != result.last { result.append(p) }
        return result
    }
}

extension Point {
    fileprivate static func * (p: Point, scale: Double) -> Point { Point(x: p.x * scale, y: p.y * scale) }
    fileprivate var length: Double { (x * x + y * y).squareRoot() }
    fileprivate func distance(to other: Point) -> Double { (other - self).length }
}

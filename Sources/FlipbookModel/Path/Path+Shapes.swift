import Foundation

extension Path {
    /// Cubic Bézier handle length for a quarter circle of radius 1.
    static let kappa = 0.5522847498307936

    public init(_ rect: Rect) {
        self.init()
        addRect(rect)
    }

    public mutating func addRect(_ rect: Rect) {
        move(to: Point(x: rect.minX, y: rect.minY))
        elements.append(.line(to: Point(x: rect.maxX, y: rect.minY)))
        elements.append(.line(to: Point(x: rect.maxX, y: rect.maxY)))
        elements.append(.line(to: Point(x: rect.minX, y: rect.maxY)))
        elements.append(.closeSubpath)
    }

    /// The ellipse inscribed in `rect`, clockwise (y down) from its rightmost point.
    public mutating func addEllipse(in rect: Rect) {
        let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
        let kx = rx * Path.kappa, ky = ry * Path.kappa
        move(to: Point(x: cx + rx, y: cy))
        elements.append(
            .curve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry))
        )
        elements.append(
            .curve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky))
        )
        elements.append(
            .curve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry))
        )
        elements.append(
            .curve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky))
        )
        elements.append(.closeSubpath)
    }

    /// A rounded rectangle with elliptical corners of `cornerSize`, each clamped to half the
    /// rectangle's side (a circular corner to half the shorter side). `continuous` corners are
    /// drawn as circular ones (documented).
    public mutating func addRoundedRect(in rect: Rect, cornerSize: Size) {
        addRoundedRect(
            in: rect, topLeading: cornerSize, bottomLeading: cornerSize,
            bottomTrailing: cornerSize, topTrailing: cornerSize)
    }

    /// `UnevenRoundedRectangle`: a radius per corner, each clamped to half of each side.
    public mutating func addRoundedRect(
        in rect: Rect, topLeading: Size, bottomLeading: Size,
        bottomTrailing: Size, topTrailing: Size
    ) {
        func clamp(_ s: Size) -> Size {
            // A circular corner stays circular: a radius past half the shorter side makes a
            // capsule's ends (as SwiftUI and UIBezierPath draw `cornerRadius: 100` on a button),
            // not an ellipse.
            if s.width == s.height, s.width.isFinite {
                let r = max(0, min(s.width, min(rect.width, rect.height) / 2))
                return Size(width: r, height: r)
            }
            return Size(
                width: max(0, min(s.width.isFinite ? s.width : 0, rect.width / 2)),
                height: max(0, min(s.height.isFinite ? s.height : 0, rect.height / 2)))
        }
        let tl = clamp(topLeading), bl = clamp(bottomLeading), br = clamp(bottomTrailing), tr = clamp(topTrailing)
        let k = Path.kappa
        move(to: Point(x: rect.minX + tl.width, y: rect.minY))
        elements.append(.line(to: Point(x: rect.maxX - tr.width, y: rect.minY)))
        if tr.width > 0 && tr.height > 0 {
            elements.append(
                .curve(
                    to: Point(x: rect.maxX, y: rect.minY + tr.height),
                    control1: Point(x: rect.maxX - tr.width * (1 - k), y: rect.minY),
                    control2: Point(x: rect.maxX, y: rect.minY + tr.height * (1 - k))))
        }
        elements.append(.line(to: Point(x: rect.maxX, y: rect.maxY - br.height)))
        if br.width > 0 && br.height > 0 {
            elements.append(
                .curve(
                    to: Point(x: rect.maxX - br.width, y: rect.maxY),
                    control1: Point(x: rect.maxX, y: rect.maxY - br.height * (1 - k)),
                    control2: Point(x: rect.maxX - br.width * (1 - k), y: rect.maxY)))
        }
        elements.append(.line(to: Point(x: rect.minX + bl.width, y: rect.maxY)))
        if bl.width > 0 && bl.height > 0 {
            elements.append(
                .curve(
                    to: Point(x: rect.minX, y: rect.maxY - bl.height),
                    control1: Point(x: rect.minX + bl.width * (1 - k), y: rect.maxY),
                    control2: Point(x: rect.minX, y: rect.maxY - bl.height * (1 - k))))
        }
        elements.append(.line(to: Point(x: rect.minX, y: rect.minY + tl.height)))
        if tl.width > 0 && tl.height > 0 {
            elements.append(
                .curve(
                    to: Point(x: rect.minX + tl.width, y: rect.minY),
                    control1: Point(x: rect.minX, y: rect.minY + tl.height * (1 - k)),
                    control2: Point(x: rect.minX + tl.width * (1 - k), y: rect.minY)))
        }
        elements.append(.closeSubpath)
    }

    /// `addArc(center:radius:startAngle:endAngle:clockwise:)` with SwiftUI's (Core Graphics')
    /// meaning of `clockwise` in a y-down space: `clockwise: true` sweeps towards decreasing
    /// angles. A line joins the current point to the arc's start.
    public mutating func addArc(center: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let start = startAngle.radians, end = endAngle.radians
        var sweep = end - start
        let full = 2 * Double.pi
        if clockwise {
            // Decreasing angle from start to end.
            if sweep > 0 { sweep -= full * (sweep / full).rounded(.up) }
            if sweep == 0 && start != end { sweep = -full }
        } else {
            if sweep < 0 { sweep += full * (-sweep / full).rounded(.up) }
            if sweep == 0 && start != end { sweep = full }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: Angle(radians: sweep))
    }

    /// An arc from `startAngle` sweeping `delta` (positive: increasing angle, which is clockwise
    /// on a y-down screen), as cubic Béziers of at most a quarter turn each.
    public mutating func addRelativeArc(center: Point, radius: Double, startAngle: Angle, delta: Angle) {
        guard radius.isFinite, center.x.isFinite, center.y.isFinite, delta.radians.isFinite,
            startAngle.radians.isFinite
        else { return }
        let start = startAngle.radians
        let total = max(-2 * Double.pi * 64, min(2 * Double.pi * 64, delta.radians))
        let startPoint = Point(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
        if currentPoint == nil { move(to: startPoint) } else { elements.append(.line(to: startPoint)) }
        let pieces = max(1, Int((abs(total) / (Double.pi / 2)).rounded(.up)))
        let step = total / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let p0 = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            let p1 = Point(x: center.x + radius * cos(next), y: center.y + radius * sin(next))
            let c1 = Point(x: p0.x - handle * sin(angle), y: p0.y + handle * cos(angle))
            let c2 = Point(x: p1.x + handle * sin(next), y: p1.y - handle * cos(next))
            elements.append(.curve(to: p1, control1: c1, control2: c2))
            angle = next
        }
    }

    /// `addArc(tangent1End:tangent2End:radius:)`: a line towards `tangent1End`, rounded into the
    /// direction of `tangent2End` by a circle of `radius` tangent to both lines.
    public mutating func addArc(tangent1End p1: Point, tangent2End p2: Point, radius: Double) {
        guard let p0 = currentPoint else {
            move(to: p1)
            return
        }
        let v1 = Point(x: p0.x - p1.x, y: p0.y - p1.y), v2 = Point(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        guard l1 > 0, l2 > 0, radius > 0 else {
            addLine(to: p1)
            return
        }
        let cosTheta = (v1.x * v2.x + v1.y * v2.y) / (l1 * l2)
        let theta = acos(max(-1, min(1, cosTheta)))
        guard theta > 1e-9, theta < Double.pi - 1e-9 else {
            addLine(to: p1)
            return
        }
        let distance = radius / tan(theta / 2)
        let t1 = Point(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
        let t2 = Point(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
        let bisector = Point(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centerDistance = radius / sin(theta / 2)
        let center = Point(x: p1.x + bisector.x / bl * centerDistance, y: p1.y + bisector.y / bl * centerDistance)
        addLine(to: t1)
        let a1 = atan2(t1.y - center.y, t1.x - center.x)
        let a2 = atan2(t2.y - center.y, t2.x - center.x)
        var delta = a2 - a1
        if delta > Double.pi { delta -= 2 * Double.pi }
        if delta < -Double.pi { delta += 2 * Double.pi }
        addRelativeArc(center: center, radius: radius, startAngle: Angle(radians: a1), delta: Angle(radians: delta))
    }

    public mutating func addLines(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { elements.append(.line(to: p)) }
    }
}

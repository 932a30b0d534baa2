import Foundation

extension Path {
    /// One subpath as a polyline.
    public struct Polyline: Hashable, Sendable {
        public var points: [Point]
        public var isClosed: Bool
    }

    /// The subpaths as polylines whose chords stay within `tolerance` of the curves.
    public func flattened(tolerance: Double = 0.1) -> [Polyline] {
        var result: [Polyline] = []
        var current: [Point] = []
        var start: Point?
        func finish(closed: Bool) {
            if current.count > 1 || (closed && !current.isEmpty) { result.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = [p]
                start = p
            case .line(let p):
                if current.isEmpty, let s = start { current = [s] }
                current.append(p)
            case .quadCurve(let p, let c):
                let p0 = current.last ?? start ?? c
                if current.isEmpty { current = [p0] }
                let n = Path.segments(for: [p0, c, p], tolerance: tolerance)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    current.append(
                        Point(
                            x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let p0 = current.last ?? start ?? c1
                if current.isEmpty { current = [p0] }
                let n = Path.segments(for: [p0, c1, c2, p], tolerance: tolerance)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(
                        Point(
                            x: a * p0.x + b * c1.x + c * c2.x + d * p.x,
                            y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath:
                finish(closed: true)
                if let s = start { current = [s] }
            }
        }
        finish(closed: false)
        return result
    }

    /// How many chords approximate a Bézier with these control points within `tolerance`.
    static func segments(for points: [Point], tolerance: Double) -> Int {
        var length = 0.0
        for i in 1..<points.count {
            let dx = points[i].x - points[i - 1].x, dy = points[i].y - points[i - 1].y
            length += (dx * dx + dy * dy).squareRoot()
        }
        guard length.isFinite else { return 1 }
        return max(1, min(256, Int((length / max(tolerance, 1e-3)).squareRoot().rounded(.up))))
    }

    /// The smallest rectangle holding every point of the path, control points excluded for
    /// lines and included for curves (a conservative box); `.zero` for an empty path.
    public var boundingRect: Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for polyline in flattened(tolerance: 0.05) {
            for p in polyline.points {
                minX = min(minX, p.x)
                minY = min(minY, p.y)
                maxX = max(maxX, p.x)
                maxY = max(maxY, p.y)
            }
        }
        guard minX <= maxX, minY <= maxY else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `trimmedPath(from:to:)`: the part of the outline between fractions of its total length
    /// (both in 0...1, `from` ≤ `to`), as polylines. SwiftUI trims the whole path as one run.
    public func trimmed(from: Double, to: Double) -> Path {
        let from = max(0, min(1, from.isFinite ? from : 0)), to = max(0, min(1, to.isFinite ? to : 1))
        if from <= 0 && to >= 1 { return self }
        guard to > from else { return Path() }
        let polylines = flattened(tolerance: 0.05).map { line -> [Point] in
            line.isClosed && line.points.first != nil ? line.points + [line.points[0]] : line.points
        }
        var total = 0.0
        for points in polylines { total += Path.length(points) }
        guard total > 0 else { return Path() }
        let startLength = from * total, endLength = to * total
        var out = Path()
        var walked = 0.0
        for points in polylines {
            var started = false
            for i in 1..<max(1, points.count) where points.count > 1 {
                let a = points[i - 1], b = points[i]
                let dx = b.x - a.x, dy = b.y - a.y
                let segment = (dx * dx + dy * dy).squareRoot()
                let segStart = walked, segEnd = walked + segment
                walked = segEnd
                guard segEnd > startLength, segStart < endLength, segment > 0 else { continue }
                let t0 = max(0, (startLength - segStart) / segment), t1 = min(1, (endLength - segStart) / segment)
                let p0 = Point(x: a.x + dx * t0, y: a.y + dy * t0), p1 = Point(x: a.x + dx * t1, y: a.y + dy * t1)
                if !started {
                    out.elements.append(.move(to: p0))
                    started = true
                }
                out.elements.append(.line(to: p1))
            }
        }
        return out
    }

    static func length(_ points: [Point]) -> Double {
        var total = 0.0
        for i in 1..<max(1, points.count) where points.count > 1 {
            let dx = points[i].x - points[i - 1].x, dy = points[i].y - points[i - 1].y
            total += (dx * dx + dy * dy).squareRoot()
        }
        return total
    }
}

import Foundation

/// A vector outline, as SwiftUI's `Path`: subpaths of lines and Bézier curves, in points.
///
/// Arcs, ellipses and rounded rectangles are stored as cubic Béziers, so that trimming, bounds
/// and the renderer only ever see four kinds of element.
public struct Path: Hashable, Sendable, CustomStringConvertible {
    public enum Element: Hashable, Sendable {
        case move(to: Point)
        case line(to: Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case closeSubpath
    }

    public internal(set) var elements: [Element]

    public init() { elements = [] }

    public init(elements: [Element]) { self.elements = elements }

    public var isEmpty: Bool { elements.isEmpty }

    /// The current point: where the last element ended (after a close, the subpath's start).
    public var currentPoint: Point? {
        // From the end: a path built point by point asks at every point.
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
        case .closeSubpath:
            // The start of the subpath it closed: the last move before it.
            for element in elements.reversed() { if case .move(let p) = element { return p } }
            return nil
        }
    }

    public mutating func move(to p: Point) { elements.append(.move(to: p)) }

    /// A line from the current point; with no current point it starts a subpath at `p`.
    public mutating func addLine(to p: Point) {
        if currentPoint == nil { elements.append(.move(to: p)) } else { elements.append(.line(to: p)) }
    }

    public mutating func addQuadCurve(to p: Point, control: Point) {
        if currentPoint == nil { elements.append(.move(to: control)) }
        elements.append(.quadCurve(to: p, control: control))
    }

    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        if currentPoint == nil { elements.append(.move(to: control1)) }
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }

    public mutating func closeSubpath() {
        if !elements.isEmpty { elements.append(.closeSubpath) }
    }

    public mutating func addPath(_ other: Path, transform: AffineTransform = .identity) {
        elements.append(contentsOf: other.applying(transform).elements)
    }

    /// The path with every point mapped through `transform`.
    public func applying(_ transform: AffineTransform) -> Path {
        if transform.isIdentity { return self }
        let t = transform.apply
        return Path(
            elements: elements.map { element in
                switch element {
                case .move(let p): .move(to: t(p))
                case .line(let p): .line(to: t(p))
                case .quadCurve(let p, let c): .quadCurve(to: t(p), control: t(c))
                case .curve(let p, let c1, let c2): .curve(to: t(p), control1: t(c1), control2: t(c2))
                case .closeSubpath: .closeSubpath
                }
            })
    }

    /// The path with every point mapped through a projective transform (points behind the
    /// viewer are dropped with their subpath segment).
    public func applying(_ projection: ProjectionTransform) -> Path {
        if projection.isAffine { return applying(projection.affine) }
        var out = Path()
        for segment in flattened(tolerance: 0.25) {
            var started = false
            for p in segment.points {
                guard let q = projection.apply(p) else {
                    started = false
                    continue
                }
                if started {
                    out.elements.append(.line(to: q))
                } else {
                    out.elements.append(.move(to: q))
                    started = true
                }
            }
            if segment.isClosed, started { out.elements.append(.closeSubpath) }
        }
        return out
    }

    public var description: String {
        elements.map { element in
            switch element {
            case .move(let p): "M\(p)"
            case .line(let p): "L\(p)"
            case .quadCurve(let p, let c): "Q\(c)\(p)"
            case .curve(let p, let c1, let c2): "C\(c1)\(c2)\(p)"
            case .closeSubpath: "Z"
            }
        }.joined(separator: " ")
    }
}

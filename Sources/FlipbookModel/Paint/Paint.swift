/// What a display item is painted with, in the coordinates of the group that holds it.
public enum Paint: Hashable, Sendable, CustomStringConvertible {
    case color(RGBA)
    /// Colours along the line from `start` to `end`, padded beyond both ends.
    case linear(Gradient, start: Point, end: Point)
    /// Circles about `center` from `startRadius` to `endRadius`, stretched vertically by `scaleY`
    /// (elliptical gradients), padded beyond both radii.
    case radial(Gradient, center: Point, startRadius: Double, endRadius: Double, scaleY: Double)
    /// Colours around `center` from `startAngle` to `endAngle` (radians, clockwise on screen,
    /// 0 pointing right), padded outside that sweep.
    case angular(Gradient, center: Point, startAngle: Double, endAngle: Double)
    /// A `MeshGradient` whose points are in these coordinates.
    case mesh(MeshGradient)

    /// Whether the paint draws nothing (a fully transparent colour, or a gradient of them).
    public var isInvisible: Bool {
        switch self {
        case .color(let c): c.alpha <= 0 || c.alpha.isNaN
        case .linear(let g, _, _), .radial(let g, _, _, _, _), .angular(let g, _, _, _):
            g.stops.allSatisfy { $0.color.alpha <= 0 }
        case .mesh(let mesh): mesh.isInvisible
        }
    }

    /// The paint with every colour's alpha multiplied by `factor`.
    public func multiplyingAlpha(_ factor: Double) -> Paint {
        func scale(_ g: Gradient) -> Gradient {
            Gradient(stops: g.stops.map { .init(color: $0.color.withAlpha($0.color.alpha * factor), location: $0.location) })
        }
        switch self {
        case .color(let c): return .color(c.withAlpha(c.alpha * factor))
        case .linear(let g, let s, let e): return .linear(scale(g), start: s, end: e)
        case .radial(let g, let c, let r0, let r1, let sy):
            return .radial(scale(g), center: c, startRadius: r0, endRadius: r1, scaleY: sy)
        case .angular(let g, let c, let a0, let a1): return .angular(scale(g), center: c, startAngle: a0, endAngle: a1)
        case .mesh(let mesh): return .mesh(mesh.multiplyingAlpha(factor))
        }
    }

    public var description: String {
        switch self {
        case .color(let c): c.description
        case .linear(let g, let s, let e): "linear(\(Paint.stops(g)) \(s)→\(e))"
        case .radial(let g, let c, let r0, let r1, let sy):
            "radial(\(Paint.stops(g)) \(c) \(formatNumber(r0))→\(formatNumber(r1))" + (sy == 1 ? ")" : " y×\(formatNumber(sy)))")
        case .angular(let g, let c, let a0, let a1): "angular(\(Paint.stops(g)) \(c) \(formatNumber(a0))→\(formatNumber(a1)))"
        case .mesh(let mesh): mesh.description
        }
    }

    private static func stops(_ g: Gradient) -> String {
        g.stops.map { "\($0.color)@\(formatNumber($0.location))" }.joined(separator: ",")
    }
}

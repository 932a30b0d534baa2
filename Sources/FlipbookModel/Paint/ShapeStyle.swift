/// A fill as a view tree holds it (`ShapeStyle`): a colour or a gradient whose geometry is
/// relative to the bounds of what it fills. The sampler resolves it to a `Paint` in canvas space.
public enum ShapeStyle: Hashable, Sendable, CustomStringConvertible {
    case color(RGBA)
    case linearGradient(Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
    /// Radii in points.
    case radialGradient(Gradient, center: UnitPoint, startRadius: Double, endRadius: Double)
    /// Angles in radians, clockwise from the positive x axis (y down).
    case angularGradient(Gradient, center: UnitPoint, startAngle: Double, endAngle: Double)
    /// An ellipse fitted to the bounds; radii as fractions of the bounds' half extents.
    case ellipticalGradient(Gradient, center: UnitPoint, startRadiusFraction: Double, endRadiusFraction: Double)
    /// A material: what is drawn behind, blurred, saturated and tinted (`BackdropItem`).
    case material(blurRadius: Double, saturation: Double, tint: RGBA)
    /// iOS 18's `MeshGradient`, its points in the unit square of the bounds.
    case meshGradient(MeshGradient)

    public static let clear = ShapeStyle.color(.clear)

    /// The style's colours and geometry as one vector (colours in linear light, ×1), so that two
    /// styles of the same shape (kind and stop count) interpolate component by component.
    public var animatableData: [Double] {
        get {
            switch self {
            case .color(let c): return c.linear
            case .linearGradient(let g, let s, let e): return Self.stops(g) + [s.x, s.y, e.x, e.y]
            case .radialGradient(let g, let c, let r0, let r1): return Self.stops(g) + [c.x, c.y, r0, r1]
            case .angularGradient(let g, let c, let a0, let a1): return Self.stops(g) + [c.x, c.y, a0, a1]
            case .ellipticalGradient(let g, let c, let r0, let r1): return Self.stops(g) + [c.x, c.y, r0, r1]
            case .material(let radius, let saturation, let tint): return [radius, saturation] + tint.linear
            case .meshGradient(let mesh): return mesh.animatableData
            }
        }
        set {
            switch self {
            case .color: if newValue.count == 4 { self = .color(RGBA(linear: newValue)) }
            case .linearGradient(let g, _, _):
                guard let (g2, t) = Self.split(g, newValue) else { return }
                self = .linearGradient(g2, startPoint: UnitPoint(x: t[0], y: t[1]), endPoint: UnitPoint(x: t[2], y: t[3]))
            case .radialGradient(let g, _, _, _):
                guard let (g2, t) = Self.split(g, newValue) else { return }
                self = .radialGradient(g2, center: UnitPoint(x: t[0], y: t[1]), startRadius: t[2], endRadius: t[3])
            case .angularGradient(let g, _, _, _):
                guard let (g2, t) = Self.split(g, newValue) else { return }
                self = .angularGradient(g2, center: UnitPoint(x: t[0], y: t[1]), startAngle: t[2], endAngle: t[3])
            case .ellipticalGradient(let g, _, _, _):
                guard let (g2, t) = Self.split(g, newValue) else { return }
                self = .ellipticalGradient(
                    g2, center: UnitPoint(x: t[0], y: t[1]), startRadiusFraction: t[2], endRadiusFraction: t[3])
            case .material:
                guard newValue.count == 6 else { return }
                self = .material(
                    blurRadius: newValue[0], saturation: newValue[1], tint: RGBA(linear: Array(newValue[2...])))
            case .meshGradient(var mesh):
                mesh.animatableData = newValue
                self = .meshGradient(mesh)
            }
        }
    }

    private static func stops(_ g: Gradient) -> [Double] {
        g.stops.flatMap { $0.color.linear + [$0.location] }
    }

    private static func split(_ g: Gradient, _ v: [Double]) -> (Gradient, [Double])? {
        guard v.count == g.stops.count * 5 + 4 else { return nil }
        let stops = (0..<g.stops.count).map { i in
            Gradient.Stop(color: RGBA(linear: Array(v[(i * 5)..<(i * 5 + 4)])), location: v[i * 5 + 4])
        }
        return (Gradient(stops: stops), Array(v.suffix(4)))
    }

    /// Whether two styles can interpolate (same case and stop count; meshes of the same grid).
    public func isInterpolable(with other: ShapeStyle) -> Bool {
        animatableData.count == other.animatableData.count && kindIndex == other.kindIndex
            && interpolationKey == other.interpolationKey
    }

    /// What a mesh's data means besides its length: its grid, and whether it holds control
    /// points. nil for the other styles, whose data the length describes.
    public var interpolationKey: AnyHashable? {
        guard case .meshGradient(let mesh) = self else { return nil }
        return [mesh.geometry.width, mesh.geometry.height, mesh.geometry.controls == nil ? 0 : 1]
    }

    private var kindIndex: Int {
        switch self {
        case .color: 0
        case .linearGradient: 1
        case .radialGradient: 2
        case .angularGradient: 3
        case .ellipticalGradient: 4
        case .material: 5
        case .meshGradient: 6
        }
    }

    /// The style with every colour's opacity multiplied by `factor` (hierarchical styles).
    public func multiplyingOpacity(by factor: Double) -> ShapeStyle {
        func scale(_ g: Gradient) -> Gradient {
            Gradient(stops: g.stops.map { .init(color: $0.color.withAlpha($0.color.alpha * factor), location: $0.location) })
        }
        switch self {
        case .color(let c): return .color(c.withAlpha(c.alpha * factor))
        case .linearGradient(let g, let s, let e): return .linearGradient(scale(g), startPoint: s, endPoint: e)
        case .radialGradient(let g, let c, let r0, let r1):
            return .radialGradient(scale(g), center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(let g, let c, let a0, let a1):
            return .angularGradient(scale(g), center: c, startAngle: a0, endAngle: a1)
        case .ellipticalGradient(let g, let c, let r0, let r1):
            return .ellipticalGradient(scale(g), center: c, startRadiusFraction: r0, endRadiusFraction: r1)
        case .material(let radius, let saturation, let tint):
            return .material(blurRadius: radius, saturation: saturation, tint: tint.withAlpha(tint.alpha * factor))
        case .meshGradient(let mesh):
            return .meshGradient(mesh.multiplyingAlpha(factor))
        }
    }

    /// The paint in canvas space for a shape whose bounds are `rect`.
    public func paint(in rect: Rect) -> Paint {
        switch self {
        case .color(let c):
            return .color(c)
        case .linearGradient(let g, let s, let e):
            return .linear(g, start: rect.point(at: s), end: rect.point(at: e))
        case .radialGradient(let g, let c, let r0, let r1):
            return .radial(g, center: rect.point(at: c), startRadius: r0, endRadius: r1, scaleY: 1)
        case .angularGradient(let g, let c, let a0, let a1):
            return .angular(g, center: rect.point(at: c), startAngle: a0, endAngle: a1)
        case .ellipticalGradient(let g, let c, let r0, let r1):
            let rx = rect.width / 2, ry = rect.height / 2
            guard rx > 0 else { return .radial(g, center: rect.point(at: c), startRadius: 0, endRadius: 0, scaleY: 1) }
            return .radial(g, center: rect.point(at: c), startRadius: r0 * rx, endRadius: r1 * rx, scaleY: ry / rx)
        case .material(_, _, let tint):
            // Where only a paint can be used (text), a material is its tint.
            return .color(tint)
        case .meshGradient(let mesh):
            return .mesh(mesh.mapped(into: rect))
        }
    }

    /// A material's frosted backdrop clipped to `path`; nil for colours and gradients.
    public func backdrop(in path: Path, identity: Identity, span: SourceSpan) -> DisplayItem? {
        guard case .material(let radius, let saturation, let tint) = self else { return nil }
        return .backdrop(
            BackdropItem(
                clip: Clip(path: path), blurRadius: radius, saturation: saturation, tint: tint, identity: identity,
                span: span))
    }

    /// A single colour that stands for the style where only one colour can be used (text
    /// decorations, the mean of a gradient for a shadow).
    public var representativeColor: RGBA {
        switch self {
        case .color(let c): return c
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _), .angularGradient(let g, _, _, _),
            .ellipticalGradient(let g, _, _, _):
            return g.stops.first?.color ?? .clear
        case .material(_, _, let tint): return tint
        case .meshGradient(let mesh): return mesh.colors.first ?? mesh.background
        }
    }

    public var description: String {
        switch self {
        case .color(let c): c.description
        case .linearGradient(let g, let s, let e): "linear(\(g.stops.count) stops \(s)→\(e))"
        case .radialGradient(let g, let c, let r0, let r1):
            "radial(\(g.stops.count) stops \(c) \(formatNumber(r0))→\(formatNumber(r1)))"
        case .angularGradient(let g, let c, _, _): "angular(\(g.stops.count) stops \(c))"
        case .ellipticalGradient(let g, let c, _, _): "elliptical(\(g.stops.count) stops \(c))"
        case .material(let radius, _, let tint): "material(blur \(formatNumber(radius)) tint \(tint))"
        case .meshGradient(let mesh): mesh.description
        }
    }
}

/// A shape as a value: what `Rectangle()`, `Circle()`, a custom `Shape` or `Path { … }` is before
/// it becomes a view. It makes a path for any rectangle (`path(in:)`).
public indirect enum ShapeGeometry: Hashable, Sendable, CustomStringConvertible {
    case rectangle
    /// `RoundedRectangle(cornerSize:style:)`; `continuous` corners are drawn circular.
    case roundedRectangle(cornerSize: Size, continuous: Bool)
    case unevenRoundedRectangle(topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double)
    case circle
    case ellipse
    case capsule
    /// A fixed `Path`, in the coordinates it was built in (it does not scale with the rect).
    case path(Path)
    /// A scene's own `Shape`: `path(in:)` runs through the live evaluator.
    case custom(LiveHandle, animatableData: [Double])
    /// `shape.inset(by:)`.
    case inset(ShapeGeometry, amount: Double)
    /// `shape.size(width:height:)`: the shape drawn in a rectangle of that size at the
    /// rect's origin, whatever the rect's own size.
    case sized(ShapeGeometry, width: Double, height: Double)
    /// `shape.trim(from:to:)`.
    case trimmed(ShapeGeometry, from: Double, to: Double)
    /// `shape.rotation(_:anchor:)`, `.offset`, `.scale`, `.transform`: the path under a transform
    /// computed in the rect's space.
    case rotated(ShapeGeometry, angle: Angle, anchor: UnitPoint)
    case offset(ShapeGeometry, x: Double, y: Double)
    case scaled(ShapeGeometry, x: Double, y: Double, anchor: UnitPoint)
    case transformed(ShapeGeometry, AffineTransform)
    /// `ContainerRelativeShape()`: the shape `.containerShape(_:)` gives the views inside, taken
    /// from the environment when the view is resolved; a rectangle where none is given.
    case containerRelative

    /// The outline in `rect`, a rectangle of a view whose frame starts at `origin` (canvas
    /// points). The shape works in the view's own coordinates, as SwiftUI's `path(in:)` does (a
    /// `Path` view or a custom shape that draws from (0, 0) starts at the view's corner), and
    /// the path is then moved onto the canvas.
    public func path(in rect: Rect, viewOrigin origin: Point, evaluator: (any LiveEvaluating)?) throws(LiveError) -> Path {
        let local = Rect(x: rect.minX - origin.x, y: rect.minY - origin.y, width: rect.width, height: rect.height)
        let path = try path(in: local, evaluator: evaluator)
        return origin == .zero ? path : path.applying(.translation(x: origin.x, y: origin.y))
    }

    /// The outline in `rect`, in the coordinates `rect` is given in.
    public func path(in rect: Rect, evaluator: (any LiveEvaluating)?) throws(LiveError) -> Path {
        var path = Path()
        switch self {
        case .rectangle, .containerRelative:
            path.addRect(rect)
        case .roundedRectangle(let corner, _):
            path.addRoundedRect(in: rect, cornerSize: corner)
        case .unevenRoundedRectangle(let tl, let bl, let br, let tr):
            path.addRoundedRect(
                in: rect, topLeading: Size(width: tl, height: tl), bottomLeading: Size(width: bl, height: bl),
                bottomTrailing: Size(width: br, height: br), topTrailing: Size(width: tr, height: tr))
        case .circle:
            let side = min(rect.width, rect.height)
            path.addEllipse(in: Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
        case .ellipse:
            path.addEllipse(in: rect)
        case .capsule:
            let r = min(rect.width, rect.height) / 2
            path.addRoundedRect(in: rect, cornerSize: Size(width: r, height: r))
        case .path(let fixed):
            path = fixed
        case .custom(let handle, let data):
            guard let evaluator else { throw LiveError("no evaluator for the shape \(handle.typeName)", span: nil) }
            path = try evaluator.path(of: handle, animatableData: data, in: rect)
        case .inset(let base, let amount):
            path = try base.path(in: rect.insetBy(dx: amount, dy: amount), evaluator: evaluator)
        case .sized(let base, let width, let height):
            path = try base.path(in: Rect(x: rect.minX, y: rect.minY, width: width, height: height), evaluator: evaluator)
        case .trimmed(let base, let from, let to):
            path = try base.path(in: rect, evaluator: evaluator).trimmed(from: from, to: to)
        case .rotated(let base, let angle, let anchor):
            path = try base.path(in: rect, evaluator: evaluator).applying(.about(rect.point(at: anchor), .rotation(angle)))
        case .offset(let base, let x, let y):
            path = try base.path(in: rect, evaluator: evaluator).applying(.translation(x: x, y: y))
        case .scaled(let base, let x, let y, let anchor):
            path = try base.path(in: rect, evaluator: evaluator).applying(.about(rect.point(at: anchor), .scale(x: x, y: y)))
        case .transformed(let base, let transform):
            path = try base.path(in: rect, evaluator: evaluator).applying(transform)
        }
        return path
    }

    /// The shape's animatable data: corner sizes, inset, trim ends, transforms, a custom
    /// shape's own data; nested shapes contribute theirs first.
    public var animatableData: [Double] {
        get {
            switch self {
            case .rectangle, .circle, .ellipse, .capsule, .path, .containerRelative: return []
            case .roundedRectangle(let c, _): return [c.width, c.height]
            case .unevenRoundedRectangle(let a, let b, let c, let d): return [a, b, c, d]
            case .custom(_, let data): return data
            case .inset(let base, let amount): return base.animatableData + [amount]
            case .sized(let base, let width, let height): return base.animatableData + [width, height]
            case .trimmed(let base, let from, let to): return base.animatableData + [from, to]
            case .rotated(let base, let angle, let anchor): return base.animatableData + [angle.radians, anchor.x, anchor.y]
            case .offset(let base, let x, let y): return base.animatableData + [x, y]
            case .scaled(let base, let x, let y, let anchor): return base.animatableData + [x, y, anchor.x, anchor.y]
            case .transformed(let base, let t): return base.animatableData + [t.a, t.b, t.c, t.d, t.tx, t.ty]
            }
        }
        set {
            guard newValue.count == animatableData.count else { return }
            func split(_ base: ShapeGeometry, _ own: Int) -> (ShapeGeometry, [Double]) {
                var base = base
                base.animatableData = Array(newValue.prefix(newValue.count - own))
                return (base, Array(newValue.suffix(own)))
            }
            switch self {
            case .rectangle, .circle, .ellipse, .capsule, .path, .containerRelative: return
            case .roundedRectangle(_, let continuous):
                self = .roundedRectangle(cornerSize: Size(width: newValue[0], height: newValue[1]), continuous: continuous)
            case .unevenRoundedRectangle:
                self = .unevenRoundedRectangle(
                    topLeading: newValue[0], bottomLeading: newValue[1],
                    bottomTrailing: newValue[2], topTrailing: newValue[3])
            case .custom(let handle, _): self = .custom(handle, animatableData: newValue)
            case .inset(let base, _):
                let (b, v) = split(base, 1)
                self = .inset(b, amount: v[0])
            case .sized(let base, _, _):
                let (b, v) = split(base, 2)
                self = .sized(b, width: v[0], height: v[1])
            case .trimmed(let base, _, _):
                let (b, v) = split(base, 2)
                self = .trimmed(b, from: v[0], to: v[1])
            case .rotated(let base, _, _):
                let (b, v) = split(base, 3)
                self = .rotated(b, angle: Angle(radians: v[0]), anchor: UnitPoint(x: v[1], y: v[2]))
            case .offset(let base, _, _):
                let (b, v) = split(base, 2)
                self = .offset(b, x: v[0], y: v[1])
            case .scaled(let base, _, _, _):
                let (b, v) = split(base, 4)
                self = .scaled(b, x: v[0], y: v[1], anchor: UnitPoint(x: v[2], y: v[3]))
            case .transformed(let base, _):
                let (b, v) = split(base, 6)
                self = .transformed(b, AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5]))
            }
        }
    }

    /// The shape with `ContainerRelativeShape` replaced by the container's shape (itself, where
    /// there is none), also inside an inset, trimmed or transformed one.
    public func resolvingContainer(_ container: ShapeGeometry?) -> ShapeGeometry {
        guard let container else { return self }
        switch self {
        case .containerRelative: return container
        case .rectangle, .roundedRectangle, .unevenRoundedRectangle, .circle, .ellipse, .capsule, .path, .custom:
            return self
        case .inset(let b, let amount): return .inset(b.resolvingContainer(container), amount: amount)
        case .sized(let b, let w, let h): return .sized(b.resolvingContainer(container), width: w, height: h)
        case .trimmed(let b, let f, let t): return .trimmed(b.resolvingContainer(container), from: f, to: t)
        case .rotated(let b, let a, let anchor): return .rotated(b.resolvingContainer(container), angle: a, anchor: anchor)
        case .offset(let b, let x, let y): return .offset(b.resolvingContainer(container), x: x, y: y)
        case .scaled(let b, let x, let y, let anchor): return .scaled(b.resolvingContainer(container), x: x, y: y, anchor: anchor)
        case .transformed(let b, let t): return .transformed(b.resolvingContainer(container), t)
        }
    }

    /// Whether the shape can be drawn without the live evaluator.
    public var isBuiltin: Bool {
        switch self {
        case .custom: false
        case .rectangle, .roundedRectangle, .unevenRoundedRectangle, .circle, .ellipse, .capsule, .path, .containerRelative:
            true
        case .inset(let b, _), .sized(let b, _, _), .trimmed(let b, _, _), .rotated(let b, _, _), .offset(let b, _, _),
            .scaled(let b, _, _, _), .transformed(let b, _):
            b.isBuiltin
        }
    }

    /// The shape's Swift type, without its values: what `AnyView` compares, so a shape whose
    /// parameters change is still the same view.
    public var typeName: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .unevenRoundedRectangle: "UnevenRoundedRectangle"
        case .circle: "Circle"
        case .ellipse: "Ellipse"
        case .capsule: "Capsule"
        case .path: "Path"
        case .custom(let h, _): h.typeName
        case .inset(let b, _): "_Inset<\(b.typeName)>"
        case .sized(let b, _, _): "_SizedShape<\(b.typeName)>"
        case .trimmed(let b, _, _): "_TrimmedShape<\(b.typeName)>"
        case .rotated(let b, _, _): "RotatedShape<\(b.typeName)>"
        case .offset(let b, _, _): "OffsetShape<\(b.typeName)>"
        case .scaled(let b, _, _, _): "ScaledShape<\(b.typeName)>"
        case .transformed(let b, _): "TransformedShape<\(b.typeName)>"
        case .containerRelative: "ContainerRelativeShape"
        }
    }

    public var description: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle(let c, let continuous):
            "RoundedRectangle(\(formatNumber(c.width))\(c.width == c.height ? "" : "x" + formatNumber(c.height))\(continuous ? " continuous" : ""))"
        case .unevenRoundedRectangle(let a, let b, let c, let d):
            "UnevenRoundedRectangle(\([a, b, c, d].map(formatNumber).joined(separator: " ")))"
        case .circle: "Circle"
        case .ellipse: "Ellipse"
        case .capsule: "Capsule"
        case .path(let p): "Path(\(p.elements.count) elements)"
        case .custom(let h, let data): "\(h.typeName)(\(data.map(formatNumber).joined(separator: " ")))"
        case .inset(let b, let a): "\(b).inset(\(formatNumber(a)))"
        case .sized(let b, let w, let h): "\(b).size(\(formatNumber(w))x\(formatNumber(h)))"
        case .trimmed(let b, let f, let t): "\(b).trim(\(formatNumber(f))…\(formatNumber(t)))"
        case .rotated(let b, let a, _): "\(b).rotation(\(formatNumber(a.degrees))°)"
        case .offset(let b, let x, let y): "\(b).offset(\(formatNumber(x)), \(formatNumber(y)))"
        case .scaled(let b, let x, let y, _): "\(b).scale(\(formatNumber(x)), \(formatNumber(y)))"
        case .transformed(let b, _): "\(b).transform"
        case .containerRelative: "ContainerRelativeShape"
        }
    }
}

import FlipbookModel

/// `Anchor<Value>.Source`: what part of a view an anchor preference points at.
enum AnchorSourceValue: Sendable, Equatable {
    /// `.bounds`: the view's frame.
    case bounds
    /// `.rect(r)`: a rectangle in the view's own coordinates.
    case rect(Rect)
    /// `.center`, `.topLeading`, `.unitPoint(p)`: a point of the frame, in unit coordinates.
    case unitPoint(UnitPoint)
    /// `.point(p)`: a point in the view's own coordinates.
    case point(Point)

    /// The anchor this source gives for a view laid out at `frame` (in the canvas).
    func anchor(in frame: Rect) -> AnchorValue {
        switch self {
        case .bounds: .rect(frame)
        case .rect(let r):
            .rect(Rect(origin: Point(x: frame.origin.x + r.origin.x, y: frame.origin.y + r.origin.y), size: r.size))
        case .unitPoint(let p):
            .point(Point(x: frame.origin.x + p.x * frame.size.width, y: frame.origin.y + p.y * frame.size.height))
        case .point(let p): .point(Point(x: frame.origin.x + p.x, y: frame.origin.y + p.y))
        }
    }
}

/// An `Anchor<CGRect>` or `Anchor<CGPoint>`: where a view was laid out, in the canvas, until a
/// `GeometryProxy` converts it to its own coordinates (`proxy[anchor]`).
enum AnchorValue: Sendable, Equatable {
    case rect(Rect)
    case point(Point)
}

extension NativeTypes {
    /// `Anchor<CGRect>` and `Anchor<CGPoint>` as types (a preference key's value); their values
    /// are only made by `anchorPreference` and read by a geometry proxy.
    static let anchor = NativeType("Anchor")

    /// `Anchor<CGRect>.Source` and `Anchor<CGPoint>.Source`: `.bounds`, the unit points of a
    /// frame, `.rect(_:)`, `.point(_:)` and `.unitPoint(_:)`.
    static let anchorSource = NativeType("AnchorSource") { t in
        // As written in a type position (`var alignment: Anchor<CGPoint>.Source = .topTrailing`).
        t.aliases = ["Anchor.Source"]
        var statics: [String: NativeType.StaticProperty] = [
            "bounds": { _, _ in .native(.anchorSource(.bounds)) }
        ]
        for (name, point) in UnitPoint.named { statics[name] = { _, _ in .native(.anchorSource(.unitPoint(point))) } }
        t.staticProperties = statics
        t.staticFunctions.define("rect") { i, a throws(Interrupt) in
            .native(.anchorSource(.rect(try i.rect(try a.required(nil, .native("CGRect")), at: a.span))))
        }
        t.staticFunctions.define("point") { i, a throws(Interrupt) in
            .native(.anchorSource(.point(try i.point(try a.required(nil, .native("CGPoint")), at: a.span))))
        }
        t.staticFunctions.define("unitPoint") { i, a throws(Interrupt) in
            guard case .native(.unitPoint(let point)) = try a.required(nil, .native("UnitPoint")) else {
                throw .error("unitPoint(_:) needs a UnitPoint", at: a.span)
            }
            return .native(.anchorSource(.unitPoint(point)))
        }
    }
}

extension Interpreter {
    /// `anchorPreference(key:value:transform:)`, whose closure makes the value from the anchor,
    /// and `transformAnchorPreference(key:value:transform:)`, whose closure changes the value
    /// the content set (`inout`) with it.
    func anchorPreference(_ a: Arguments, transforms: Bool) throws(Interrupt) -> ModifierValue {
        let name = transforms ? "transformAnchorPreference" : "anchorPreference"
        let key = try typeArgument(a.required("key"), at: a.span)
        guard case .native(.anchorSource(let source)) = try a.required("value", .native("AnchorSource")) else {
            throw .error("\(name)(key:value:transform:) needs an anchor source such as .bounds", at: a.span)
        }
        return .effect(
            EffectSpec(
                kind: .anchorPreference(key: key, source: source, transforms: transforms),
                action: try a.requiredFunction("transform"), span: a.span))
    }

    /// `proxy[anchor]`: the anchor's rectangle or point in the reader's coordinates.
    func resolve(_ anchor: AnchorValue, in proxy: GeometryProxyValue) -> Value {
        let origin = proxy.globalFrame.origin
        switch anchor {
        case .rect(let r):
            return makeRect(Rect(origin: Point(x: r.origin.x - origin.x, y: r.origin.y - origin.y), size: r.size))
        case .point(let p):
            return makePoint(Point(x: p.x - origin.x, y: p.y - origin.y))
        }
    }
}

import FlipbookModel

extension NativeTypes {
    /// `AnyShape(shape)` (also `.init(.capsule)` where an `AnyShape` is expected): the shape
    /// itself; Flipbook's shapes need no type erasure.
    static let anyShape = NativeType("AnyShape") { t in
        t.protocols = ["Shape", "View"]
        t.initializer = { _, a throws(Interrupt) in try a.required(nil, .opaque("Shape")) }
    }

    /// `ShadowStyle.drop(color:radius:x:y:)` and `.inner(…)`, for a shape style's
    /// `.shadow(_:)`; their default colours are SwiftUI's (black at 0.33 and 0.55).
    static let shadowStyle = NativeType("ShadowStyle") { t in
        for (name, isInner, opacity) in [("drop", false, 0.33), ("inner", true, 0.55)] {
            t.staticFunctions.define(name) { i, a throws(Interrupt) in
                var color = ColorValue.fixed(RGBA(red: 0, green: 0, blue: 0, alpha: opacity))
                if let given = try a.value("color", .native("Color")) {
                    guard case .native(.color(let c)) = given else {
                        throw .error("\(name)(color:radius:x:y:) needs a Color, not \(i.typeName(of: given))", at: a.span)
                    }
                    color = c
                }
                let radius = try a.requiredDouble("radius")
                let offset = Point(x: try a.double("x") ?? 0, y: try a.double("y") ?? 0)
                return .native(.shadowStyle(StyleShadow(isInner: isInner, color: color, radius: radius, offset: offset)))
            }
        }
    }

    /// A shape style's `.shadow(.drop(…))`; `.shadow(color:radius:x:y:)` on a colour is the
    /// view modifier, as Swift picks it by its labels.
    static func defineStyleShadow(on t: inout NativeType) {
        t.methods.define("shadow") { i, v, a throws(Interrupt) in
            guard a.remainingLabels.first == .some(nil) else {
                return try i.applyViewModifier("shadow", to: i.asView(v, at: a.span), a, at: a.span, nameSpan: a.span)
            }
            guard case .native(.shadowStyle(let shadow)) = try a.required(nil, .native("ShadowStyle")) else {
                throw .error("shadow(_:) on a shape style needs a ShadowStyle, such as .drop(radius: 4)", at: a.span)
            }
            guard let style = i.shapeStyle(v) else { return v }
            return .native(.style(.shadowed(style, shadow)))
        }
    }
}

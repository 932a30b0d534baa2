import FlipbookModel

/// Methods called on a shape: those that make another shape (`trim`, `inset`, `rotation`…) and
/// those that make a view of it (`fill`, `stroke`, `strokeBorder`). A view made of a shape can
/// still be filled or stroked again (iOS 17's `.fill(…).stroke(…)` draws both).
public enum ShapeMethods {
    public typealias ShapeMethod = @Sendable (ShapeGeometry, any ArgumentReader) throws(ArgumentError) -> ShapeGeometry
    public typealias ViewMethod = @Sendable (ShapeLeaf, any ArgumentReader) throws(ArgumentError) -> ShapeLeaf

    public static let shapeMethods: [String: ShapeMethod] = [
        "trim": { shape, arguments throws(ArgumentError) in
            let from = try arguments.finiteDouble("from") ?? 0
            let to = try arguments.finiteDouble("to") ?? 1
            return .trimmed(shape, from: from, to: to)
        },
        "inset": { shape, arguments throws(ArgumentError) in
            .inset(shape, amount: try arguments.requiredDouble("by"))
        },
        "size": { shape, arguments throws(ArgumentError) in
            if arguments.has(nil), let size = try arguments.size(nil) {
                guard size.width.isFinite, size.height.isFinite else {
                    throw ArgumentError("size(_:) must be finite, not \(size)", at: .some(nil))
                }
                return .sized(shape, width: max(0, size.width), height: max(0, size.height))
            }
            let width = try arguments.requiredDouble("width"), height = try arguments.requiredDouble("height")
            return .sized(shape, width: max(0, width), height: max(0, height))
        },
        "rotation": { shape, arguments throws(ArgumentError) in
            guard let angle = try arguments.angle(nil) else { throw arguments.missing(nil) }
            return .rotated(shape, angle: angle, anchor: try arguments.unitPoint("anchor") ?? .center)
        },
        "offset": { shape, arguments throws(ArgumentError) in
            if arguments.has(nil), let size = try arguments.size(nil) { return .offset(shape, x: size.width, y: size.height) }
            return .offset(shape, x: try arguments.finiteDouble("x") ?? 0, y: try arguments.finiteDouble("y") ?? 0)
        },
        "scale": { shape, arguments throws(ArgumentError) in
            let uniform = try arguments.finiteDouble(nil)
            let givenX = try arguments.finiteDouble("x"), givenY = try arguments.finiteDouble("y")
            let x = uniform ?? givenX ?? 1
            let y = uniform ?? givenY ?? 1
            return .scaled(shape, x: x, y: y, anchor: try arguments.unitPoint("anchor") ?? .center)
        },
    ]

    public static let viewMethods: [String: ViewMethod] = [
        "fill": { leaf, arguments throws(ArgumentError) in
            var leaf = leaf
            let style = try arguments.style(nil) ?? .foreground
            let evenOdd = try fillStyle(arguments)
            // iOS 17: `stroke(lineWidth:)` without a style is the stroke's outline, a shape,
            // and `fill(_:)` paints it (`Circle().stroke(lineWidth: 10).fill(.blue)` is a ring).
            if leaf.fill == nil, let last = leaf.strokes.indices.last, leaf.strokes[last].isUnstyled {
                leaf.strokes[last].paint = Paintable(style)
                leaf.strokes[last].isUnstyled = false
                return leaf
            }
            leaf.fill = Paintable(style, evenOdd: evenOdd)
            return leaf
        },
        "stroke": { leaf, arguments throws(ArgumentError) in try stroke(leaf, arguments, isBorder: false) },
        "strokeBorder": { leaf, arguments throws(ArgumentError) in try stroke(leaf, arguments, isBorder: true) },
    ]

    /// `fill(style: FillStyle(eoFill: true))`.
    static func fillStyle(_ arguments: any ArgumentReader) throws(ArgumentError) -> Bool {
        guard let value = try arguments.take("style", as: .record("FillStyle")) else { return false }
        if case .record(let fields) = value, case .bool(let eo)? = fields["isEOFilled"] ?? fields["eoFill"] { return eo }
        return false
    }

    static func stroke(_ leaf: ShapeLeaf, _ arguments: any ArgumentReader, isBorder: Bool) throws(ArgumentError) -> ShapeLeaf {
        var leaf = leaf
        let given = try arguments.style(nil)
        let style = given ?? .foreground
        var strokeStyle = StrokeStyle()
        if case .strokeStyle(let given)? = try arguments.take("style", as: .strokeStyle) {
            strokeStyle = given
        } else if let width = try arguments.finiteDouble("lineWidth") {
            strokeStyle.lineWidth = max(0, width)
        }
        _ = try arguments.bool("antialiased")
        leaf.strokes.append(
            ShapeLeaf.Stroke(paint: Paintable(style), style: strokeStyle, isBorder: isBorder, isUnstyled: given == nil))
        return leaf
    }
}

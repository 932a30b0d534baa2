import FlipbookModel

/// A shape used as a view: `Circle()`, `RoundedRectangle(cornerRadius: 8).fill(.blue)`,
/// `Capsule().stroke(.red, lineWidth: 2)`, a custom `Shape`. It fills the space it is offered
/// (10 points in a dimension left unspecified, as SwiftUI), filled with its fill (the
/// foreground style when none is given), then stroked with each of its strokes in order.
public struct ShapeLeaf: LeafView {
    public var shape: ShapeGeometry
    /// The fill; nil for a shape that is only stroked. A shape with neither is filled with the
    /// foreground style.
    public var fill: Paintable?
    public var strokes: [Stroke]

    public init(shape: ShapeGeometry, fill: Paintable? = nil, strokes: [Stroke] = []) {
        self.shape = shape
        self.fill = fill
        self.strokes = strokes
    }

    /// SwiftUI's answer for an unspecified dimension of a shape or colour.
    public static let defaultLength = 10.0

    /// A stroke: `stroke` draws along the path, `strokeBorder` inside the shape's frame.
    public struct Stroke: Hashable, Sendable {
        public var paint: Paintable
        public var style: StrokeStyle
        public var isBorder: Bool
        /// Written without a style (`stroke(lineWidth: 4)`): since iOS 17 that is a shape, the
        /// stroke's outline, which a `fill(_:)` after it paints.
        public var isUnstyled = false

        public init(paint: Paintable, style: StrokeStyle, isBorder: Bool, isUnstyled: Bool = false) {
            self.paint = paint
            self.style = style
            self.isBorder = isBorder
            self.isUnstyled = isUnstyled
        }
    }

    public func resolved(in environment: EnvironmentValues) -> ShapeLeaf {
        var copy = self
        copy.shape = shape.resolvingContainer(environment.containerShape)
        if copy.fill == nil && copy.strokes.isEmpty { copy.fill = Paintable(.foreground) }
        copy.fill = copy.fill?.resolved(in: environment)
        copy.strokes = copy.strokes.map { stroke in
            var s = stroke
            s.paint = s.paint.resolved(in: environment)
            return s
        }
        return copy
    }

    public func measure(_ proposal: ProposedSize, context: LeafLayoutContext) -> LeafMeasurement {
        LeafMeasurement(size: ShapeLeaf.fillSize(proposal))
    }

    /// A shape or a colour takes the proposal, and 10 points in an unspecified dimension. An
    /// infinite proposal is answered with infinity; only a stack's flexibility probe makes one.
    public static func fillSize(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(by: Size(width: defaultLength, height: defaultLength))
    }

    public var animatableData: [Double] {
        get {
            var data = shape.animatableData
            if let fill { data += fill.animatableData }
            for stroke in strokes { data += stroke.paint.animatableData + stroke.style.animatableData }
            return data
        }
        set {
            var rest = newValue[...]
            func take(_ count: Int) -> [Double] {
                let part = Array(rest.prefix(count))
                rest = rest.dropFirst(count)
                return part
            }
            shape.animatableData = take(shape.animatableData.count)
            if var fill {
                fill.animatableData = take(fill.animatableData.count)
                self.fill = fill
            }
            for i in strokes.indices {
                strokes[i].paint.animatableData = take(strokes[i].paint.animatableData.count)
                strokes[i].style.animatableData = take(strokes[i].style.animatableData.count)
            }
        }
    }

    /// The fill's and strokes' mesh grids (see `ShapeStyle.interpolationKey`).
    public var interpolationKey: AnyHashable? {
        let keys = ([fill] + strokes.map(\.paint)).map { $0?.style?.interpolationKey }
        return keys.allSatisfy { $0 == nil } ? nil : AnyHashable(keys)
    }

    public func draw(in frame: Rect, measurement: LeafMeasurement, context: DrawContext) throws(LiveError) -> [DisplayItem] {
        var items: [DisplayItem] = []
        let path = try shape.path(in: frame, viewOrigin: frame.origin, evaluator: context.evaluator)
        if let fill, let style = fill.style {
            let paint = style.paint(in: frame)
            if let backdrop = style.backdrop(in: path, identity: context.identity, span: context.span) {
                items.append(backdrop)
            } else if !paint.isInvisible {
                items += fill.shadowed([
                    .shape(
                        ShapeItem(
                            path: path, paint: paint, style: .fill(evenOdd: fill.evenOdd),
                            identity: context.identity, span: context.span))
                ])
            }
        }
        for stroke in strokes {
            guard let style = stroke.paint.style, stroke.style.lineWidth > 0 else { continue }
            let strokePath =
                stroke.isBorder
                ? try shape.path(
                    in: frame.insetBy(dx: stroke.style.lineWidth / 2, dy: stroke.style.lineWidth / 2),
                    viewOrigin: frame.origin, evaluator: context.evaluator)
                : path
            let paint = style.paint(in: frame)
            if !paint.isInvisible {
                items += stroke.paint.shadowed([
                    .shape(
                        ShapeItem(
                            path: strokePath, paint: paint, style: .stroke(stroke.style),
                            identity: context.identity, span: context.span))
                ])
            }
        }
        return items
    }

    public var description: String {
        var text = shape.description
        if let fill { text += ".fill(\(fill))" }
        for stroke in strokes { text += ".\(stroke.isBorder ? "strokeBorder" : "stroke")(\(stroke.paint), \(stroke.style))" }
        return text
    }
}

/// A style as a view holds it: written (`StyleValue`) and, once the environment is known,
/// resolved (`ShapeStyle`), with the even-odd flag of `fill(style:)`.
public struct Paintable: Hashable, Sendable, CustomStringConvertible {
    public var value: StyleValue
    public var style: ShapeStyle?
    /// The style's shadow (`.shadow(.drop(radius: 4))`), resolved with it.
    public var shadow: Filter?
    public var evenOdd: Bool

    public init(_ value: StyleValue, evenOdd: Bool = false) {
        self.value = value
        self.evenOdd = evenOdd
    }

    public func resolved(in environment: EnvironmentValues) -> Paintable {
        var copy = self
        copy.style = value.resolved(in: environment)
        copy.shadow = value.shadow?.filter(in: environment.colorScheme)
        return copy
    }

    /// What it paints, with the style's shadow when it has one.
    public func shadowed(_ items: [DisplayItem]) -> [DisplayItem] {
        guard let shadow, !items.isEmpty else { return items }
        return [.group(GroupItem(filters: [shadow], items: items))]
    }

    public var animatableData: [Double] {
        get { style?.animatableData ?? [] }
        set { style?.animatableData = newValue }
    }

    public var description: String { style.map { "\($0)" } ?? value.description }
}

import FlipbookModel

/// A colour or a gradient used as a view (`Color.red`, `LinearGradient(…)`): it fills the space
/// it is offered, like a shape.
public struct StyleLeaf: LeafView {
    public var paint: Paintable

    public init(_ style: StyleValue) { paint = Paintable(style) }

    public func resolved(in environment: EnvironmentValues) -> StyleLeaf {
        var copy = self
        copy.paint = paint.resolved(in: environment)
        return copy
    }

    public func measure(_ proposal: ProposedSize, context: LeafLayoutContext) -> LeafMeasurement {
        LeafMeasurement(size: ShapeLeaf.fillSize(proposal))
    }

    public var animatableData: [Double] {
        get { paint.animatableData }
        set { paint.animatableData = newValue }
    }

    public var interpolationKey: AnyHashable? { paint.style?.interpolationKey }

    public func draw(in frame: Rect, measurement: LeafMeasurement, context: DrawContext) -> [DisplayItem] {
        guard let style = paint.style else { return [] }
        if let backdrop = style.backdrop(in: Path(frame), identity: context.identity, span: context.span) { return [backdrop] }
        let resolved = style.paint(in: frame)
        if resolved.isInvisible { return [] }
        return paint.shadowed([
            .shape(ShapeItem(path: Path(frame), paint: resolved, identity: context.identity, span: context.span))
        ])
    }

    public var description: String { paint.description }
}

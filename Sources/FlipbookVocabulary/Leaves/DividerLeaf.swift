import FlipbookModel

/// `Divider()`: a one-pixel line in the separator colour, across the stack it is in.
///
/// In an `HStack` it is a vertical line as tall as its proposal; anywhere else (a `VStack`, the
/// root, a `ZStack`) a horizontal line as wide as its proposal. The parent stack's axis comes
/// from the layout context, as for `Spacer`. An unspecified length gives 0, so a stack sized
/// for its ideal is not widened by its dividers. [U] SwiftUI draws a hairline of
/// 1 / displayScale points (one pixel); the ideal length is our choice.
public struct DividerLeaf: LeafView, ArgumentConstructible {
    public var color: Paintable

    public init() { color = Paintable(.color(.system(.separator))) }

    public static func make(_ arguments: any ArgumentReader) -> DividerLeaf { DividerLeaf() }

    public func resolved(in environment: EnvironmentValues) -> DividerLeaf {
        var copy = self
        copy.color = color.resolved(in: environment)
        return copy
    }

    public func measure(_ proposal: ProposedSize, context: LeafLayoutContext) -> LeafMeasurement {
        let thickness = context.scale.isFinite && context.scale > 0 ? 1 / context.scale : 1
        // A divider lies across its stack: vertical only when the stack is horizontal.
        let along: Axis = context.spacerAxis == .horizontal ? .vertical : .horizontal
        let length = proposal[along].layoutLength ?? 0
        return LeafMeasurement(size: Size(along: along, length, across: thickness))
    }

    public var animatableData: [Double] {
        get { color.animatableData }
        set { color.animatableData = newValue }
    }

    public func draw(in frame: Rect, measurement: LeafMeasurement, context: DrawContext) -> [DisplayItem] {
        guard let style = color.style else { return [] }
        let paint = style.paint(in: frame)
        if paint.isInvisible || frame.size.width <= 0 || frame.size.height <= 0 { return [] }
        return [.shape(ShapeItem(path: Path(frame), paint: paint, identity: context.identity, span: context.span))]
    }

    public var description: String { "Divider" }
}

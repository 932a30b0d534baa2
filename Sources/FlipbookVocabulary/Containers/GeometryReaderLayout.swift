import FlipbookModel

/// `GeometryReader`: takes all the space offered (10 points where none is given, like a shape)
/// and places its content at its top-leading corner, offered its whole size.
public struct GeometryReaderLayout: ContainerLayout {
    public init() {}

    public var spacerAxis: Axis? { nil }
    public var clipsChildren: Bool { false }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        proposal.replacingUnspecified(by: Size(width: 10, height: 10))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) -> [SubviewPlacement] {
        subviews.map { _ in SubviewPlacement(position: bounds.origin, proposal: ProposedSize(bounds.size)) }
    }

    public var description: String { "GeometryReader" }
}

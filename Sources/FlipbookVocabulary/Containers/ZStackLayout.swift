import FlipbookModel

/// `ZStack(alignment:content:)`: children on top of each other, each offered the whole proposal,
/// lined up on the alignment's guides; the stack is as large as that needs.
public struct ZStackLayout: ContainerLayout, ArgumentConstructible {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> ZStackLayout {
        ZStackLayout(alignment: try arguments.alignment("alignment") ?? .center)
    }

    public var spacerAxis: Axis? { nil }
    public var clipsChildren: Bool { false }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        extent(subviews.map { $0.dimensions(in: proposal) }).size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) -> [SubviewPlacement] {
        let dimensions = subviews.map { $0.dimensions(in: proposal) }
        let guides = extent(dimensions).guides
        return dimensions.map { d in
            SubviewPlacement(
                position: bounds.origin
                    + Point(
                        x: guides.x - d[alignment.horizontal],
                        y: guides.y - d[alignment.vertical]),
                proposal: proposal)
        }
    }

    /// The stack's size and where its guides are, from the children's dimensions.
    private func extent(_ dimensions: [ViewDimensions]) -> (size: Size, guides: Point) {
        guard !dimensions.isEmpty else { return (.zero, .zero) }
        let left = dimensions.map { $0[alignment.horizontal] }.max() ?? 0
        let right = dimensions.map { $0.width - $0[alignment.horizontal] }.max() ?? 0
        let top = dimensions.map { $0[alignment.vertical] }.max() ?? 0
        let bottom = dimensions.map { $0.height - $0[alignment.vertical] }.max() ?? 0
        return (Size(width: max(0, left + right), height: max(0, top + bottom)), Point(x: left, y: top))
    }

    public var description: String { "ZStack(alignment: \(alignment))" }
}

import FlipbookModel

/// `GridRow(alignment:) { cells }`: one row of a `Grid`. In a grid the grid places the cells
/// (`GridLayout`), the row's alignment overriding the grid's vertical one; the row's own frame
/// is what it would be as a stack of its cells, so a background on a `GridRow` is not the
/// grid's row rectangle [U]. Outside a grid the row lays out its cells as an `HStack` with
/// default spacing [U].
public struct GridRowLayout: ContainerLayout, ArgumentConstructible {
    /// nil: the grid's vertical alignment.
    public var alignment: VerticalAlignment?

    public init(alignment: VerticalAlignment? = nil) { self.alignment = alignment }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> GridRowLayout {
        GridRowLayout(alignment: try arguments.verticalAlignment("alignment"))
    }

    /// A cell is not a stack child: a `Divider` in a row is horizontal, as in a grid.
    public var spacerAxis: Axis? { nil }
    public var clipsChildren: Bool { false }

    private var stack: StackLayout { StackLayout.horizontal(alignment: alignment ?? .center) }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        stack.sizeThatFits(proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) -> [SubviewPlacement] {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }

    public var description: String { "GridRow(alignment: \(alignment.map { "\($0)" } ?? "grid"))" }
}

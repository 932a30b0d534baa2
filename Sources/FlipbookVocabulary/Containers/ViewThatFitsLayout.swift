import FlipbookModel

/// `ViewThatFits(in:)`: the first child whose ideal size fits the proposal along the given
/// axes, else the last. The others are laid out at zero size far outside the container,
/// which clips them, so only the chosen child is seen (docs/semantics.md: every child is
/// still in the tree, so its `onAppear` runs).
public struct ViewThatFitsLayout: ContainerLayout, ArgumentConstructible {
    public var axes: Set<Axis>

    public init(axes: Set<Axis> = [.horizontal, .vertical]) { self.axes = axes }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> ViewThatFitsLayout {
        var axes: Set<Axis> = [.horizontal, .vertical]
        if case .axisSet(let set)? = try arguments.take("in", as: .axisSet) { axes = set }
        return ViewThatFitsLayout(axes: axes)
    }

    public var spacerAxis: Axis? { nil }
    public var clipsChildren: Bool { true }

    /// The index of the child shown for `proposal`.
    func chosen(_ proposal: ProposedSize, subviews: LayoutSubviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        for (index, subview) in subviews.enumerated() {
            // The ideal size along the axes that must fit; the proposal along the others.
            let ideal = subview.sizeThatFits(
                ProposedSize(
                    width: axes.contains(.horizontal) ? nil : proposal.width,
                    height: axes.contains(.vertical) ? nil : proposal.height))
            let fitsWidth = !axes.contains(.horizontal) || (proposal.width.map { ideal.width <= $0 + 1e-9 } ?? true)
            let fitsHeight = !axes.contains(.vertical) || (proposal.height.map { ideal.height <= $0 + 1e-9 } ?? true)
            if fitsWidth && fitsHeight { return index }
        }
        return subviews.count - 1
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        guard let index = chosen(proposal, subviews: subviews) else { return .zero }
        return subviews[index].sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) -> [SubviewPlacement] {
        let shown = chosen(proposal, subviews: subviews)
        return subviews.indices.map { index in
            index == shown
                ? SubviewPlacement(position: bounds.origin, proposal: proposal)
                : SubviewPlacement(
                    position: Point(x: bounds.minX - 100_000, y: bounds.minY - 100_000),
                    proposal: ProposedSize(width: 0, height: 0))
        }
    }

    public var description: String {
        "ViewThatFits(in: \(axes.map { "\($0)" }.sorted().joined(separator: ", ")))"
    }
}

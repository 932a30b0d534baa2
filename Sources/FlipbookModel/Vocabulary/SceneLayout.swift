/// A container laid out by the scene's own `Layout` type: its `sizeThatFits` and
/// `placeSubviews` run in the scene's code, through the live evaluator, with the subviews
/// measured by the layout engine as for any container.
///
/// An error in that code is reported to the engine (which fails the layout with it, located in
/// the scene); the container then takes no space and leaves its subviews where they are.
public struct SceneLayout: ContainerLayout {
    public var handle: LiveHandle

    public init(handle: LiveHandle) { self.handle = handle }

    public var spacerAxis: Axis? { nil }
    public var clipsChildren: Bool { false }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        guard let evaluator = subviews.engine.evaluator else { return .zero }
        do {
            return try evaluator.sizeThatFits(layout: handle, proposal: proposal, subviews: subviews)
        } catch {
            subviews.engine.report(error)
            return .zero
        }
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) -> [SubviewPlacement] {
        let unplaced = subviews.map { _ in SubviewPlacement(position: bounds.origin, proposal: proposal) }
        guard let evaluator = subviews.engine.evaluator else { return unplaced }
        do {
            let placements = try evaluator.placeSubviews(layout: handle, in: bounds, proposal: proposal, subviews: subviews)
            return placements.count == subviews.count ? placements : unplaced
        } catch {
            subviews.engine.report(error)
            return unplaced
        }
    }

    public var description: String { handle.typeName }
}

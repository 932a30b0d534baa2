import FlipbookModel

/// `fixedSize(horizontal:vertical:)`, SwiftUI's `_FixedSizeLayout`: along each fixed axis the
/// child is proposed nil, so it takes its ideal length whatever its parent offers; along the
/// other axis the proposal passes through. The view is exactly the child's size, with the child
/// at its origin (so it may overflow what its parent offered).
struct FixedSizeLayout: UnaryLayout {
    var horizontal: Bool
    var vertical: Bool

    func sizeThatFits(_ proposal: ProposedSize, child: (ProposedSize) -> Size) -> Size {
        child(childProposal(proposal))
    }

    func childPlacementProposal(_ proposal: ProposedSize, size: Size) -> ProposedSize {
        childProposal(proposal)
    }

    func childOrigin(child: ViewDimensions, in size: Size) -> Point { .zero }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}

import FlipbookModel

/// `aspectRatio(_:contentMode:)`, SwiftUI's `_AspectRatioLayout`: the child is proposed the
/// largest size of the ratio inside the proposal (`.fit`) or the smallest that covers it
/// (`.fill`), and the layout takes the size the child chooses, centred.
///
/// Without a ratio the child's ideal size gives it. A proposal with one finite dimension
/// derives the other from the ratio; with none, the child gets the proposal unchanged (its
/// ideal). Placement proposes the size the child chose, which it chooses again.
struct AspectRatioLayout: UnaryLayout {
    /// Width over height; nil for the child's own.
    var ratio: Double?
    var fill: Bool

    func sizeThatFits(_ proposal: ProposedSize, child: (ProposedSize) -> Size) -> Size {
        child(childProposal(proposal, child: child))
    }

    func childPlacementProposal(_ proposal: ProposedSize, size: Size) -> ProposedSize {
        ProposedSize(size)
    }

    func childOrigin(child: ViewDimensions, in size: Size) -> Point {
        Alignment.center.origin(of: child, in: size)
    }

    private func childProposal(_ proposal: ProposedSize, child: (ProposedSize) -> Size) -> ProposedSize {
        let ideal = child(.unspecified)
        let ratio = self.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 0)
        guard ratio.isFinite, ratio > 0 else { return proposal }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case (let width?, let height?):
            let byWidth = ProposedSize(width: width, height: width / ratio)
            let byHeight = ProposedSize(width: height * ratio, height: height)
            let widthLimits = width / ratio <= height
            return widthLimits != fill ? byWidth : byHeight
        case (let width?, nil): return ProposedSize(width: width, height: width / ratio)
        case (nil, let height?): return ProposedSize(width: height * ratio, height: height)
        case (nil, nil): return proposal
        }
    }
}

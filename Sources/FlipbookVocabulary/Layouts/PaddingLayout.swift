//  PaddingLayout.swift
//  FlipbookVocabulary
//
//  Status: Complete

import FlipbookModel

/// `padding(_:)`, SwiftUI's `_PaddingLayout`.
///
/// The child is proposed the proposal minus the insets (never below 0; an unspecified or
/// infinite dimension stays so), the view's size is the child's plus the insets, and the child
/// sits at (leading, top). Negative insets are allowed, as in SwiftUI (they let the child
/// overflow); the resulting size is never negative. NaN insets count as 0.
struct PaddingLayout: UnaryLayout {
    var insets: EdgeInsets

    init(insets: EdgeInsets) {
        func clean(_ value: Double) -> Double { value.isFinite ? value : 0 }
        self.insets = EdgeInsets(
            top: clean(insets.top), leading: clean(insets.leading),
            bottom: clean(insets.bottom), trailing: clean(insets.trailing))
    }

    func sizeThatFits(_ proposal: ProposedSize, child: (ProposedSize) -> Size) -> Size {
        let childSize = child(childProposal(proposal))
        return Size(
            width: max(0, childSize.width + insets.horizontal),
            height: max(0, childSize.height + insets.vertical))
    }

    func childPlacementProposal(_ proposal: ProposedSize, size: Size) -> ProposedSize {
        childProposal(proposal)
    }

    func childOrigin(child: ViewDimensions, in size: Size) -> Point {
        Point(x: insets.leading, y: insets.top)
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: proposal.width.map { max(0, $0 - insets.horizontal) },
            height: proposal.height.map { max(0, $0 - insets.vertical) })
    }
}

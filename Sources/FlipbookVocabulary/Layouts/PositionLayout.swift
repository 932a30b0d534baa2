//  PositionLayout.swift
//  FlipbookVocabulary
//
//  Status: Complete

import FlipbookModel

/// `position(x:y:)`, SwiftUI's `_PositionLayout`.
///
/// The view takes the whole proposal as its own frame (an unspecified dimension takes the
/// child's size), and the child, proposed the same size, is centred at (x, y) relative to that
/// frame's origin. NaN coordinates count as 0.
struct PositionLayout: UnaryLayout {
    var x: Double
    var y: Double

    init(x: Double, y: Double) {
        self.x = x.isFinite ? x : 0
        self.y = y.isFinite ? y : 0
    }

    func sizeThatFits(_ proposal: ProposedSize, child: (ProposedSize) -> Size) -> Size {
        if let width = proposal.width, let height = proposal.height {
            return Size(width: width, height: height)
        }
        return proposal.replacingUnspecified(by: child(proposal))
    }

    func childPlacementProposal(_ proposal: ProposedSize, size: Size) -> ProposedSize {
        proposal
    }

    func childOrigin(child: ViewDimensions, in size: Size) -> Point {
        Point(x: x - child.width / 2, y: y - child.height / 2)
    }
}

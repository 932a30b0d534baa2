//  FrameLayout.swift
//  FlipbookVocabulary
//
//  Status: Complete

import FlipbookModel

/// `frame(width:height:alignment:)`, SwiftUI's `_FrameLayout`.
///
/// A fixed dimension is proposed to the child and is the frame's size in that dimension; a nil
/// dimension passes the proposal through and takes the child's size. The child is aligned
/// inside the frame by `alignment` (it may be larger than the frame and overflow it).
///
/// Odd input: a NaN or negative dimension becomes 0; an infinite one is ignored (treated as
/// nil), since SwiftUI reports it as an invalid frame dimension and a fixed frame must be finite.
struct FrameLayout: UnaryLayout {
    var width: Double?
    var height: Double?
    var alignment: Alignment

    init(width: Double?, height: Double?, alignment: Alignment) {
        self.width = width.layoutLength.flatMap { $0.isFinite ? $0 : nil }
        self.height = height.layoutLength.flatMap { $0.isFinite ? $0 : nil }
        self.alignment = alignment
    }

    func sizeThatFits(_ proposal: ProposedSize, child: (ProposedSize) -> Size) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let childSize = child(childProposal(proposal))
        return Size(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    func childPlacementProposal(_ proposal: ProposedSize, size: Size) -> ProposedSize {
        childProposal(proposal)
    }

    func childOrigin(child: ViewDimensions, in size: Size) -> Point {
        alignment.origin(of: child, in: size)
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }
}

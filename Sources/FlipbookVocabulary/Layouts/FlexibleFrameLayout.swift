//  FlexibleFrameLayout.swift
//  FlipbookVocabulary
//
//  Status: Complete

import FlipbookModel

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, SwiftUI's
/// `_FlexFrameLayout`, dimension by dimension.
///
/// Sizing, for one dimension with proposal `p`:
/// - If `p` is given and both `min` and `max` are, the frame is `p` clamped to [min, max]
///   without asking the child. If `p` is nil, the frame is `ideal` when given.
/// - Otherwise the child is proposed `p ?? ideal` clamped to [min, max] (nil if both are nil),
///   and the frame is the child's size `c` resolved against the limits:
///   min and max: `clamp(c, min, max)`; min only: `max(min, min(childProposal ?? ∞, c))`;
///   max only: `min(max, max(childProposal ?? −∞, c))`; neither: `c`.
///   So `.frame(maxWidth: .infinity)` offered 300 is 300 wide (it fills the offer), and offered
///   nil hugs its child.
///
/// Placing: the child is proposed the frame's own size in a dimension where a proposal or an
/// ideal was given, or where the frame sits at its min or max; otherwise nil (its ideal size).
/// This is why `Rectangle().frame(minWidth: 100)` asked for its ideal size is 100 wide and the
/// rectangle fills it.
///
/// Odd input: NaN or negative limits become 0; an infinite min or ideal is ignored (SwiftUI calls
/// it an invalid frame dimension); an infinite max is the common "fill" idiom and is kept.
struct FlexibleFrameLayout: UnaryLayout {
    /// The limits of one dimension.
    struct Limits {
        var min: Double?
        var ideal: Double?
        var max: Double?

        init(min: Double?, ideal: Double?, max: Double?) {
            self.min = min.layoutLength.flatMap { $0.isFinite ? $0 : nil }
            self.ideal = ideal.layoutLength.flatMap { $0.isFinite ? $0 : nil }
            self.max = max.layoutLength
        }

        /// The frame's length decided without the child, if the limits and proposal allow it.
        func fixedLength(proposal: Double?) -> Double? {
            guard let proposal else { return ideal }
            guard let min, let max, min <= max else { return nil }
            return Swift.min(Swift.max(proposal, min), max)
        }

        /// What the child is offered: the proposal (or ideal) clamped into the limits.
        func childProposal(_ proposal: Double?) -> Double? {
            guard var value = proposal ?? ideal else { return nil }
            value = Swift.max(min ?? -.infinity, value)
            value = Swift.min(max ?? .infinity, value)
            return value
        }

        /// The frame's length once the child, offered `childProposal`, chose `child`.
        func length(childProposal: Double?, child: Double) -> Double {
            if let min, let max, min <= max { return Swift.min(Swift.max(child, min), max) }
            if let min { return Swift.max(min, Swift.min(childProposal ?? .infinity, child)) }
            if let max { return Swift.min(max, Swift.max(childProposal ?? -.infinity, child)) }
            return child
        }

        /// What the child is offered when the frame is placed at `length`.
        func placementProposal(proposal: Double?, length: Double) -> Double? {
            if ideal != nil || proposal != nil { return length }
            if length >= (max ?? .infinity) || length <= (min ?? -.infinity) { return length }
            return nil
        }
    }

    var width: Limits
    var height: Limits
    var alignment: Alignment

    init(_ frame: FlexibleFrame, alignment: Alignment = .center) {
        width = Limits(min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth)
        height = Limits(min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight)
        self.alignment = alignment
    }

    func sizeThatFits(_ proposal: ProposedSize, child: (ProposedSize) -> Size) -> Size {
        let fixedWidth = width.fixedLength(proposal: proposal.width)
        let fixedHeight = height.fixedLength(proposal: proposal.height)
        if let fixedWidth, let fixedHeight { return Size(width: fixedWidth, height: fixedHeight) }
        let childProposal = ProposedSize(
            width: width.childProposal(proposal.width),
            height: height.childProposal(proposal.height))
        let childSize = child(childProposal)
        return Size(
            width: fixedWidth ?? width.length(childProposal: childProposal.width, child: childSize.width),
            height: fixedHeight ?? height.length(childProposal: childProposal.height, child: childSize.height))
    }

    func childPlacementProposal(_ proposal: ProposedSize, size: Size) -> ProposedSize {
        ProposedSize(
            width: width.placementProposal(proposal: proposal.width, length: size.width),
            height: height.placementProposal(proposal: proposal.height, length: size.height))
    }

    func childOrigin(child: ViewDimensions, in size: Size) -> Point {
        alignment.origin(of: child, in: size)
    }
}

//  StackLayout.swift
//  FlipbookLayout
//
//  Status: Complete

import FlipbookModel

/// `HStack` and `VStack`: SwiftUI's stack algorithm along one axis.
///
/// With a concrete proposal along the axis, the children are offered space in order of
/// increasing flexibility (how much their length changes between a zero and an infinite
/// proposal; ties keep source order): each gets the space not yet used, minus the spacing,
/// divided by the number of children still waiting, and the stack's full proposal across.
/// Rigid children are therefore sized first and the flexible ones share what is left. With an
/// unspecified proposal along the axis, every child is asked for its ideal length.
///
/// The stack is as long as its children plus the spacing between adjacent ones (a `Spacer` is a
/// child like any other and gets spacing too), and as wide as its widest child. Children are
/// aligned across the axis by the stack's alignment. SwiftUI's per-view-type spacing is not
/// modelled: `spacing: nil` is 8 points between any two children (SEMANTICS §8).
struct StackLayout {
    /// The sizes a stack chose for its children for one proposal.
    struct Plan {
        /// What each child was offered (the same proposal is used again to place it).
        var proposals: [ProposedSize]
        var sizes: [Size]
        /// The stack's own size.
        var size: Size
    }

    var axis: Axis
    var alignment: Alignment
    var spacing: Double

    /// The default spacing between adjacent children of a stack (SEMANTICS §8).
    static let defaultSpacing = 8.0

    init(axis: Axis, alignment: Alignment, spacing: Double?) {
        self.axis = axis
        self.alignment = alignment
        // A NaN spacing counts as 0; negative spacing is allowed (children overlap), as in SwiftUI.
        let spacing = spacing ?? StackLayout.defaultSpacing
        self.spacing = spacing.isFinite ? spacing : 0
    }

    /// The layout of a vertical or horizontal stack; nil for a `ZStack`.
    init?(_ kind: StackKind) {
        switch kind {
        case .vertical(let alignment, let spacing):
            self.init(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
                      spacing: spacing)
        case .horizontal(let alignment, let spacing):
            self.init(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
                      spacing: spacing)
        case .z:
            return nil
        }
    }

    /// Sizes `count` children for `proposal`; `child(i, p)` measures child `i` (memoised by the
    /// caller: each child is asked at most three distinct questions here).
    func plan(count: Int, proposal: ProposedSize, child: (Int, ProposedSize) -> Size) -> Plan {
        guard count > 0 else { return Plan(proposals: [], sizes: [], size: .zero) }
        let across = proposal[axis.other]
        let totalSpacing = spacing * Double(count - 1)
        var proposals = Array(repeating: ProposedSize.unspecified, count: count)
        var sizes = Array(repeating: Size.zero, count: count)

        if let major = proposal[axis] {
            let flexibility = (0..<count).map { index -> Double in
                let least = child(index, ProposedSize(along: axis, 0, across: across))[axis]
                let most = child(index, ProposedSize(along: axis, .infinity, across: across))[axis]
                let range = most - least
                return range.isNaN ? .infinity : range
            }
            let order = (0..<count).sorted { a, b in
                flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : a < b
            }
            var remaining = major - totalSpacing
            var waiting = count
            for index in order {
                // An infinite offer (a probe) stays infinite for everyone; never offer less than 0.
                let share = remaining == .infinity ? .infinity : max(0, remaining / Double(waiting))
                let offer = ProposedSize(along: axis, share, across: across)
                let size = child(index, offer)
                proposals[index] = offer
                sizes[index] = size
                if remaining != .infinity { remaining -= size[axis] }
                waiting -= 1
            }
        } else {
            for index in 0..<count {
                let offer = ProposedSize(along: axis, nil, across: across)
                proposals[index] = offer
                sizes[index] = child(index, offer)
            }
        }

        let length = sizes.reduce(0) { $0 + $1[axis] } + totalSpacing
        let breadth = sizes.map { $0[axis.other] }.max() ?? 0
        return Plan(proposals: proposals, sizes: sizes, size: Size(along: axis, max(0, length), across: breadth))
    }

    /// Each child's origin relative to the stack's origin.
    func childOrigins(_ plan: Plan) -> [Point] {
        var cursor = 0.0
        return plan.sizes.map { size in
            let origin = Point(along: axis, cursor,
                               across: crossOffset(child: size[axis.other], container: plan.size[axis.other]))
            cursor += size[axis] + spacing
            return origin
        }
    }

    /// Where a child of breadth `child` sits across the axis of a stack of breadth `container`.
    func crossOffset(child: Double, container: Double) -> Double {
        switch axis {
        case .vertical: alignment.horizontal.offset(child: child, container: container)
        case .horizontal: alignment.vertical.offset(child: child, container: container)
        }
    }
}

import FlipbookModel

/// `HStack` and `VStack`: SwiftUI's stack algorithm along one axis.
///
/// With a concrete proposal along the axis, the children are offered space by layout priority
/// (highest first; each priority group keeps back the minimum lengths of the groups after it),
/// and within a group in order of increasing flexibility (how much their length changes between
/// a zero and an infinite proposal; ties keep source order): each gets the space not yet used,
/// minus the spacing, divided by the number of children of the group still waiting, and the
/// stack's full proposal across. Rigid children are therefore sized first and the flexible ones
/// share what is left. With an unspecified proposal along the axis, every child is asked for its
/// ideal length.
///
/// The stack is as long as its children plus the spacing between adjacent ones (a `Spacer` is a
/// child like any other and gets spacing too). Across the axis, children line up on the stack's
/// alignment guide (a baseline, for instance), and the stack is as wide as that needs.
public struct StackLayout: ContainerLayout, Hashable {
    public var axis: Axis
    /// The guide children line up on across the axis.
    public var alignment: Alignment
    /// nil: each adjacent pair's own preference (`ViewSpacing`, 8 points by default).
    public var spacing: Double?
    /// A lazy stack's: it takes the whole length it is offered across its axis (a
    /// `LazyVStack` in a scroll view is as wide as the scroll view), its children aligned in it.
    public var fillsAcross = false

    /// The default spacing between adjacent children of a stack (SEMANTICS §8).
    public static let defaultSpacing = 8.0

    public init(axis: Axis, alignment: Alignment, spacing: Double?) {
        self.axis = axis
        self.alignment = alignment
        // A NaN spacing counts as 0; negative spacing is allowed (children overlap), as in SwiftUI.
        self.spacing = spacing.map { $0.isFinite ? $0 : 0 }
    }

    public static func vertical(alignment: HorizontalAlignment = .center, spacing: Double? = nil) -> StackLayout {
        StackLayout(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
    }

    public static func horizontal(alignment: VerticalAlignment = .center, spacing: Double? = nil) -> StackLayout {
        StackLayout(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
    }

    public var spacerAxis: Axis? { axis }
    public var clipsChildren: Bool { false }

    /// The sizes a stack chose for its children for one proposal.
    struct Plan {
        var proposals: [ProposedSize]
        var dimensions: [ViewDimensions]
        var gaps: [Double]
        var size: Size
        /// Where the children's alignment guides meet, across the axis, from the stack's edge.
        var guide: Double
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        plan(proposal, subviews).size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) -> [SubviewPlacement] {
        let plan = plan(proposal, subviews)
        var cursor = 0.0
        return subviews.indices.map { i in
            let d = plan.dimensions[i]
            let across = plan.guide - crossGuide(d)
            let origin = bounds.origin + Point(along: axis, cursor, across: across)
            cursor += d.size[axis] + (i < plan.gaps.count ? plan.gaps[i] : 0)
            return SubviewPlacement(position: origin, proposal: plan.proposals[i])
        }
    }

    /// A child's alignment guide across the axis.
    private func crossGuide(_ d: ViewDimensions) -> Double {
        axis == .vertical ? d[alignment.horizontal] : d[alignment.vertical]
    }

    func plan(_ proposal: ProposedSize, _ subviews: LayoutSubviews) -> Plan {
        let count = subviews.count
        guard count > 0 else { return Plan(proposals: [], dimensions: [], gaps: [], size: .zero, guide: 0) }
        let across = proposal[axis.other]
        let gaps = (0..<(count - 1)).map { i in
            spacing ?? subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: axis)
        }
        let totalSpacing = gaps.reduce(0, +)
        var proposals = Array(repeating: ProposedSize.unspecified, count: count)

        if let major = proposal[axis] {
            let least = (0..<count).map { subviews[$0].sizeThatFits(ProposedSize(along: axis, 0, across: across))[axis] }
            let flexibility = (0..<count).map { index -> Double in
                let most = subviews[index].sizeThatFits(ProposedSize(along: axis, .infinity, across: across))[axis]
                let range = most - least[index]
                return range.isNaN ? .infinity : range
            }
            let priorities = Array(Set((0..<count).map { subviews[$0].priority })).sorted(by: >)
            var remaining = major - totalSpacing
            for (groupIndex, priority) in priorities.enumerated() {
                let group = (0..<count).filter { subviews[$0].priority == priority }
                    .sorted { a, b in flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : a < b }
                // Lower-priority children keep at least their minimum length.
                let reserved = (0..<count).filter { subviews[$0].priority < priority }.reduce(0.0) { $0 + least[$1] }
                var available = remaining == .infinity ? .infinity : remaining - reserved
                var waiting = group.count
                for index in group {
                    // An infinite offer (a probe) stays infinite for everyone; never offer less than 0.
                    let share = available == .infinity ? .infinity : max(0, available / Double(waiting))
                    let offer = ProposedSize(along: axis, share, across: across)
                    let length = subviews[index].sizeThatFits(offer)[axis]
                    proposals[index] = offer
                    if available != .infinity { available -= length }
                    if remaining != .infinity { remaining -= length }
                    waiting -= 1
                }
                _ = groupIndex
            }
        } else {
            for index in 0..<count {
                proposals[index] = ProposedSize(along: axis, nil, across: across)
            }
        }
        let dimensions = (0..<count).map { subviews[$0].dimensions(in: proposals[$0]) }
        let length = dimensions.reduce(0) { $0 + $1.size[axis] } + totalSpacing
        let before = dimensions.map(crossGuide).max() ?? 0
        let after = dimensions.map { $0.size[axis.other] - crossGuide($0) }.max() ?? 0
        let extent = max(0, before + after)
        guard fillsAcross, let offered = across, offered.isFinite, offered > extent else {
            return Plan(
                proposals: proposals, dimensions: dimensions, gaps: gaps,
                size: Size(along: axis, max(0, length), across: extent), guide: before)
        }
        // The children sit in the length offered as the alignment puts them: at the leading
        // (top) edge, in the middle, or at the trailing (bottom) edge.
        return Plan(
            proposals: proposals, dimensions: dimensions, gaps: gaps,
            size: Size(along: axis, max(0, length), across: offered),
            guide: before + (offered - extent) * alignmentFraction)
    }

    /// Where across the axis the stack's alignment sits, as a fraction of its length.
    private var alignmentFraction: Double {
        guard axis == .vertical else {
            switch alignment.vertical {
            case .top, .custom: return 0
            case .bottom: return 1
            case .center, .firstTextBaseline, .lastTextBaseline: return 0.5
            }
        }
        return alignment.horizontal.defaultValue(width: 1)
    }

    public var description: String {
        let name = (fillsAcross ? "Lazy" : "") + (axis == .vertical ? "VStack" : "HStack")
        let guide = axis == .vertical ? alignment.horizontal.description : alignment.vertical.description
        return "\(name)(alignment: \(guide), spacing: \(spacing.map(formatNumber) ?? "default"))"
    }
}

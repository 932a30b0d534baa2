import FlipbookModel

/// The frame of a `List`: like a `ScrollView` at rest, it takes all the space it is offered
/// (its content's size along an unspecified dimension), lays its content out top-down from
/// offset zero, offered the list's width and an unspecified height, and clips it to its frame.
///
/// The rows, their insets, separators and the section's background are built by the
/// interpreter from existing constructs (stacks, padding, frames, `Divider`, shapes) with the
/// numbers of `ListMetrics`, so they identify, animate and transition as in a `VStack`.
public struct ListLayout: ContainerLayout {
    public init() {}

    public var spacerAxis: Axis? { nil }
    public var clipsChildren: Bool { true }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        if let width = proposal.width, let height = proposal.height, width.isFinite, height.isFinite {
            return Size(width: width, height: height)
        }
        let content = contentSize(width: proposal.width, subviews: subviews)
        func pick(_ offered: Double?, _ own: Double) -> Double {
            guard let offered, offered.isFinite else { return own }
            return offered
        }
        return Size(width: pick(proposal.width, content.width), height: pick(proposal.height, content.height))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) -> [SubviewPlacement] {
        subviews.map { _ in
            SubviewPlacement(
                position: bounds.origin, anchor: .topLeading,
                proposal: ProposedSize(width: bounds.size.width, height: nil))
        }
    }

    private func contentSize(width: Double?, subviews: LayoutSubviews) -> Size {
        let offered = width.flatMap { $0.isFinite ? $0 : nil }
        var size = Size.zero
        for subview in subviews {
            let s = subview.sizeThatFits(ProposedSize(width: offered, height: nil))
            size = Size(width: max(size.width, s.width), height: max(size.height, s.height))
        }
        return size
    }

    public var description: String { "List" }
}

/// The numbers of an iOS 17 list in light mode (SEMANTICS "List"; docs/semantics.md says
/// which are measured and which are chosen).
public struct ListMetrics: Hashable, Sendable {
    /// Space from the list's top to the first row (a section without a header).
    public var sectionTop: Double
    /// Space after the last row of a section.
    public var sectionBottom: Double
    /// The section's inset from the list's leading and trailing edges.
    public var sectionInset: Double
    /// The corner radius of the section's rounded background (0: none drawn).
    public var cornerRadius: Double
    /// The list's background and the section's.
    public var background: SystemColor
    public var sectionBackground: SystemColor?
    /// A section header's space above and below (its text is footnote, capitals, secondary).
    public var headerTop: Double = 17
    public var headerBottom: Double = 7
    /// A section footer's space above (below it comes the next section's space).
    public var footerTop: Double = 7
    /// A row's minimum height, and its content's padding.
    public var rowMinHeight: Double = 44
    public var rowHorizontalPadding: Double = 16
    public var rowVerticalPadding: Double = 11
    /// The separator's inset from the row's leading edge (the content's leading edge).
    public var separatorLeadingInset: Double = 16
    /// Whether the list is in edit mode (`\.editMode` active): rows that can be deleted show a
    /// delete control before their content, rows that can be moved a reorder grip after it.
    public var isEditing = false
    /// Edit mode's controls [U] (docs/semantics.md, "Lists"): the red delete circle's diameter
    /// and the space after it; the grip's three lines, their length and the space before them.
    public static let deleteControlDiameter = 22.0
    public static let deleteControlSpacing = 16.0
    public static let gripLineLength = 18.0
    public static let gripSpacing = 16.0

    /// `.listSectionSpacing(.compact)`: chosen [U] (docs/semantics.md, "Lists").
    public static let compactSectionSpacing = 20.0

    public static func metrics(for style: ListStyleKind) -> ListMetrics {
        switch style {
        case .plain:
            ListMetrics(
                sectionTop: 0, sectionBottom: 0, sectionInset: 0, cornerRadius: 0,
                background: .systemBackground, sectionBackground: nil)
        case .grouped:
            ListMetrics(
                sectionTop: 35, sectionBottom: 35, sectionInset: 0, cornerRadius: 0,
                background: .systemGroupedBackground, sectionBackground: .secondarySystemGroupedBackground)
        case .automatic, .insetGrouped, .inset, .sidebar:
            ListMetrics(
                sectionTop: 35, sectionBottom: 35, sectionInset: 16, cornerRadius: 10,
                background: .systemGroupedBackground, sectionBackground: .secondarySystemGroupedBackground)
        }
    }
}

import FlipbookModel
import Testing

@testable import FlipbookVocabulary

@Suite struct StackLayoutTests {
    @Test func nilProposalAlongTheAxisGivesIdealSizes() {
        // A fixed height passes an unspecified width through to the HStack: ideal widths.
        let engine = FakeSubviews([shape, shape])
        let stack = StackLayout.horizontal()
        let size = stack.sizeThatFits(ProposedSize(width: nil, height: 100), subviews: engine.subviews)
        #expect(engine.proposals(of: 0).allSatisfy { $0 == ProposedSize(width: nil, height: 100) })
        #expect(size == Size(width: 28, height: 100))
    }

    @Test func higherPriorityChildrenAreOfferedSpaceFirstLeavingTheOthersTheirMinimum() {
        // Two shapes in 200 points, the second with priority 1: it takes everything but the
        // first's minimum (0) and the spacing (8).
        let engine = FakeSubviews([shape, shape], priorities: [0, 1])
        let stack = StackLayout.horizontal()
        let bounds = Rect(x: 0, y: 0, width: 200, height: 50)
        let placements = stack.placeSubviews(in: bounds, proposal: ProposedSize(bounds.size), subviews: engine.subviews)
        #expect(placements[1].proposal.width == 192)
        #expect(placements[0].proposal.width == 0)
        #expect(placements[1].position.x == 8)
    }

    @Test func childrenLineUpOnTheirGuides() {
        // Leading alignment in a VStack: every child starts at the stack's leading edge.
        let engine = FakeSubviews([fixed(Size(width: 30, height: 10)), fixed(Size(width: 50, height: 10))])
        let stack = StackLayout.vertical(alignment: .leading, spacing: 0)
        let bounds = Rect(x: 10, y: 20, width: 50, height: 20)
        let placements = stack.placeSubviews(in: bounds, proposal: .unspecified, subviews: engine.subviews)
        #expect(placements.map(\.position) == [Point(x: 10, y: 20), Point(x: 10, y: 30)])
        let trailing = StackLayout.vertical(alignment: .trailing, spacing: 0)
            .placeSubviews(in: bounds, proposal: .unspecified, subviews: engine.subviews)
        #expect(trailing.map(\.position) == [Point(x: 30, y: 20), Point(x: 10, y: 30)])
    }

    /// A lazy stack takes the whole width it is offered (a `LazyVStack` in a scroll view is as
    /// wide as the scroll view), its children placed in it by the alignment; the eager stack
    /// hugs them.
    @Test(arguments: [(HorizontalAlignment.leading, 0.0), (.center, 75), (.trailing, 150)])
    func aLazyStackFillsTheWidthOffered(alignment: HorizontalAlignment, x: Double) {
        let engine = FakeSubviews([fixed(Size(width: 50, height: 10))])
        var lazy = StackLayout.vertical(alignment: alignment, spacing: 0)
        lazy.fillsAcross = true
        let proposal = ProposedSize(width: 200, height: nil)
        #expect(lazy.sizeThatFits(proposal, subviews: engine.subviews) == Size(width: 200, height: 10))
        #expect(StackLayout.vertical().sizeThatFits(proposal, subviews: engine.subviews) == Size(width: 50, height: 10))
        let bounds = Rect(x: 0, y: 0, width: 200, height: 10)
        #expect(lazy.placeSubviews(in: bounds, proposal: proposal, subviews: engine.subviews).map(\.position.x) == [x])
        // Offered no width, it is as wide as its children.
        #expect(lazy.sizeThatFits(.unspecified, subviews: engine.subviews) == Size(width: 50, height: 10))
    }
}

import FlipbookModel
import Testing

@testable import FlipbookVocabulary

@Suite struct ScrollViewLayoutTests {
    let tall = fixed(Size(width: 100, height: 500))

    @Test func aFiniteProposalIsTakenWhole() {
        let engine = FakeSubviews([tall])
        let size = ScrollViewLayout().sizeThatFits(ProposedSize(width: 400, height: 300), subviews: engine.subviews)
        #expect(size == Size(width: 400, height: 300))
        let zero = ScrollViewLayout().sizeThatFits(.zero, subviews: engine.subviews)
        #expect(zero == .zero)
    }

    @Test func anUnspecifiedOrInfiniteDimensionTakesTheContentsLength() {
        let engine = FakeSubviews([tall])
        let layout = ScrollViewLayout()
        #expect(
            layout.sizeThatFits(ProposedSize(width: 400, height: nil), subviews: engine.subviews) == Size(width: 400, height: 500)
        )
        #expect(layout.sizeThatFits(.unspecified, subviews: engine.subviews) == Size(width: 100, height: 500))
        #expect(
            layout.sizeThatFits(ProposedSize(width: 400, height: .infinity), subviews: engine.subviews)
                == Size(width: 400, height: 500))
    }

    @Test func theContentIsOfferedNilAlongTheScrollAxisAndTheWidthAcross() {
        let engine = FakeSubviews([shape])
        let bounds = Rect(x: 10, y: 20, width: 400, height: 300)
        let placements = ScrollViewLayout().placeSubviews(
            in: bounds, proposal: ProposedSize(bounds.size), subviews: engine.subviews)
        #expect(placements.map(\.proposal) == [ProposedSize(width: 400, height: nil)])
        // A shape's ideal height is 10: at the top, as wide as the scroll view.
        #expect(placements.map(\.position) == [Point(x: 10, y: 20)])
    }

    @Test func horizontalContentStartsAtTheLeadingEdgeCentredAcross() {
        let engine = FakeSubviews([fixed(Size(width: 100, height: 40))])
        let bounds = Rect(x: 0, y: 0, width: 300, height: 200)
        let layout = ScrollViewLayout(axes: [.horizontal])
        let placements = layout.placeSubviews(in: bounds, proposal: ProposedSize(bounds.size), subviews: engine.subviews)
        #expect(placements.map(\.proposal) == [ProposedSize(width: nil, height: 200)])
        #expect(placements.map(\.position) == [Point(x: 0, y: 80)])
    }

    @Test func bothAxesOfferNilAndStartAtTheTopLeadingCorner() {
        let engine = FakeSubviews([fixed(Size(width: 100, height: 40))])
        let bounds = Rect(x: 0, y: 0, width: 300, height: 200)
        let layout = ScrollViewLayout(axes: [.horizontal, .vertical])
        let placements = layout.placeSubviews(in: bounds, proposal: ProposedSize(bounds.size), subviews: engine.subviews)
        #expect(placements.map(\.proposal) == [ProposedSize.unspecified])
        #expect(placements.map(\.position) == [Point(x: 0, y: 0)])
    }

    @Test func theClipFollowsTheEnvironment() {
        var environment = EnvironmentValues()
        #expect(ScrollViewLayout().resolved(in: environment).clipsChildren)
        environment.scrollClipDisabled = true
        #expect(!ScrollViewLayout().resolved(in: environment).clipsChildren)
    }
}

@Suite struct FixedSizeLayoutTests {
    @Test func fixedAxesAreProposedNil() {
        var asked: [ProposedSize] = []
        let layout = FixedSizeLayout(horizontal: true, vertical: false)
        let size = layout.sizeThatFits(ProposedSize(width: 20, height: 30)) { proposal in
            asked.append(proposal)
            return Size(width: 80, height: proposal.height ?? 10)
        }
        #expect(asked == [ProposedSize(width: nil, height: 30)])
        #expect(size == Size(width: 80, height: 30))
        #expect(layout.childOrigin(child: ViewDimensions(size: size), in: size) == .zero)
    }
}

@Suite struct GridTrackTests {
    @Test func tracksShareSpaceAsAStackDoes() {
        // A rigid 40 and two flexible tracks in 200: the rigid one first, the others 80 each.
        let lengths: [(Double?) -> Double] = [{ _ in 40 }, { $0 ?? 10 }, { $0 ?? 10 }]
        #expect(GridPlan.distribute(200, count: 3) { lengths[$0]($1) } == [40, 80, 80])
        #expect(GridPlan.distribute(nil, count: 3) { lengths[$0]($1) } == [40, 10, 10])
    }
}

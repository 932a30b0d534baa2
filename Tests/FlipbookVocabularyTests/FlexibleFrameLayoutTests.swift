import FlipbookModel
import Testing

@testable import FlipbookVocabulary

@Suite struct FlexibleFrameLayoutTests {
    /// A child that takes the proposal, 10 where unspecified (a shape).
    private func shape(_ proposal: ProposedSize) -> Size { ShapeLeaf.fillSize(proposal) }

    /// A child with a fixed 30 × 20 size (a text, say).
    private func fixed(_ proposal: ProposedSize) -> Size { Size(width: 30, height: 20) }

    @Test func maxInfinityFillsTheOfferAndHugsWhenUnspecified() {
        let layout = FlexibleFrameLayout(FlexibleFrame(maxWidth: .infinity))
        #expect(layout.sizeThatFits(ProposedSize(width: 300, height: 100), child: fixed) == Size(width: 300, height: 20))
        #expect(layout.sizeThatFits(.unspecified, child: fixed) == Size(width: 30, height: 20))
        #expect(layout.sizeThatFits(ProposedSize(width: .infinity, height: 0), child: fixed).width == .infinity)
    }

    @Test func minAndMaxClampTheProposalWithoutAskingTheChild() {
        let layout = FlexibleFrameLayout(FlexibleFrame(minWidth: 50, maxWidth: 200, minHeight: 10, maxHeight: 40))
        var asked = false
        let size = layout.sizeThatFits(ProposedSize(width: 300, height: 5)) { _ in
            asked = true
            return .zero
        }
        #expect(size == Size(width: 200, height: 10))
        #expect(!asked)
        #expect(layout.sizeThatFits(.unspecified, child: fixed) == Size(width: 50, height: 20))
    }

    @Test func minOnlyAndMaxOnly() {
        let minimum = FlexibleFrameLayout(FlexibleFrame(minWidth: 100))
        #expect(minimum.sizeThatFits(ProposedSize(width: 50, height: 50), child: fixed).width == 100)
        #expect(minimum.sizeThatFits(ProposedSize(width: 300, height: 50), child: shape).width == 300)
        #expect(minimum.sizeThatFits(.unspecified, child: shape).width == 100)
        let maximum = FlexibleFrameLayout(FlexibleFrame(maxWidth: 80))
        #expect(maximum.sizeThatFits(ProposedSize(width: 300, height: 50), child: shape).width == 80)
        #expect(maximum.sizeThatFits(ProposedSize(width: 50, height: 50), child: fixed).width == 50)
    }

    @Test func idealAnswersAnUnspecifiedProposal() {
        let layout = FlexibleFrameLayout(FlexibleFrame(idealWidth: 70, idealHeight: 30))
        #expect(layout.sizeThatFits(.unspecified, child: shape) == Size(width: 70, height: 30))
        #expect(layout.sizeThatFits(ProposedSize(width: 120, height: 10), child: shape) == Size(width: 120, height: 10))
    }

    @Test func placedChildFillsAFrameAtItsMinimum() {
        // Rectangle().frame(minWidth: 100) asked for its ideal size: the frame is 100 wide and
        // the rectangle, offered the frame's width when placed, fills it.
        let layout = FlexibleFrameLayout(FlexibleFrame(minWidth: 100))
        let size = layout.sizeThatFits(.unspecified, child: shape)
        #expect(size == Size(width: 100, height: 10))
        #expect(layout.childPlacementProposal(.unspecified, size: size) == ProposedSize(width: 100, height: nil))
    }

    @Test func nonsenseLimitsAreSanitised() {
        let layout = FlexibleFrameLayout(FlexibleFrame(minWidth: .nan, idealWidth: .infinity, maxWidth: -5))
        #expect(layout.sizeThatFits(ProposedSize(width: 300, height: 50), child: shape) == Size(width: 0, height: 50))
    }
}

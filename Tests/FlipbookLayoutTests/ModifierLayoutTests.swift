//  ModifierLayoutTests.swift
//  FlipbookLayoutTests

import FlipbookModel
import Testing
@testable import FlipbookLayout

@Suite struct ModifierLayoutTests {
    @Test func paddingInsetsTheChild() {
        let insets = EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        let tree = layout([color(id(0), [frame(100, 50), .padding(insets)])])
        #expect(tree.layers(id(0)) == [rect(140, 115, 100, 50), rect(140, 115, 100, 50), rect(120, 105, 160, 90)])
    }

    @Test func paddingProposesTheProposalMinusInsets() {
        let tree = layout([color(id(0), [.padding(EdgeInsets(all: 16))])])
        #expect(tree.layers(id(0)) == [rect(16, 16, 368, 268), rect(0, 0, 400, 300)])
    }

    @Test func backgroundTakesTheSizeOfThePaddedText() {
        // Text("Hi").padding().background(Color.red), with the attachment wrapped in a ZStack
        // as the evaluator builds it.
        let background = zstack(id(0).appending(.attachment(1)), [color(id(0).appending(.attachment(1)).appending(.slot(0)))])
        let tree = layout([text(id(0), "Hi", [.padding(EdgeInsets(all: 16)), .background(background, alignment: .center)])])
        #expect(tree.layers(id(0)) == [rect(190, 142, 20, 16), rect(174, 126, 52, 48), rect(174, 126, 52, 48)])
        #expect(tree.frame(background.identity) == rect(174, 126, 52, 48))
        #expect(tree.frame(background.contentChildren[0].identity) == rect(174, 126, 52, 48))
    }

    @Test func overlayIsAlignedInTheFrameItDecorates() {
        let badge = color(id(0).appending(.attachment(1)), [frame(20, 20)])
        let tree = layout([color(id(0), [frame(100, 100), .overlay(badge, alignment: .bottomLeading)])])
        #expect(tree.frame(badge.identity) == rect(150, 180, 20, 20))
        #expect(tree.frame(id(0)) == rect(150, 100, 100, 100))
    }

    @Test func overlayInsideAnAlignedZStackAsTheEvaluatorBuildsIt() {
        let slot = id(0).appending(.attachment(1))
        let overlay = zstack(slot, alignment: .topTrailing, [color(slot.appending(.slot(0)), [frame(20, 20)])])
        let tree = layout([color(id(0), [frame(100, 100), .overlay(overlay, alignment: .topTrailing)])])
        #expect(tree.frame(slot) == rect(230, 100, 20, 20))
        #expect(tree.frame(slot.appending(.slot(0))) == rect(230, 100, 20, 20))
    }

    @Test func positionTakesTheProposalAndCentresTheChild() {
        let tree = layout([color(id(0), [frame(40, 40), .position(x: 100, y: 50)])])
        #expect(tree.layers(id(0)) == [rect(80, 30, 40, 40), rect(80, 30, 40, 40), rect(0, 0, 400, 300)])
    }

    @Test func offsetAndOtherDrawingModifiersKeepTheFrame() {
        let tree = layout([color(id(0), [
            frame(40, 40), .offset(x: 30, y: 30), .opacity(0.5),
            .scaleEffect(x: 2, y: 2, anchor: .center), .rotationEffect(Angle(degrees: 45), anchor: .center),
            .clipRoundedRectangle(cornerRadius: 4), .animation(.linear(duration: 1), value: IdentityKey("v")),
        ])])
        #expect(tree.layers(id(0)) == Array(repeating: rect(180, 130, 40, 40), count: 8))
    }

    @Test func layersFollowAChainOfModifiers() {
        let background = color(id(0).appending(.attachment(4)))
        let modifiers: [ViewModifier] = [
            .padding(EdgeInsets(all: 10)),
            frame(100, 60, .topLeading),
            .opacity(0.5),
            .offset(x: 5, y: 5),
            .background(background, alignment: .center),
            .padding(EdgeInsets(all: 5)),
        ]
        let tree = layout([text(id(0), "Hi", modifiers)])
        let layers = tree.layers(id(0))
        #expect(layers.count == modifiers.count + 1)
        #expect(layers == [
            rect(160, 130, 20, 16),   // the text
            rect(150, 120, 40, 36),   // padded by 10
            rect(150, 120, 100, 60),  // the frame, text at its top leading corner
            rect(150, 120, 100, 60),  // opacity
            rect(150, 120, 100, 60),  // offset: a render translation only
            rect(150, 120, 100, 60),  // background
            rect(145, 115, 110, 70),  // padded by 5
        ])
        #expect(tree.frame(background.identity) == rect(150, 120, 100, 60))
        #expect(tree[id(0)]?.text?.lines.first?.origin == Point(x: 0, y: 12))
    }
}

@Suite struct FlexibleFrameLayoutTests {
    /// A child that takes the proposal, 10 where unspecified (a shape).
    private func shape(_ proposal: ProposedSize) -> Size { LeafLayout.fillSize(proposal) }

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
        let size = layout.sizeThatFits(ProposedSize(width: 300, height: 5)) { _ in asked = true; return .zero }
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

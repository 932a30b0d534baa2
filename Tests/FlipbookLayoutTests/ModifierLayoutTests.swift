//  ModifierLayoutTests.swift
//  FlipbookLayoutTests

import FlipbookModel
import Testing

@testable import FlipbookLayout
@testable import FlipbookVocabulary

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
        let tree = layout([
            color(
                id(0),
                [
                    frame(40, 40), .offset(x: 30, y: 30), .opacity(0.5),
                    .effect(AnyViewModifier(ScaleEffect(x: 2, y: 2))),
                    .effect(AnyViewModifier(RotationEffect(angle: Angle(degrees: 45)))),
                    .effect(AnyViewModifier(CornerRadius(radius: 4))), .animation(.linear(duration: 1), value: IdentityKey("v")),
                ])
        ])
        #expect(tree.layers(id(0)) == Array(repeating: rect(180, 130, 40, 40), count: 8))
    }

    @Test func layersFollowAChainOfModifiers() {
        let background = color(id(0).appending(.attachment(4)))
        let modifiers: [NodeModifier] = [
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
        #expect(
            layers == [
                rect(160, 130, 20, 16),  // the text
                rect(150, 120, 40, 36),  // padded by 10
                rect(150, 120, 100, 60),  // the frame, text at its top leading corner
                rect(150, 120, 100, 60),  // opacity
                rect(150, 120, 100, 60),  // offset: a render translation only
                rect(150, 120, 100, 60),  // background
                rect(145, 115, 110, 70),  // padded by 5
            ])
        #expect(tree.frame(background.identity) == rect(150, 120, 100, 60))
        #expect(tree[id(0)]?.measurement?.text?.lines.first?.origin == Point(x: 0, y: 12))
    }
}

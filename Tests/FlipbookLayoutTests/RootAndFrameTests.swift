//  RootAndFrameTests.swift
//  FlipbookLayoutTests

import FlipbookModel
import Testing

@testable import FlipbookLayout
@testable import FlipbookVocabulary

@Suite struct RootAndFrameTests {
    @Test func fixedFrameIsCentredInCanvas() {
        let tree = layout([node(id(0), .shape(.rectangle, fill: red), [frame(100, 50)])])
        #expect(tree.layers(id(0)) == [rect(150, 125, 100, 50), rect(150, 125, 100, 50)])
        #expect(tree.canvas == Size(width: 400, height: 300))
    }

    @Test func severalRootsStackVerticallyWithDefaultSpacing() {
        let tree = layout([color(id(0), [frame(100, 50)]), color(id(1), [frame(60, 30)])])
        // 50 + 8 + 30 = 88 high, centred: starts at (300 - 88) / 2 = 106.
        #expect(tree.frame(id(0)) == rect(150, 106, 100, 50))
        #expect(tree.frame(id(1)) == rect(170, 164, 60, 30))
    }

    @Test func emptyTreeHasNoNodes() {
        #expect(layout([]).nodes.isEmpty)
    }

    @Test func shapesTakeTheFrameTheyAreOffered() {
        let tree = layout([
            hstack(
                id(0), spacing: 0,
                [
                    node(id(0, 0), .shape(.circle, fill: red), [frame(80, 40)]),
                    node(id(0, 1), .shape(.capsule, fill: red), [frame(120, nil)]),
                    node(id(0, 2), .shape(.roundedRectangle(cornerRadius: 8), fill: red), [frame(nil, 20)]),
                ])
        ])
        // The circle draws inscribed; its frame is the whole 80 × 40.
        #expect(tree.layers(id(0, 0))[0].size == Size(width: 80, height: 40))
        // The capsule's height passes the stack's proposal (the canvas height) through.
        #expect(tree.layers(id(0, 1))[0].size == Size(width: 120, height: 300))
        // The rounded rectangle takes what is left of the width: 400 - 80 - 120.
        #expect(tree.layers(id(0, 2))[0].size == Size(width: 200, height: 20))
    }

    @Test func shapeFillsTheCanvasUnderInfiniteMaxFrame() {
        let fill = FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)
        let tree = layout([node(id(0), .shape(.ellipse, fill: red), [.flexibleFrame(fill)])])
        #expect(tree.layers(id(0)) == [rect(0, 0, 400, 300), rect(0, 0, 400, 300)])
    }

    @Test func frameWithOneFixedDimensionTakesTheChildsOther() {
        let tree = layout([text(id(0), "Hello", [frame(100, nil, .leading)])])
        #expect(tree.layers(id(0)) == [rect(150, 142, 50, 16), rect(150, 142, 100, 16)])
    }

    @Test func childLargerThanItsFrameOverflowsCentred() {
        let tree = layout([color(id(0), [frame(100, 100), frame(50, 50)])])
        #expect(tree.layers(id(0)) == [rect(150, 100, 100, 100), rect(150, 100, 100, 100), rect(175, 125, 50, 50)])
    }

    @Test func spacerOutsideAStackTakesTheProposal() {
        let tree = layout([zstack(id(0), [node(id(0, 0), .spacer(minLength: nil), [frame(30, 20)])])])
        #expect(tree.layers(id(0, 0))[0] == rect(185, 140, 30, 20))
    }

    @Test func rootSpacerIsInTheRootVStack() {
        // The roots form a VStack, so a root Spacer is vertical: no width.
        let tree = layout([node(id(0), .spacer(minLength: nil), [frame(30, 20)])])
        #expect(tree.layers(id(0))[0] == rect(200, 140, 0, 20))
    }
}

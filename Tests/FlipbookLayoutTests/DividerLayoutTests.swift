//  DividerLayoutTests.swift
//  FlipbookLayoutTests

import FlipbookModel
import Testing

@testable import FlipbookLayout
@testable import FlipbookVocabulary

/// `Divider` in the layout engine: the axis of its parent stack decides its direction.
@Suite struct DividerLayoutTests {
    func divider(_ identity: Identity, _ modifiers: [NodeModifier] = []) -> ViewNode {
        node(identity, .leaf(AnyLeafView(DividerLeaf().resolved(in: EnvironmentValues()))), modifiers)
    }

    @Test func inAVStackItSpansTheStacksWidth() {
        // A 120 × 100 frame in the 400 × 300 canvas, at (140, 100); the stack is 20 + 1 + 21
        // high, centred in it from y = 129.
        let tree = layout([
            vstack(
                id(0), spacing: 0,
                [
                    color(id(0, 0), [frame(50, 20)]),
                    divider(id(0, 1)),
                    color(id(0, 2), [frame(50, 21)]),
                ], [frame(120, 100)])
        ])
        #expect(tree.frame(id(0, 1)) == rect(140, 149, 120, 1))
        #expect(tree.layers(id(0)).first == rect(140, 129, 120, 42))
    }

    @Test func inAnHStackItIsAsTallAsTheStackIsOffered() {
        // 20 + 1 + 21 wide, 80 high (the divider takes the whole height offered), centred in a
        // 100 × 80 frame at (150, 110).
        let tree = layout([
            hstack(
                id(0), spacing: 0,
                [
                    color(id(0, 0), [frame(20, 30)]),
                    divider(id(0, 1)),
                    color(id(0, 2), [frame(21, 30)]),
                ], [frame(100, 80)])
        ])
        #expect(tree.frame(id(0, 0)) == rect(179, 135, 20, 30))
        #expect(tree.frame(id(0, 1)) == rect(199, 110, 1, 80))
        #expect(tree.frame(id(0, 2)) == rect(200, 135, 21, 30))
    }

    @Test func withDefaultSpacingItGetsEightPointsOnEitherSide() {
        let tree = layout([
            hstack(
                id(0),
                [
                    color(id(0, 0), [frame(20, 30)]),
                    divider(id(0, 1)),
                    color(id(0, 2), [frame(21, 30)]),
                ], [frame(100, 80)])
        ])
        // 20 + 8 + 1 + 8 + 21 = 58 wide, from x = 171.
        #expect(tree.frame(id(0, 0))?.maxX == 191)
        #expect(tree.frame(id(0, 1)) == rect(199, 110, 1, 80))
        #expect(tree.frame(id(0, 2))?.minX == 208)
    }

    @Test func outsideAStackItIsHorizontal() {
        // In a ZStack the divider has no stack axis: a horizontal line, centred (149.5 rounds
        // up to the pixel grid).
        let tree = layout([zstack(id(0), [divider(id(0, 0))], [frame(120, 100)])])
        #expect(tree.frame(id(0, 0)) == rect(140, 150, 120, 1))
    }

    @Test func atScaleTwoItIsHalfAPoint() {
        let tree = layout([vstack(id(0), spacing: 0, [divider(id(0, 0))], [frame(120, 100)])], scale: 2)
        // 149.75…150.25 on a half-point grid.
        #expect(tree.frame(id(0, 0)) == rect(140, 150, 120, 0.5))
    }
}

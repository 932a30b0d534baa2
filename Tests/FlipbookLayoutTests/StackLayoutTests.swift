//  StackLayoutTests.swift
//  FlipbookLayoutTests

import FlipbookModel
import Testing

@testable import FlipbookLayout
@testable import FlipbookVocabulary

@Suite struct StackLayoutTests {
    private func twoBoxes(alignment: HorizontalAlignment, spacing: Double?) -> LayoutTree {
        layout([
            vstack(
                id(0), alignment: alignment, spacing: spacing,
                [
                    color(id(0, 0), [frame(100, 50)]),
                    color(id(0, 1), [frame(60, 30)]),
                ])
        ])
    }

    @Test func vstackDefaultSpacingIsEight() {
        let tree = twoBoxes(alignment: .center, spacing: nil)
        #expect(tree.frame(id(0)) == rect(150, 106, 100, 88))
        #expect(tree.frame(id(0, 0)) == rect(150, 106, 100, 50))
        #expect(tree.frame(id(0, 1)) == rect(170, 164, 60, 30))
    }

    @Test(arguments: [(HorizontalAlignment.leading, 150.0), (.center, 170), (.trailing, 190)])
    func vstackExplicitSpacingAndAlignment(alignment: HorizontalAlignment, x: Double) {
        let tree = twoBoxes(alignment: alignment, spacing: 20)
        // 50 + 20 + 30 = 100 high, from y = 100.
        #expect(tree.frame(id(0)) == rect(150, 100, 100, 100))
        #expect(tree.frame(id(0, 0)) == rect(150, 100, 100, 50))
        #expect(tree.frame(id(0, 1)) == rect(x, 170, 60, 30))
    }

    @Test(arguments: [(VerticalAlignment.top, 125.0), (.center, 135), (.bottom, 145)])
    func hstackAlignment(alignment: VerticalAlignment, y: Double) {
        let tree = layout([
            hstack(
                id(0), alignment: alignment, spacing: 0,
                [
                    color(id(0, 0), [frame(100, 50)]),
                    color(id(0, 1), [frame(60, 30)]),
                ])
        ])
        #expect(tree.frame(id(0)) == rect(120, 125, 160, 50))
        #expect(tree.frame(id(0, 1)) == rect(220, y, 60, 30))
    }

    @Test func spacerPushesChildToTrailingEdge() {
        let tree = layout([
            hstack(
                id(0),
                [
                    node(id(0, 0), .spacer(minLength: nil)),
                    color(id(0, 1), [frame(50, 50)]),
                ], [frame(300, nil)])
        ])
        #expect(tree.layers(id(0)) == [rect(50, 125, 300, 50), rect(50, 125, 300, 50)])
        // The spacer gets 300 - 8 - 50 and no height; the box ends at the frame's trailing edge.
        #expect(tree.frame(id(0, 0)) == rect(50, 150, 242, 0))
        #expect(tree.frame(id(0, 1)) == rect(300, 125, 50, 50))
    }

    @Test func spacerMinLengthHoldsWhenSpaceRunsOut() {
        let tree = layout([
            hstack(
                id(0), spacing: 0,
                [
                    color(id(0, 0), [frame(380, 10)]),
                    node(id(0, 1), .spacer(minLength: 40)),
                ])
        ])
        #expect(tree.frame(id(0, 1))?.width == 40)
        #expect(tree.frame(id(0))?.width == 420)
    }

    @Test func leastFlexibleChildIsSizedFirst() {
        // The text can shrink only to its widest character, the colour to nothing: the text is
        // offered half of 200 first and wraps to 50, the colour takes the remaining 150.
        let tree = layout([
            hstack(
                id(0), spacing: 0,
                [
                    text(id(0, 0), "Hello world"),
                    color(id(0, 1)),
                ], [frame(200, nil)])
        ])
        #expect(tree.frame(id(0, 0)) == rect(100, 134, 50, 32))
        #expect(tree.frame(id(0, 1)) == rect(150, 0, 150, 300))
        #expect(tree[id(0, 0)]?.measurement?.text?.lineTexts == ["Hello", "world"])
    }

    @Test func equalFlexibilitySharesEvenly() {
        let tree = layout([vstack(id(0), spacing: 10, [color(id(0, 0)), color(id(0, 1)), color(id(0, 2))])])
        #expect(tree.frame(id(0, 0)) == rect(0, 0, 400, 93))
        #expect(tree.frame(id(0, 1)) == rect(0, 103, 400, 94))
        #expect(tree.frame(id(0, 2)) == rect(0, 207, 400, 93))
    }

    @Test func flexibleFrameMaxWidthInfinityFillsTheVStackWidth() {
        let tree = layout([
            vstack(
                id(0),
                [
                    color(id(0, 0), [frame(100, 20)]),
                    text(id(0, 1), "Hello", [.flexibleFrame(FlexibleFrame(maxWidth: .infinity))]),
                    text(id(0, 2), "Hi", [.flexibleFrame(FlexibleFrame(maxWidth: .infinity), alignment: .leading)]),
                ])
        ])
        // 20 + 8 + 16 + 8 + 16 = 68 high, from y = 116; the stack is as wide as the canvas.
        #expect(tree.frame(id(0)) == rect(0, 116, 400, 68))
        #expect(tree.frame(id(0, 0)) == rect(150, 116, 100, 20))
        #expect(tree.layers(id(0, 1)) == [rect(175, 144, 50, 16), rect(0, 144, 400, 16)])
        #expect(tree.layers(id(0, 2)) == [rect(0, 168, 20, 16), rect(0, 168, 400, 16)])
    }

    @Test func emptyViewsTakeNoSpaceAndNoSpacing() {
        let tree = layout([
            vstack(
                id(0),
                [
                    color(id(0, 0), [frame(100, 50)]),
                    node(id(0, 1), .empty, [.padding(EdgeInsets(all: 20))]),
                    color(id(0, 2), [frame(60, 30)]),
                ])
        ])
        #expect(tree.frame(id(0)) == rect(150, 106, 100, 88))
        #expect(tree.frame(id(0, 2)) == rect(170, 164, 60, 30))
        // It goes, with zero size, where its container starts.
        #expect(tree.layers(id(0, 1)) == [rect(150, 106, 0, 0), rect(150, 106, 0, 0)])
    }

    @Test func zstackAlignsChildrenInTheLargest() {
        for (alignment, origin) in [
            (Alignment.bottomTrailing, Point(x: 210, y: 180)),
            (.topLeading, Point(x: 150, y: 100)),
            (.center, Point(x: 180, y: 140)),
        ] {
            let tree = layout([
                zstack(
                    id(0), alignment: alignment,
                    [
                        color(id(0, 0), [frame(100, 100)]),
                        color(id(0, 1), [frame(40, 20)]),
                    ])
            ])
            #expect(tree.frame(id(0)) == rect(150, 100, 100, 100))
            #expect(tree.frame(id(0, 1))?.origin == origin)
        }
    }

    @Test func nestedStacksMeasureEachChildBoundedTimes() {
        // Eight levels of HStack { VStack { … } } would take 3^8 measurements per leaf without
        // memoisation; with it the layout is immediate.
        var inner = color(id(), [frame(10, 10)])
        for level in 0..<8 {
            inner =
                level.isMultiple(of: 2)
                ? hstack(id(), [inner, text(id(), "x")])
                : vstack(id(), [inner, color(id(), [.flexibleFrame(FlexibleFrame(maxWidth: .infinity))])])
        }
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = layout([inner]) }
        #expect(elapsed < .seconds(2))
    }
}

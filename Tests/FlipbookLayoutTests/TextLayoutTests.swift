//  TextLayoutTests.swift
//  FlipbookLayoutTests

import FlipbookModel
import Testing
@testable import FlipbookLayout

@Suite struct TextLayoutTests {
    private let engine = TextLayoutEngine(measurer: FakeMeasurer())

    private func lines(_ text: String, width: Double?, height: Double? = nil) -> [String] {
        engine.layout(text, font: .body, proposal: ProposedSize(width: width, height: height)).lines.map(\.text)
    }

    @Test func idealSizeIsOneLine() {
        let layout = engine.layout("Hello world", font: .body, proposal: .unspecified)
        #expect(layout.size == Size(width: 110, height: 16))
        #expect(layout.lines == [TextLine(text: "Hello world", origin: Point(x: 0, y: 12), width: 110)])
    }

    @Test func neverGrowsBeyondItsIdealWidth() {
        #expect(engine.layout("Hi", font: .body, proposal: ProposedSize(width: 300, height: 300)).size
                == Size(width: 20, height: 16))
    }

    @Test func wrapsIntoTwoLinesUnderANarrowFrame() {
        let tree = layout([text(id(0), "Hello world", [frame(60, nil)])])
        #expect(tree.layers(id(0)) == [rect(175, 134, 50, 32), rect(170, 134, 60, 32)])
        #expect(tree[id(0)]?.text == TextLayout(lines: [
            TextLine(text: "Hello", origin: Point(x: 0, y: 12), width: 50),
            TextLine(text: "world", origin: Point(x: 0, y: 28), width: 50),
        ], size: Size(width: 50, height: 32)))
    }

    @Test func wrapsGreedilyAtSpaces() {
        #expect(lines("a bb ccc dddd", width: 60) == ["a bb", "ccc", "dddd"])
        #expect(lines("a bb ccc dddd", width: 80) == ["a bb ccc", "dddd"])
    }

    @Test func breaksAWordTooLongForALine() {
        #expect(lines("abcdefgh", width: 30) == ["abc", "def", "gh"])
        #expect(lines("ab abcdefgh", width: 30) == ["ab", "abc", "def", "gh"])
        // Narrower than one character: one character per line.
        #expect(lines("abc", width: 5) == ["a", "b", "c"])
    }

    @Test func newlinesSeparateParagraphs() {
        let layout = engine.layout("a\nbcd\n\ne", font: .body, proposal: .unspecified)
        #expect(layout.lines.map(\.text) == ["a", "bcd", "", "e"])
        #expect(layout.size == Size(width: 30, height: 64))
        #expect(layout.lines.map(\.origin.y) == [12, 28, 44, 60])
    }

    @Test func aShortHeightTruncatesWithAnEllipsis() {
        #expect(lines("one two three", width: 40, height: 16) == ["one…"])
        #expect(lines("aa bb cc dd ee", width: 50, height: 35) == ["aa bb", "cc d…"])
        #expect(lines("aa bb cc dd ee", width: 50, height: 48) == ["aa bb", "cc dd", "ee"])
        // At least one line, however short the height.
        #expect(lines("one two", width: 30, height: 0) == ["on…"])
        #expect(lines("a\nb", width: nil, height: 16) == ["a…"])
    }

    @Test func emptyTextHasNoSize() {
        let layout = engine.layout("", font: .body, proposal: .unspecified)
        #expect(layout.size == .zero)
        #expect(layout.lines.isEmpty)
    }

    @Test func textInAVStackIsSizedBeforeFlexibleSiblings() {
        // The colour is more flexible than the text, so the text is sized first and keeps all
        // its lines.
        let tree = layout([vstack(id(0), spacing: 0, [
            text(id(0, 0), "aaa bbb ccc"),
            color(id(0, 1)),
        ], [frame(40, 100)])])
        #expect(tree.frame(id(0, 0))?.size == Size(width: 30, height: 48))
        #expect(tree.frame(id(0, 1))?.size == Size(width: 40, height: 52))
    }
}

@Suite struct PixelGridTests {
    @Test func roundsEdgesToWholePointsAtScaleOne() {
        let grid = PixelGrid(scale: 1)
        #expect(grid.round(rect(45.35, 45.35, 10.3, 10.3)) == rect(45, 45, 11, 11))
        #expect(grid.round(0.5) == 1)
        #expect(grid.round(-0.5) == 0)
        #expect(grid.round(-1.5) == -1)
    }

    @Test func roundsEdgesToHalfPointsAtScaleTwo() {
        let grid = PixelGrid(scale: 2)
        #expect(grid.round(rect(45.35, 45.35, 10.3, 10.3)) == rect(45.5, 45.5, 10, 10))
        #expect(grid.round(0.25) == 0.5)
        #expect(grid.round(0.2) == 0)
    }

    @Test func nonsenseScaleCountsAsOne() {
        #expect(PixelGrid(scale: 0).scale == 1)
        #expect(PixelGrid(scale: .nan).scale == 1)
        #expect(PixelGrid(scale: -2).scale == 1)
    }

    @Test func layoutStoresRoundedFramesAndComputesUnrounded() {
        // 10.3 × 10.3 in a 101 × 101 canvas starts at 45.35.
        let roots = [color(id(0), [frame(10.3, 10.3)])]
        let canvas = Size(width: 101, height: 101)
        #expect(layout(roots, canvas: canvas, scale: 1).frame(id(0)) == rect(45, 45, 11, 11))
        #expect(layout(roots, canvas: canvas, scale: 2).frame(id(0)) == rect(45.5, 45.5, 10, 10))
        // Ties go up: an 11-point box in a 100-point canvas starts at 44.5.
        let tie = layout([color(id(0), [frame(11, 11)])], canvas: Size(width: 100, height: 100), scale: 1)
        #expect(tie.frame(id(0)) == rect(45, 45, 11, 11))
    }

    @Test func adjacentViewsStillTouchAfterRounding() {
        let tree = layout([hstack(id(0), spacing: 0, [color(id(0, 0), [frame(10.3, 10)]), color(id(0, 1), [frame(10.3, 10)])])],
                          canvas: Size(width: 101, height: 100), scale: 1)
        let first = tree.frame(id(0, 0))
        let second = tree.frame(id(0, 1))
        #expect(first.map { $0.maxX } == second.map { $0.minX })
    }
}

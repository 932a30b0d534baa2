import Flipbook
import FlipbookModel
import Testing

/// `lineLimit`, `lineSpacing`, `multilineTextAlignment`, `truncationMode` and
/// `minimumScaleFactor`: environment values read by every `Text` below.
@Suite struct TextLayoutModifierTests {
    static let pangram = "The quick brown fox jumps over the lazy dog"

    /// The text items drawn by a scene whose root is `view`.
    func texts(_ view: String) throws -> [TextItem] {
        let source = """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    \(view)
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 300)) { Root() }
            """
        let preview = try #require(try compileScene(source).first)
        func visit(_ items: [DisplayItem]) -> [TextItem] {
            items.flatMap { item -> [TextItem] in
                switch item {
                case .text(let text): [text]
                case .group(let group): visit(group.items)
                default: []
                }
            }
        }
        return visit(try preview.timeline.displayList(at: 0).items)
    }

    func lines(_ view: String) throws -> [TextLine] {
        try #require(try texts(view).first).lines
    }

    /// `underline(_:pattern:color:)` and `strikethrough(_:pattern:color:)`, as `Text`'s methods
    /// (one run each) and as view modifiers (every text below): the line's own colour is a paint
    /// of its own, its pattern is the decoration's.
    @Test func underlinesAndStrikethroughsTakeTheirPatternAndColour() throws {
        let item = try #require(
            try texts(#"Text("red").underline(color: .red) + Text("dots").strikethrough(pattern: .dot)"#).first)
        let decorations = item.lines.flatMap(\.decorations)
        let under = try #require(decorations.first { $0.kind == .underline })
        let struck = try #require(decorations.first { $0.kind == .strikethrough })
        #expect(under.pattern == .solid && struck.pattern == .dot)
        // The underline has its own red paint; the strike-through is the text's (black).
        #expect(item.paints.count == 3)
        #expect(item.paints[under.runIndex] == .color(RGBA(red: 1, green: 59.0 / 255, blue: 48.0 / 255)))
        #expect(item.paints[struck.runIndex] == item.paints[1])
        let modified = try texts(#"VStack { Text("a"); Text("b") }.underline(true, pattern: .dashDot, color: .blue)"#)
        #expect(modified.count == 2)
        for text in modified {
            let line = try #require(text.lines.first?.decorations.first)
            #expect(line.pattern == .dashDot && text.paints.count == 2 && text.paints[line.runIndex] != text.paints[0])
        }
        #expect(throws: (any Error).self) { try texts(#"Text("x").underline(pattern: .wavy)"#) }
    }

    @Test func lineLimitCutsWrappedTextAndEndsItWithAnEllipsis() throws {
        let unlimited = try lines("Text(\"\(Self.pangram)\").frame(width: 150)")
        #expect(unlimited.count == 3)
        let one = try lines("Text(\"\(Self.pangram)\").lineLimit(1).frame(width: 150)")
        #expect(one.count == 1)
        #expect(one[0].text.hasSuffix("…"))
        #expect(one[0].width <= 150)
        let two = try lines("Text(\"\(Self.pangram)\").lineLimit(2).frame(width: 150)")
        #expect(two.map(\.text).count == 2)
        #expect(two[0].text == unlimited[0].text)
        #expect(two[1].text.hasSuffix("…"))
        // nil lifts a limit set further up; a range limits to its upper bound.
        #expect(try lines("Text(\"\(Self.pangram)\").lineLimit(nil).frame(width: 150).lineLimit(1)").count == 3)
        #expect(try lines("Text(\"\(Self.pangram)\").lineLimit(1...2).frame(width: 150)").count == 2)
        #expect(try lines("Text(\"\(Self.pangram)\").lineLimit(..<3).frame(width: 150)").count == 2)
    }

    @Test func reservesSpaceMakesShortTextAsTallAsItsLimit() throws {
        let view = """
            VStack(spacing: 0) {
                Text("Hi").lineLimit(3, reservesSpace: \("%@"))
                Rectangle().frame(width: 10, height: 10)
            }
            """
        func squareTop(_ reserves: Bool) throws -> Double {
            let source = """
                import SwiftUI
                struct Root: View {
                    var body: some View {
                        \(view.replacingOccurrences(of: "%@", with: "\(reserves)"))
                    }
                }
                #Preview(traits: .fixedLayout(width: 300, height: 300)) { Root() }
                """
            let preview = try #require(try compileScene(source).first)
            return try #require(canvasShapes(try preview.timeline.displayList(at: 0)).first).bounds.minY
        }
        // Without reserving, the stack is one line (about 20 pt) plus the square; reserving
        // three lines moves the square down by two more lines.
        let plain = try squareTop(false)
        let reserved = try squareTop(true)
        #expect(reserved - plain > 15)
    }

    @Test func multilineTextAlignmentLinesUpEachLine() throws {
        let leading = try lines("Text(\"\(Self.pangram)\").frame(width: 150)")
        let centred = try lines("Text(\"\(Self.pangram)\").multilineTextAlignment(.center).frame(width: 150)")
        let trailing = try lines("Text(\"\(Self.pangram)\").multilineTextAlignment(.trailing).frame(width: 150)")
        #expect(Set(leading.map(\.origin.x)).count == 1)
        // The text is as wide as its widest line; narrower lines move by the gap, or half of it.
        let widest = leading.map(\.width).max()!
        for (index, line) in leading.enumerated() {
            let gap = widest - line.width
            #expect(abs(centred[index].origin.x - (line.origin.x + gap / 2)) < 1e-9)
            #expect(abs(trailing[index].origin.x - (line.origin.x + gap)) < 1e-9)
        }
    }

    @Test func lineSpacingAddsPointsBetweenLines() throws {
        let plain = try lines("Text(\"\(Self.pangram)\").frame(width: 150)")
        let spaced = try lines("Text(\"\(Self.pangram)\").lineSpacing(10).frame(width: 150)")
        let plainStep = plain[1].origin.y - plain[0].origin.y
        let spacedStep = spaced[1].origin.y - spaced[0].origin.y
        #expect(abs(spacedStep - plainStep - 10) < 1e-9)
    }

    @Test func truncationModeChoosesWhereTheEllipsisGoes() throws {
        let head = try lines("Text(\"\(Self.pangram)\").lineLimit(1).truncationMode(.head).frame(width: 150)")
        let middle = try lines("Text(\"\(Self.pangram)\").lineLimit(1).truncationMode(.middle).frame(width: 150)")
        #expect(head[0].text.hasPrefix("…"))
        #expect(head[0].text.hasSuffix("dog"))
        #expect(middle[0].text.hasPrefix("The"))
        #expect(middle[0].text.hasSuffix("dog"))
        #expect(middle[0].text.contains("…"))
    }

    @Test func minimumScaleFactorShrinksTextThatWouldNotFit() throws {
        let shrunk = try texts(
            "Text(\"Flipbook renders\").font(.system(size: 20)).lineLimit(1).minimumScaleFactor(0.5).frame(width: 120)")
        let cut = try texts("Text(\"Flipbook renders\").font(.system(size: 20)).lineLimit(1).frame(width: 120)")
        #expect(try #require(shrunk.first).lines[0].text == "Flipbook renders")
        #expect(try #require(cut.first).lines[0].text.hasSuffix("…"))
    }

    @Test func aNegativeLineLimitIsAnErrorAndZeroIsNoLimit() throws {
        #expect {
            try texts("Text(\"a\").lineLimit(-1)")
        } throws: { error in
            "\(error)".contains("a text shows at least one line")
        }
        let unlimited = try texts("Text(\"one two three four five six\").lineLimit(0).frame(width: 60)")
        #expect(try #require(unlimited.first).lines.count > 2)
    }
}

/// UIKit's string measurement agrees with the text engine the views are drawn with.
@Suite struct StringMeasurementTests {
    @Test func sizeWithAttributesIsTheDrawnTextsSize() throws {
        let source = #"""
            import SwiftUI
            import UIKit
            struct Measure: View {
                var body: some View {
                    let size = ("12:00" as NSString).size(withAttributes: [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 20)])
                    let wrapped = "one two three four five".boundingRect(
                        with: CGSize(width: 60, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                        attributes: [.font: UIFont.systemFont(ofSize: 17)], context: nil)
                    VStack(spacing: 0) {
                        Text("12:00").font(.system(size: 20))
                        Text("\(size.width) \(size.height)")
                        Text("\(wrapped.width <= 60) \(wrapped.height > size.height * 2)")
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 200)) { Measure() }
            """#
        let preview = try #require(try compileScene(source).first)
        let items = try preview.timeline.displayList(at: 0).items.compactMap { item -> TextItem? in
            if case .text(let text) = item { text } else { nil }
        }
        let clock = try #require(items.first?.lines.first)
        let measured = try #require(items.dropFirst().first?.lines.first?.text)
        let numbers = measured.split(separator: " ").compactMap { Double($0) }
        #expect(numbers.count == 2)
        #expect(abs((numbers.first ?? 0) - clock.width) < 1e-9, "\(measured) vs \(clock.width)")
        #expect(items.dropFirst(2).first?.lines.first?.text == "true true")
    }
}

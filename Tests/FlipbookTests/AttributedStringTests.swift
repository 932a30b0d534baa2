import Flipbook
import FlipbookModel
import Testing

/// `AttributedString` with SwiftUI's attributes: a `Text` of one draws each run in its own
/// style, a part styled through `range(of:)` and the subscript included.
@Suite struct AttributedStringTests {
    private func textItems(_ body: String, extra: String = "") throws -> [TextItem] {
        let source = """
            import SwiftUI
            \(extra)
            struct Scene: View {
                var body: some View {
                    VStack { \(body) }
                }
            }
            #Preview(traits: .fixedLayout(width: 400, height: 200)) { Scene() }
            """
        let preview = try #require(try compileScene(source).first)
        return try preview.timeline.displayList(at: 0).items.compactMap { item -> TextItem? in
            if case .text(let text) = item { text } else { nil }
        }
    }

    /// The paint of each run's text, in order.
    private func paintedRuns(_ item: TextItem) -> [String] {
        item.lines.flatMap(\.runs).map { "\(item.paints[$0.runIndex])" }
    }

    @Test func aPartStyledThroughItsRangeDrawsInItsOwnColour() throws {
        let extra = """
            func greeting() -> AttributedString {
                var text = AttributedString("Hello brave world")
                text.foregroundColor = .red
                if let range = text.range(of: "brave") {
                    text[range].foregroundColor = .blue
                    text[range].underlineStyle = .single
                }
                var tail = AttributedString("!")
                tail.foregroundColor = .green
                return text + tail
            }
            """
        let items = try textItems("Text(greeting())\nText(String(greeting().characters))", extra: extra)
        #expect(items.map { $0.lines.map(\.text).joined() } == ["Hello brave world!", "Hello brave world!"])
        let paints = paintedRuns(items[0])
        #expect(paints.count == 4, "\(paints)")
        #expect(paints.first == paints.dropFirst(2).first)
        #expect(Set(paints).count == 3)
        #expect(items[0].lines.first?.decorations.count == 1)
        #expect(Set(paintedRuns(items[1])).count == 1)
    }

    @Test func markdownGivesEmphasisAndALinkInTheAccentColour() throws {
        let items = try textItems(#"Text(try! AttributedString(markdown: "Some **bold** and [a link](https://example.com)"))"#)
        #expect(items.first?.lines.map(\.text).joined() == "Some bold and a link")
        let paints = try paintedRuns(#require(items.first))
        #expect(paints.count == 4 && paints.last != paints.first, "\(paints)")
    }

    @Test func aRegularExpressionRangeTakesFoundationsEmphasis() throws {
        let extra = #"""
            func parsed() -> AttributedString {
                var text = AttributedString("A **bold** word")
                if let range = text.range(of: "\\*\\*(.+?)\\*\\*", options: .regularExpression) {
                    text[range].inlinePresentationIntent = .stronglyEmphasized
                }
                return text
            }
            """#
        let item = try #require(try textItems("Text(parsed())", extra: extra).first)
        #expect(item.lines.map(\.text).joined() == "A **bold** word")
        #expect(item.lines.flatMap(\.runs).count == 3)
    }

    /// SwiftUI's `Text.LineStyle(pattern:color:)` as an underline attribute, and UIKit's pattern
    /// bits: each run's line in its pattern, the SwiftUI one in its own colour.
    @Test func anUnderlineAttributeTakesItsPatternAndColour() throws {
        let extra = """
            func styled() -> AttributedString {
                var text = AttributedString("dashed dotted")
                if let range = text.range(of: "dashed") { text[range].underlineStyle = Text.LineStyle(pattern: .dash, color: .red) }
                if let range = text.range(of: "dotted") { text[range].underlineStyle = .patternDot }
                return text
            }
            """
        let item = try #require(try textItems("Text(styled())", extra: extra).first)
        let lines = item.lines.flatMap(\.decorations).filter { $0.kind == .underline }
        #expect(lines.map(\.pattern) == [.dash, .dot])
        #expect(item.paints[lines[0].runIndex] == .color(RGBA(red: 1, green: 59.0 / 255, blue: 48.0 / 255)))
        #expect(item.paints[lines[1].runIndex] != item.paints[lines[0].runIndex])
    }

    /// A run's `backgroundColor` is a band under its glyphs, from the line's ascent to its
    /// descent, in the colour's own paint; the other runs have none.
    @Test func aBackgroundColourHighlightsItsRun() throws {
        let extra = """
            func marked() -> AttributedString {
                var text = AttributedString("plain marked plain")
                if let range = text.range(of: "marked") { text[range].backgroundColor = .yellow }
                return text
            }
            """
        let item = try #require(try textItems("Text(marked())", extra: extra).first)
        let bands = item.lines.flatMap(\.decorations).filter { $0.kind == .background }
        #expect(bands.count == 1)
        let band = try #require(bands.first)
        #expect(item.paints[band.runIndex] == .color(RGBA(red: 1, green: 204.0 / 255, blue: 0)))
        let line = try #require(item.lines.first)
        // Across "marked" only, and as tall as the text.
        #expect(band.width > 20 && band.width < line.width / 2 && band.x > 10)
        #expect(band.thickness > 15 && band.y < 0)
    }
}

import FlipbookModel
import FlipbookVocabulary
import Testing

@testable import FlipbookScene

/// Text as SwiftUI writes it: format styles, date styles and the Markdown of string literals.
@Suite struct TextFormattingTests {
    /// The text of the first Text view, with the styles of its runs.
    func texts(_ body: String, state: String = "") throws -> [String] {
        let transactions = try runScene(scene(body: "VStack { \(body) }", state: state))
        return try #require(transactions.first).tree.nodes.compactMap { node in
            guard case .leaf(let leaf) = node.content, let text = leaf.base as? TextLeaf else { return nil }
            return text.runs.map(\.text).joined()
        }
    }

    @Test func numberFormatStylesAsFoundationWritesThemInEnglish() throws {
        let shown = try texts(
            """
            Text(1234.5678, format: .number)
            Text(0.1234, format: .percent)
            Text(1234567, format: .number)
            Text((2.0 / 3).formatted(.number.precision(.fractionLength(2))))
            Text(12.5.formatted(.currency(code: "USD")))
            Text(Double.pi.formatted())
            Text(1500.formatted(.number.grouping(.never)))
            Text(0.25, format: .percent.precision(.fractionLength(1)))
            """)
        #expect(shown == ["1,234.5678", "12.34%", "1,234,567", "0.67", "$12.50", "3.141593", "1500", "25.0%"])
    }

    @Test func anUnsupportedFormatStyleIsAnErrorNotAWrongNumber() throws {
        let errors = sceneErrors(scene(body: "Text(Date(), format: .relative(presentation: .named))"))
        #expect(!errors.isEmpty)
    }

    @Test func dateFormatStylesAreFoundationsOwn() throws {
        // The clip's clock starts at 2001-01-01 00:00 UTC.
        #expect(
            try texts("Text(Date(), format: .dateTime.hour())\nText(Date().formatted(date: .abbreviated, time: .omitted))")
                == ["12\u{202F}AM", "Jan 1, 2001"])
    }

    @Test func dateStylesThatDoNotTickAreWritten() throws {
        #expect(try texts("Text(Date(), style: .time)\nText(Date(), style: .date)") == ["12:00 AM", "January 1, 2001"])
        let timer = try #require(sceneErrors(scene(body: "Text(Date(), style: .timer)")).first)
        #expect(timer.message.contains("counts with the clock and is not supported by Flipbook yet"))
    }

    @Test func markdownInAStringLiteralIsStyledAndAStringVariableIsNot() throws {
        let transactions = try runScene(
            scene(
                body: "VStack { Text(\"**Bold** *it* `code` [link](https://a.b) snake_case\"); Text(plain) }",
                state: "let plain = \"**x**\""))
        let leaves = try #require(transactions.first).tree.nodes.compactMap { node -> TextLeaf? in
            guard case .leaf(let leaf) = node.content else { return nil }
            return leaf.base as? TextLeaf
        }
        #expect(leaves.count == 2)
        let runs = leaves[0].runs
        #expect(runs.map(\.text).joined() == "Bold it code link snake_case")
        #expect(runs.first { $0.text == "Bold" }?.weight == .bold)
        #expect(runs.first { $0.text == "it" }?.italic == true)
        #expect(runs.first { $0.text == "code" }?.design == .monospaced)
        #expect(runs.first { $0.text == "link" }?.foreground != nil)
        #expect(leaves[1].runs.map(\.text) == ["**x**"])
    }

    @Test func aTupleSpreadsOverDollarArgumentsAndSubscriptsHaveNoLabels() throws {
        let shown = try texts(
            "Text(\"\\(zip([1, 2], [3, 4]).map { $0 + $1 })\")\nText(\"\\(Grid2()[1])\")",
            state: "struct Grid2 { var cells = [5, 6]; subscript(i: Int) -> Int { cells[i] } }")
        #expect(shown == ["[4, 6]", "6"])
    }
}

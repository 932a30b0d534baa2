import FlipbookModel
import Testing

@Suite struct DiagnosticFormatterTests {
    let source = "struct A: View {\n    var body: some View {\n        Text(\"hi\").wobble()\n    }\n}\n"

    @Test func showsTheLineAndACaretUnderTheSpan() {
        let span = SourceSpan(
            file: "scene.swift", start: SourceLocation(line: 3, column: 20, offset: 0),
            end: SourceLocation(line: 3, column: 26, offset: 0))
        let text = DiagnosticFormatter.format(.error("modifier 'wobble' is not supported", at: span), source: source)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "scene.swift:3:20: error: modifier 'wobble' is not supported")
        #expect(lines[1] == "        Text(\"hi\").wobble()")
        #expect(lines[2] == String(repeating: " ", count: 19) + "^~~~~~")
    }

    @Test func withoutALocationOnlyTheMessage() {
        #expect(
            DiagnosticFormatter.format(.error("--fps must be positive", at: nil), source: source)
                == "error: --fps must be positive")
    }
}

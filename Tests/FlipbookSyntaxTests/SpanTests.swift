import FlipbookModel
import FlipbookSyntax
import Testing

/// Source spans: 1-based lines and UTF-8 columns, trimmed of trivia, on every kind of node.
@Suite struct SpanTests {
    private let source = """
        import SwiftUI

        struct Box: View {
            // A comment, which is trivia and not part of the span below.
            @State private var on = false
            var body: some View {
                Rectangle()
                    .fill(on ? .red : .blue)
            }
        }
        """

    @Test func declarationSpans() throws {
        let program = try SceneParser.parse(source: source, fileName: "Box.swift")
        let box = try #require(program.structs.first)
        #expect(box.span.file == "Box.swift")
        #expect(box.span.start == FlipbookModel.SourceLocation(line: 3, column: 1, offset: 16))
        #expect(box.span.end.line == 10 && box.span.end.column == 2)
        let state = try #require(box.storedProperties.first)
        #expect(state.span.start.line == 5 && state.span.start.column == 5)  // at `@State`, not the comment
        #expect(state.span.end.line == 5 && state.span.end.column == 34)
    }

    @Test func modifierMemberSpan() throws {
        let program = try SceneParser.parse(source: source, fileName: "Box.swift")
        let stmt = try #require(program.structs.first?.computedProperties.first?.body.first)
        guard case .expression(let call) = stmt.kind, case .call(let callee, let arguments) = call.kind,
            case .member(let base, "fill") = callee.kind
        else { Issue.record("not a .fill call"); return }
        // The call starts where its receiver does, and the member's span starts at that receiver too;
        // the argument is located on the `.fill` line.
        #expect(call.span.start.line == 7 && call.span.start.column == 9)
        #expect(call.span.end.line == 8 && call.span.end.column == 37)
        #expect(base?.span.start.line == 7 && base?.span.end.column == 20)
        let argument = try #require(arguments.first)
        #expect(argument.span.start == FlipbookModel.SourceLocation(line: 8, column: 19, offset: argument.span.start.offset))
        guard case .ternary(let condition, _, let otherwise) = argument.value.kind else {
            Issue.record("not a ternary"); return
        }
        #expect(condition.span.start.column == 19 && condition.span.end.column == 21)
        #expect(otherwise.span.start.column == 31 && otherwise.span.end.column == 36)
        let text = Array(source.utf8)
        let slice = text[otherwise.span.start.offset..<otherwise.span.end.offset]
        #expect(String(decoding: slice, as: UTF8.self) == ".blue")
    }

    @Test func columnsCountUTF8Bytes() throws {
        let program = try SceneParser.parse(source: "let é = \"ü\"; let b = 1", fileName: "u.swift")
        // `é` and `ü` are two bytes each, so `let b` starts at byte column 16.
        #expect(program.globals.map(\.span.start.column) == [1, 16])
    }
}

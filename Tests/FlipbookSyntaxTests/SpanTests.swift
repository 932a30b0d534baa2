import FlipbookModel
import FlipbookSyntax
import Testing

/// Source spans: 1-based lines and UTF-8 columns, trimmed of trivia, on every kind of node, in
/// LF and CRLF files alike.
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

    /// The members of the first type declared in `program`.
    private func members(_ program: SceneProgram) throws -> [Decl] {
        guard case .type(let type)? = program.declarations.first?.kind else { throw DiagnosticList([]) }
        return type.members
    }

    /// The first statement of the getter of the second member (`body`).
    private func bodyStatement(_ program: SceneProgram) throws -> Stmt {
        guard case .variable(let body) = try members(program)[1].kind,
            let statement = body.bindings.first?.accessors?.get?.first
        else { throw DiagnosticList([]) }
        return statement
    }

    @Test func declarationSpans() throws {
        let program = try SceneParser.parse(source: source, fileName: "Box.swift")
        let box = try #require(program.declarations.first)
        #expect(box.span.file == "Box.swift")
        #expect(box.span.start == FlipbookModel.SourceLocation(line: 3, column: 1, offset: 16))
        #expect(box.span.end.line == 10 && box.span.end.column == 2)
        let state = try members(program)[0]
        #expect(state.span.start.line == 5 && state.span.start.column == 5)  // at `@State`, not the comment
        #expect(state.span.end.line == 5 && state.span.end.column == 34)
        #expect(state.attributes.first?.span.start.column == 5 && state.attributes.first?.span.end.column == 11)
    }

    @Test func modifierMemberSpan() throws {
        let program = try SceneParser.parse(source: source, fileName: "Box.swift")
        let stmt = try bodyStatement(program)
        guard case .expression(let call) = stmt.kind, case .call(let callee, let arguments) = call.kind,
            case .member(let base, "fill", let nameSpan, nil) = callee.kind
        else {
            Issue.record("not a .fill call")
            return
        }
        // The call starts where its receiver does; the member's name has its own span.
        #expect(call.span.start.line == 7 && call.span.start.column == 9)
        #expect(call.span.end.line == 8 && call.span.end.column == 37)
        #expect(base?.span.start.line == 7 && base?.span.end.column == 20)
        #expect(nameSpan.start.line == 8 && nameSpan.start.column == 14 && nameSpan.end.column == 18)
        let argument = try #require(arguments.first)
        #expect(argument.span.start.line == 8 && argument.span.start.column == 19)
        guard case .ternary(let condition, _, let otherwise) = argument.value.kind else {
            Issue.record("not a ternary")
            return
        }
        #expect(condition.span.start.column == 19 && condition.span.end.column == 21)
        #expect(otherwise.span.start.column == 31 && otherwise.span.end.column == 36)
        let text = Array(source.utf8)
        #expect(String(decoding: text[otherwise.span.start.offset..<otherwise.span.end.offset], as: UTF8.self) == ".blue")
    }

    @Test func crlfFilesHaveTheSameLinesAndColumns() throws {
        let crlf = source.replacing("\n", with: "\r\n")
        let lf = try SceneParser.parse(source: source, fileName: "Box.swift")
        let windows = try SceneParser.parse(source: crlf, fileName: "Box.swift")
        let spans = { (program: SceneProgram) throws -> [SourceSpan] in
            [program.declarations[0].span, try members(program)[0].span, try bodyStatement(program).span]
        }
        let lfSpans = try spans(lf)
        let crlfSpans = try spans(windows)
        #expect(lfSpans.map(\.start.line) == crlfSpans.map(\.start.line))
        #expect(lfSpans.map(\.start.column) == crlfSpans.map(\.start.column))
        #expect(lfSpans.map(\.end.line) == crlfSpans.map(\.end.line))
        #expect(lfSpans.map(\.end.column) == crlfSpans.map(\.end.column))
        // Offsets count the extra "\r"s.
        #expect(crlfSpans[0].start.offset == lfSpans[0].start.offset + 2)
    }

    @Test func crlfDiagnosticsShowTheLineAndCaret() throws {
        let crlf = "let a = 1\r\nlet b = 99999999999999999999\r\nlet c = 3\r\n"
        let found = diagnostics(crlf)
        let error = try #require(found.first)
        #expect(error.span?.start.line == 2 && error.span?.start.column == 9)
        #expect(
            DiagnosticFormatter.format(error, source: crlf) == """
                test.swift:2:9: error: integer literal '99999999999999999999' overflows Int
                let b = 99999999999999999999
                        ^~~~~~~~~~~~~~~~~~~~
                """)
        #expect(DiagnosticFormatter.sourceLine(3, in: crlf) == "let c = 3")
        #expect(DiagnosticFormatter.sourceLine(4, in: crlf) == "")
        #expect(DiagnosticFormatter.sourceLine(5, in: crlf) == nil)
        #expect(DiagnosticFormatter.sourceLine(2, in: "a\rb\rc") == "b")
    }

    @Test func columnsCountUTF8Bytes() throws {
        let program = try SceneParser.parse(source: "let é = \"ü\"; let b = 1", fileName: "u.swift")
        // `é` and `ü` are two bytes each, so `let b` starts at byte column 16.
        #expect(program.declarations.map(\.span.start.column) == [1, 16])
    }

    @Test func nodesInsideFoldedSequences() throws {
        let expr = try expression("a + b * (c - d)")
        guard case .binary("+", let lhs, let rhs) = expr.kind, case .binary("*", let b, let parenthesised) = rhs.kind else {
            Issue.record("not folded: \(ASTDump.expr(expr))")
            return
        }
        #expect(expr.span.start.column == 9 && expr.span.end.column == 24)
        #expect(lhs.span.start.column == 9 && lhs.span.end.column == 10)
        #expect(rhs.span.start.column == 13 && rhs.span.end.column == 24)
        #expect(b.span.start.column == 13)
        // The parenthesised sequence is folded again inside the first; its spans still hold.
        #expect(parenthesised.span.start.column == 18 && parenthesised.span.end.column == 23)
    }

    @Test func patternsConditionsAndTypes() throws {
        let body = try statements("if case .card(let c) = item, let x: Int = y { }")
        guard case .if(let ifStmt)? = body.first?.kind,
            case .matches(let pattern, _)? = ifStmt.conditions.first?.kind
        else {
            Issue.record("no condition")
            return
        }
        #expect(ifStmt.conditions.map(\.span.start.column) == [4, 30])
        #expect(pattern.span.start.column == 9 && pattern.span.end.column == 21)
        let program = try parse("let x: [String: Int] = [:]")
        guard case .variable(let variable)? = program.declarations.first?.kind, let type = variable.bindings.first?.type else {
            Issue.record("no type")
            return
        }
        #expect(type.span.start.column == 8 && type.span.end.column == 21)
    }
}

import FlipbookModel
import FlipbookSyntax
import Testing

/// String literals: interpolation segments (with their extra arguments), escapes, multi-line and
/// raw strings.
@Suite struct StringLiteralTests {
    private func segments(_ literal: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [StringSegment]
    {
        let expr = try expression(literal, sourceLocation: sourceLocation)
        guard case .string(let segments) = expr.kind else {
            Issue.record("not a string: \(ASTDump.expr(expr))", sourceLocation: sourceLocation)
            return []
        }
        return segments
    }

    @Test func plainAndEmpty() throws {
        #expect(try segments(#""hello""#) == [.text("hello")])
        #expect(try segments(#""""#) == [])
    }

    @Test func interpolation() throws {
        #expect(try dumpExpression(#""Count: \(count + 1) of \(total)!""#) == #""Count: \((count + 1)) of \(total)!""#)
        let parts = try segments(#""\(value)""#)
        #expect(parts.count == 1)
        guard case .interpolation(let arguments)? = parts.first else {
            Issue.record("no interpolation")
            return
        }
        #expect(arguments.count == 1 && arguments[0].label == nil && arguments[0].value.kind == .identifier("value"))
    }

    @Test func interpolationWithArguments() throws {
        #expect(try dumpExpression(#""\(x, specifier: "%.2f") s""#) == #""\(x, specifier: "%.2f") s""#)
        #expect(try dumpExpression(#""\(date, format: .dateTime.hour())""#) == #""\(date, format: .dateTime.hour())""#)
    }

    @Test func escapes() throws {
        #expect(try segments(#""a\nb\tc\"d\\e\u{1F600}f\0""#) == [.text("a\nb\tc\"d\\e\u{1F600}f\0")])
        #expect(try segments(#""it\'s""#) == [.text("it's")])
    }

    @Test func multiLine() throws {
        let source = "\"\"\"\n    first \\(x)\n      second\n    third \\\n    joined\n    \"\"\""
        let parts = try segments(source)
        #expect(parts.count == 3)
        #expect(parts.first == .text("first "))
        #expect(parts.last == .text("\n  second\nthird joined"))
    }

    @Test func multiLineWithCRLF() throws {
        let source = "\"\"\"\r\n    one\r\n    two\r\n    \"\"\""
        #expect(try segments(source) == [.text("one\ntwo")])
    }

    @Test func rawStrings() throws {
        #expect(try segments(##"#"C:\path\n"#"##) == [.text(#"C:\path\n"#)])
        let parts = try segments(##"#"a \#(b) \#n"#"##)
        #expect(parts.count == 3 && parts.last == .text(" \n"))
        #expect(try segments(###"##"say "hi""##"###) == [.text(#"say "hi""#)])
    }

    @Test func nestedInterpolation() throws {
        #expect(try dumpExpression(#""a\("b\(c)")""#) == #""a\("b\(c)")""#)
    }
}

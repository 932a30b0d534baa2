import FlipbookModel
import FlipbookSyntax
import Testing

/// String literals: interpolation segments, escapes, multi-line and raw strings.
@Suite struct StringLiteralTests {
    private func segments(_ literal: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [StringSegment] {
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
        let parts = try segments(#""Count: \(count + 1) of \(total)!""#)
        #expect(parts.count == 5)
        #expect(parts.first == .text("Count: "))
        #expect(parts[2] == .text(" of "))
        #expect(parts.last == .text("!"))
        guard case .interpolation(let sum) = parts[1], case .interpolation(let total) = parts[3] else {
            Issue.record("interpolations missing"); return
        }
        #expect(ASTDump.expr(sum) == "(count + 1)")
        #expect(total.kind == .identifier("total"))
        #expect(try segments(#""\(value)""#).count == 1)
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

    @Test func rawStrings() throws {
        #expect(try segments(##"#"C:\path\n"#"##) == [.text(#"C:\path\n"#)])
        let parts = try segments(##"#"a \#(b) \#n"#"##)
        #expect(parts.count == 3 && parts.last == .text(" \n"))
    }
}

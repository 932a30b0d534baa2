import FlipbookModel
import FlipbookSyntax
import Foundation
import Testing

/// Hostile input: every limit is a located error, reached quickly, never a crash or a hang.
@Suite struct LimitTests {
    /// The diagnostics of `source`, which must come within `seconds` (a debug build on a loaded
    /// machine: the bound catches runaway work, not small slowdowns).
    private func diagnosticsQuickly(
        _ source: String, within seconds: Double = 10,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [Diagnostic] {
        let start = Date()
        let found = diagnostics(source)
        let elapsed = Date().timeIntervalSince(start)
        #expect(elapsed < seconds, "took \(elapsed) s", sourceLocation: sourceLocation)
        return found
    }

    private let nesting = "expression nested too deeply (more than \(SceneParser.maximumNestingDepth) levels)"

    @Test func tenThousandTermsAreNestedTooDeeply() throws {
        let found = diagnosticsQuickly("let x = " + Array(repeating: "1", count: 10_000).joined(separator: " + "))
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix(nesting) == true)
        #expect(found.first?.span?.start.line == 1)
    }

    @Test func rightAssociativeChains() throws {
        for op in ["??", "="] {
            let found = diagnosticsQuickly(
                "func f() { _ = " + Array(repeating: "a", count: 10_000).joined(separator: " \(op) ") + " }")
            #expect(found.count == 1, "\(op)")
            #expect(found.first?.message.hasPrefix(nesting) == true, "\(op)")
        }
        let ternary = diagnosticsQuickly("let x = " + String(repeating: "a ? b : ", count: 5_000) + "c")
        #expect(ternary.first?.message.hasPrefix(nesting) == true)
    }

    @Test func sequencesTooLongToFoldAreNotFolded() throws {
        let found = diagnosticsQuickly("let x = " + Array(repeating: "a", count: 25_000).joined(separator: " ?? "))
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix(nesting) == true)
        // At the operator past the limit: "let x = " and 400 times "a ?? " come before it.
        #expect(found.first?.span?.start.column == 9 + 400 * 5 + 2)
    }

    @Test func tenThousandModifiers() throws {
        let found = diagnosticsQuickly(
            """
            struct V: View {
                var body: some View {
                    Text("a")\(String(repeating: ".padding(0)", count: 10_000))
                }
            }
            """)
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix(nesting) == true)
        #expect(found.first?.span?.start.line == 3)
    }

    @Test func modifierChainsJustPastTheLimitPointAtAModifier() throws {
        // Deep enough for the AST limit, not for the syntax depth scan: the error is at a name.
        let source = "let x = Text(\"a\")" + String(repeating: "\n    .padding(0)", count: 300)
        let found = diagnosticsQuickly(source)
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix(nesting) == true)
        let line = try #require(found.first?.span?.start.line)
        #expect(DiagnosticFormatter.sourceLine(line, in: source) == "    .padding(0)")
        #expect(found.first?.span?.start.column == 6)
    }

    @Test func otherFlatChains() throws {
        let shapes = [
            "let x = a" + String(repeating: ".b", count: 50_000),
            "let x = a" + String(repeating: "!", count: 10_000),
            "let x = f" + String(repeating: "()", count: 10_000),
            "let x = f" + String(repeating: "[0]", count: 10_000),
            "let x = " + String(repeating: "try ", count: 10_000) + "f()",
            "let x = " + String(repeating: "await ", count: 10_000) + "f()",
            "let x = a" + String(repeating: " as Int", count: 10_000),
            "let x: Int" + String(repeating: "?", count: 10_000) + " = nil",
            "let x: A" + String(repeating: ".B", count: 10_000) + " = a",
            "func f() { if a { }" + String(repeating: " else if a { }", count: 10_000) + " }",
        ]
        for source in shapes {
            let found = diagnosticsQuickly(source)
            #expect(found.count == 1, "\(source.prefix(30))")
            #expect(found.first?.message.hasPrefix(nesting) == true, "\(source.prefix(30)): \(found)")
        }
    }

    @Test func nestingThatTheParserHandlesSlowly() throws {
        let brackets = diagnosticsQuickly(
            "let x = " + String(repeating: "[", count: 30) + "1" + String(repeating: "]", count: 30))
        #expect(brackets.map(\.message) == ["square brackets nested too deeply (more than 8 levels)"])
        #expect(brackets.first?.span?.start.column == 17)
        let types = diagnosticsQuickly(
            "let x: " + String(repeating: "A<[", count: 20) + "Int" + String(repeating: "]>", count: 20) + " = 1")
        #expect(types.first?.message.hasPrefix("square brackets nested too deeply") == true)
        let conditionals = diagnosticsQuickly(
            String(repeating: "#if DEBUG\n", count: 5_000) + String(repeating: "#endif\n", count: 5_000))
        #expect(conditionals.map(\.message) == ["'#if' nested too deeply (more than 16 levels)"])
        #expect(conditionals.first?.span?.start.line == 17)
        let strings = diagnosticsQuickly(
            "let x = " + String(repeating: "\"\\(", count: 300) + "1" + String(repeating: ")\"", count: 300))
        #expect(strings.map(\.message) == ["string interpolations nested too deeply (more than 16 levels)"])
    }

    @Test func bracketsInTextDoNotCount() throws {
        _ = try parse(
            ##"""
            // [[[[[[[[[[[[ in a comment
            /* [[[[[[[[[[[[ /* nested */ [[[[[[[[ */
            let a = "[[[[[[[[[[[[[[[["
            let b = #"[[[[[[[[[[[[\#(x)"#
            let c = """
                [[[[[[[[[[[[[[[[
                """
            let d = "\("[[[[[[[[[[[[[[[[")"
            """##)
    }

    @Test func viewCodeNestingIsWellWithinTheLimits() throws {
        _ = try parse("let grid: [[[Double]]] = [[[1, 2], [3]], [[4]]]\nlet t = [[String: [Int]]]()")
    }

    @Test func integerOverflowIsLocated() throws {
        let found = diagnostics("let a = 1\nlet big = 18446744073709551616")
        #expect(found.map(\.message) == ["integer literal '18446744073709551616' overflows Int"])
        #expect(found.first?.span?.start.line == 2 && found.first?.span?.start.column == 11)
    }

    @Test func manyErrorsStayLinear() throws {
        let found = diagnosticsQuickly(String(repeating: "print(1)\n", count: 20_000))
        #expect(found.count == SceneParser.maximumErrors + 1)
    }
}

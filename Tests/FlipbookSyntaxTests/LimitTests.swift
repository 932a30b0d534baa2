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
        let angles = diagnosticsQuickly("let x = " + String(repeating: "x< ", count: 2_000))
        #expect(angles.map(\.message) == ["angle brackets nested too deeply (more than 32 levels)"])
        #expect(angles.first?.span?.start.column == 9 + 32 * 3 + 1)
    }

    @Test func comparisonsAndGenericsWithinTheAngleLimit() throws {
        // A chain of comparisons ends its run at `&&`, a closing `>` ends a generic list, `..<`,
        // `<<` and `<=` never open one.
        let comparisons = (0..<40).map { "a\($0)<b" }.joined(separator: " && ")
        let generics = String(repeating: "Array<Int>, ", count: 40)
        let shifts = (0..<40).map { "1 << \($0), 1 <= \($0)" }.joined(separator: ", ")
        _ = try parse(
            """
            let ok = \(comparisons)
            let t: (\(generics)Int)? = nil
            let s = (\(shifts))
            let r = (0..<1, 0..<2, 0..<3, 0..<4, 0..<5, 0..<6, 0..<7, 0..<8, 0..<9, 0..<10, 0..<11, 0..<12, 0..<13, 0..<14, 0..<15, 0..<16, 0..<17, 0..<18, 0..<19, 0..<20, 0..<21, 0..<22, 0..<23, 0..<24, 0..<25, 0..<26, 0..<27, 0..<28, 0..<29, 0..<30, 0..<31, 0..<32, 0..<33)
            """)
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

    @Test func manyErrorsOnOneLineStayLinear() throws {
        // swift-syntax's diagnostics walk back to the line's start for each of these.
        let statements = diagnosticsQuickly("func f() { " + String(repeating: "n ", count: 5_000) + "}")
        #expect(statements.count == SceneParser.maximumErrors + 1)
        #expect(statements.first?.message == "consecutive statements on a line must be separated by newline or ';'")
        #expect(statements.first?.span?.start.column == 13)
        #expect(statements.last?.message.contains("4949 more") == true)
        // …and check each diagnostic against every node handled before.
        let keyPaths = diagnosticsQuickly("func f() { " + String(repeating: "\\ ", count: 5_000) + "}")
        #expect(keyPaths.count == SceneParser.maximumErrors + 1)
        #expect(keyPaths.first?.message == "expected root in key path")
        // …and list the tokens of the whole chain for each missing type.
        let casts = diagnosticsQuickly("let x = 1" + String(repeating: " as", count: 5_000))
        #expect(casts.first?.message == "expected type after 'as'")
        #expect(casts.count == SceneParser.maximumErrors + 1)
    }

    @Test func errorsPastTheGeneratorsShareItsWording() throws {
        // The first errors of a file with hundreds keep swift-syntax's words, as in a file with few.
        let many = diagnostics((1...300).map { "let v\($0) = " }.joined(separator: "\n"))
        let few = diagnostics((1...70).map { "let v\($0) = " }.joined(separator: "\n"))
        #expect(many.prefix(SceneParser.maximumErrors).map(\.message) == few.prefix(SceneParser.maximumErrors).map(\.message))
        #expect(many.last?.message.contains("250 more") == true)
    }

    @Test func missingTokensAtOnePlaceAreAllDiagnosed() throws {
        // 300 closures left open: their missing `}`s share one position, past the nesting limit.
        let found = diagnosticsQuickly("let x = " + String(repeating: "{ ", count: 1_000))
        #expect(found.first?.message == "parsing has exceeded the maximum nesting level")
    }

    @Test func aLongCommentLineIsScannedInLinearTime() throws {
        #expect(diagnosticsQuickly("// " + String(repeating: "ab ", count: 200_000) + "\nlet a = 1").isEmpty)
    }
}

import FlipbookModel
import FlipbookSyntax
import Testing

/// Errors: syntax errors from swift-syntax and Swift that can never work, each at its token,
/// all of them in one run, sorted, capped.
@Suite struct DiagnosticTests {
    @Test func syntaxErrorHasFileLineColumn() throws {
        let found = diagnostics(
            """
            struct A: View {
                var body: some View {
                    Text("x"
                }
            }
            """)
        let first = try #require(found.first)
        #expect(first.severity == .error)
        #expect(first.span?.file == "test.swift")
        #expect(first.span?.start.line == 3)
        #expect(first.description.hasPrefix("test.swift:3:"))
        #expect(first.message.contains("')'"))
    }

    @Test func topLevelStatementsSayWhereToPutThem() throws {
        let found = diagnostics("let a = 1\n  print(a)\nif a > 0 { }\n")
        #expect(found.count == 2)
        #expect(found.map { $0.span?.start.line } == [2, 3])
        #expect(found[0].span?.start.column == 3)
        #expect(found.allSatisfy { $0.message.contains("'.task { }' or '.onAppear { }'") })
    }

    @Test func previewOnlyAtTopLevel() throws {
        let found = diagnostics("struct S { #Preview { S() } }\nfunc f() { #Preview { S() } }")
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.message == "'#Preview' is only allowed at the top level of the file" })
    }

    @Test func invalidSwiftThatParses() throws {
        let cases: [(String, String)] = [
            ("let x = 99999999999999999999", "overflows Int"),
            ("let seed = UInt64(17173993227352144317)", "UInt64 values above Int.max are not supported yet"),
            ("let x = -9223372036854775809", "overflows Int"),
            ("let x = 0xFFFFFFFFFFFFFFFFF", "overflows Int"),
            ("let x = 1e999", "not a finite Double"),
            ("let x = a <> b", "cannot find operator '<>'"),
            ("let x = a == b == c", "need parentheses"),
            ("struct S { case a }", "enum 'case' is not allowed outside of an enum"),
            ("struct S { func f() }", "function 'f' needs a body"),
            ("struct S { init() }", "initializer needs a body"),
            ("struct S { var x: Int { get } }", "'get' needs a body"),
            ("#Preview(\"a \\(n)\") { S() }", "plain string"),
            ("#Preview", "needs a body"),
            ("let x = <#value#>", "editor placeholder"),
        ]
        for (source, fragment) in cases {
            let found = diagnostics(source)
            #expect(found.count == 1, "\(source): \(found)")
            #expect(found.first?.severity == .error, "\(source): \(found)")
            #expect(found.first?.message.contains(fragment) == true, "\(source): \(found)")
        }
    }

    @Test func everyErrorIsReportedInSourceOrder() throws {
        let source = """
            struct A: View {
                var body: some View {
                    Text("a").padding(99999999999999999999)
                }
            }
            print("b")
            struct B { case x }
            let c = 1 <> 2
            """
        let found = diagnostics(source)
        #expect(found.map { $0.span?.start.line ?? 0 } == [3, 6, 7, 8])
        #expect(found.allSatisfy { $0.severity == .error })

        let formatted = DiagnosticFormatter.format(found[0], source: source)
        #expect(
            formatted == """
                test.swift:3:27: error: integer literal '99999999999999999999' overflows Int
                        Text("a").padding(99999999999999999999)
                                          ^~~~~~~~~~~~~~~~~~~~
                """)
    }

    @Test func errorsInsideFoldedSequencesPointAtTheirToken() throws {
        let source = "let x = 1 + (2 * 99999999999999999999)"
        let found = diagnostics(source)
        #expect(found.count == 1)
        #expect(found.first?.span?.start.column == 18)
        #expect(found.first?.span?.end.column == 38)
    }

    @Test func notesPointAtASecondLocation() throws {
        let source = "let ok = a < b\nlet x = a == b == c"
        let found = diagnostics(source)
        let error = try #require(found.first)
        #expect(error.span?.start.line == 2 && error.span?.start.column == 16)
        #expect(error.notes.map { $0.span?.start.column } == [11])
        #expect(
            DiagnosticFormatter.format(error, source: source) == """
                test.swift:2:16: error: adjacent operators '==' and '==' need parentheses
                let x = a == b == c
                               ^~
                test.swift:2:11: note: the operator on the left is here
                let x = a == b == c
                          ^~
                """)
    }

    @Test func syntaxErrorsAreNotBuriedUnderFollowUps() throws {
        let found = diagnostics(
            """
            struct Broken {
                var x = (1 + 99999999999999999999
            }
            struct Fine { var y = 99999999999999999999 }
            """)
        #expect(found.count >= 2)
        // The member holding the syntax error is not reported again; the overflow in the intact
        // struct still is, after the syntax errors.
        #expect(found.filter { $0.message.contains("overflows") }.count == 1)
        #expect(found.last?.message.contains("overflows") == true)
        #expect(found.last?.span?.start.line == 4)
    }

    @Test func errorsAreCappedWithANote() throws {
        let source = (1...70).map { "let v\($0) = 99999999999999999999" }.joined(separator: "\n")
        let found = diagnostics(source)
        #expect(found.count == SceneParser.maximumErrors + 1)
        #expect(found.prefix(SceneParser.maximumErrors).allSatisfy { $0.severity == .error })
        let note = try #require(found.last)
        #expect(note.severity == .note)
        #expect(note.message.contains("20 more"))
        #expect(note.span?.start.line == 51)
    }

    @Test func syntaxErrorsAreCappedWithTheirMessages() throws {
        // Only the syntax errors shown get a message built; the note still counts the rest.
        let source = (1...70).map { "let v\($0) = " }.joined(separator: "\n")
        let found = diagnostics(source)
        #expect(found.count == SceneParser.maximumErrors + 1)
        let shown = found.prefix(SceneParser.maximumErrors)
        #expect(shown.allSatisfy { $0.severity == .error && $0.message.hasPrefix("expected") })
        #expect(shown.map { $0.span?.start.line } == (1...50).map { $0 })
        let note = try #require(found.last)
        #expect(note.message.contains("20 more"))
        #expect(note.span?.start.line == 51)
    }

    @Test func parserNestingLimitIsAnError() throws {
        let source = "let x = " + String(repeating: "{ ", count: 300) + "1" + String(repeating: " }", count: 300)
        let found = diagnostics(source)
        #expect(found.first?.message == "parsing has exceeded the maximum nesting level")
        #expect(found.first?.span?.start.line == 1)
    }

    @Test func parenthesesAreCappedBeforeTheParserSeesThem() throws {
        // The 65th `(` (column 9 + 64), before swift-syntax's recovery could take seconds.
        let source = "let x = " + String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300)
        let found = diagnostics(source)
        #expect(found.first?.message == "parentheses nested too deeply (more than 64 levels)")
        #expect(found.first?.span?.start.column == 73)
    }

    @Test func viewCodeNestingIsWithinTheParserLimit() throws {
        // Debug builds of swift-syntax stop at 20 levels by default; view code nests deeper.
        var body = "Text(\"deep\")"
        for _ in 0..<40 { body = "VStack { \(body).padding(.all) }" }
        _ = try parse("struct V: View { var body: some View { \(body) } }")
    }
}

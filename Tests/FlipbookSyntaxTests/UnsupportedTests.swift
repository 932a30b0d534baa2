import FlipbookModel
import FlipbookSyntax
import Testing

/// Valid Swift that Flipbook cannot run: an `unsupported` node in the AST and a warning at the
/// construct's token, worded "'X' is not supported by Flipbook yet"; the file still parses.
@Suite struct UnsupportedTests {
    /// The program's single warning, which must say that `construct` is not supported.
    private func warning(
        _ source: String, _ construct: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> Diagnostic {
        let program = try parse(source, sourceLocation: sourceLocation)
        #expect(program.warnings.count == 1, "\(program.warnings)", sourceLocation: sourceLocation)
        let found = try #require(program.warnings.first, sourceLocation: sourceLocation)
        #expect(found.severity == .warning, sourceLocation: sourceLocation)
        #expect(found.message == "'\(construct)' is not supported by Flipbook yet", sourceLocation: sourceLocation)
        return found
    }

    @Test func regexLiterals() throws {
        let found = try warning("let r = /a+b/", "/a+b/")
        #expect(found.span?.start.column == 9)
        #expect(
            try FlipbookSyntaxTests.declarations("let r = /a+b/")
                == "let r = unsupported('/a+b/' is not supported by Flipbook yet)")
    }

    @Test func macros() throws {
        let found = try warning("let c = #fileLiteral(resourceName: \"a\")", "#fileLiteral")
        #expect(found.span?.start.column == 10)  // at the name, after '#'
        _ = try warning("struct S { #externalMacro() }", "#externalMacro")
        _ = try warning("let s = #keyPath(f)", "#keyPath")
    }

    @Test func unsupportedDeclarations() throws {
        let found = try warning("class C {\n    deinit { }\n}", "deinit")
        #expect(found.span?.start.line == 2 && found.span?.start.column == 5)
        #expect(
            try FlipbookSyntaxTests.declarations("class C { deinit { } }")
                == "class C { unsupported('deinit' is not supported by Flipbook yet) }")
        _ = try warning("macro m() = #externalMacro(module: \"M\", type: \"T\")", "macro")
    }

    @Test func statementsExpressionsAndTypes() throws {
        _ = try warning("func f<each T>() { }", "each")
        _ = try warning("struct S { func f() { discard self } }", "discard")
        _ = try warning("struct S: ~Copyable { }", "~Copyable")
        _ = try warning("struct S { var x: Int { _read { yield 1 } } }", "_read")
    }

    @Test func warningsKeepTheProgram() throws {
        let program = try parse(
            """
            struct V: View {
                var body: some View { Text("a") }
                func unused() { let r = /x/ }
            }
            #Preview { V() }
            """)
        #expect(program.previews.count == 1)
        #expect(program.warnings.count == 1)
    }

    @Test func warningsComeWithErrors() {
        let found = diagnostics("let r = /x/\nlet y = 99999999999999999999")
        #expect(found.map(\.severity) == [.warning, .error])
    }

    @Test func warningAndErrorDirectives() throws {
        let program = try parse("#warning(\"fix me\")\nlet a = 1")
        #expect(program.warnings.map(\.message) == ["fix me"])
        #expect(diagnostics("#error(\"stop\")").map(\.message) == ["stop"])
    }
}

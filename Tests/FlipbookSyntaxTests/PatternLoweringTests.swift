import FlipbookModel
import FlipbookSyntax
import Testing

/// Patterns, resolved from swift-syntax's expression shapes as Swift's type checker would.
@Suite struct PatternLoweringTests {
    /// The dump of the first case's first pattern of `switch x { case <pattern>: break }`.
    private func casePattern(_ pattern: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        let body = try statements("switch x { case \(pattern): break }", sourceLocation: sourceLocation)
        guard case .switch(let switchStmt)? = body.first?.kind, let item = switchStmt.cases.first?.items.first else {
            Issue.record("not a switch", sourceLocation: sourceLocation)
            return ""
        }
        return ASTDump.pattern(item.pattern)
    }

    @Test func enumCases() throws {
        #expect(try casePattern(".front") == ".front")
        #expect(try casePattern(".card(let c)") == ".card(let c)")
        #expect(try casePattern(".point(x: let x, y: 0)") == ".point(x: let x, y: =0)")
        #expect(try casePattern("let .pair(a, b)") == "let .pair(a, b)")
        #expect(try casePattern("var .pair(a, _)") == "var .pair(a, _)")
        #expect(try casePattern("Card.Side.front") == "Card.Side.front")
        #expect(try casePattern("Result<Int, Error>.success(let v)") == "Result<Int, Error>.success(let v)")
        #expect(try casePattern(".some(.card(let c))") == ".some(.card(let c))")
        #expect(try casePattern("nil") == ".none")
    }

    @Test func namesBindOnlyInsideLetOrVar() throws {
        #expect(try casePattern(".a(x)") == ".a(=x)")
        #expect(try casePattern(".a(let x)") == ".a(let x)")
        #expect(try casePattern("let x") == "let x")
        #expect(try casePattern("x") == "=x")
        #expect(try casePattern("let (a, b)") == "let (a, b)")
        #expect(try casePattern("(let a, 0)") == "(let a, =0)")
        #expect(try casePattern("(x: let a, y: _)") == "(x: let a, y: _)")
        let body = try statements("switch x { case let .a(v): break }")
        guard case .switch(let switchStmt)? = body.first?.kind,
            case .binding(true, let inner)? = switchStmt.cases.first?.items.first?.pattern.kind,
            case .enumCase(nil, "a", let arguments?) = inner.kind
        else {
            Issue.record("not let .a(v)")
            return
        }
        #expect(arguments.first?.pattern.kind == .identifier("v"))
    }

    @Test func expressionsAndRanges() throws {
        #expect(try casePattern("0") == "=0")
        #expect(try casePattern("0..<10") == "=(0 ..< 10)")
        #expect(try casePattern("\"a\"") == "=\"a\"")
        #expect(try casePattern("limit + 1") == "=(limit + 1)")
        #expect(try casePattern("self.selected") == "=self.selected")
        #expect(try casePattern("_") == "_")
    }

    @Test func typesOptionalsAndCasts() throws {
        #expect(try casePattern("is Int") == "is Int")
        #expect(try casePattern("let v as Int") == "let v as Int")
        #expect(try casePattern("let x?") == "let x?")
        #expect(try casePattern(".some(let x)") == ".some(let x)")
        #expect(try casePattern("(let a?, let b?)") == "(let a?, let b?)")
    }

    @Test func severalItemsAndWhere() throws {
        let body = try statements("switch x { case .a, .b where ok, 1...3: break }")
        guard case .switch(let switchStmt)? = body.first?.kind, let items = switchStmt.cases.first?.items else {
            Issue.record("not a switch")
            return
        }
        #expect(items.map { ASTDump.pattern($0.pattern) } == [".a", ".b", "=(1 ... 3)"])
        #expect(items.map { $0.whereClause.map(ASTDump.expr) } == [nil, "ok", nil])
    }

    @Test func declarationPatterns() throws {
        #expect(try dumpStatements("let (a, b) = pair") == "let (a, b) = pair")
        #expect(try dumpStatements("let (x: a, y: b) = point") == "let (x: a, y: b) = point")
        #expect(try dumpStatements("let _ = f()") == "let _ = f()")
    }
}

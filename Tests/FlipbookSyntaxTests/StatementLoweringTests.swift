import FlipbookModel
import FlipbookSyntax
import Testing

/// Statements: locals, `if`/`switch` at statement position, loops, jumps, `do`.
@Suite struct StatementLoweringTests {
    @Test func ifElseIfElse() throws {
        let body = try statements("""
            if a > 1, b {
                Text("big")
            } else if a == 0 {
                Text("zero")
            } else {
                Text("small")
                Divider()
            }
            """)
        #expect(body.count == 1)
        guard case .ifElse(let ifStmt) = body[0].kind else { Issue.record("not an if"); return }
        #expect(ifStmt.conditions.map(ASTDump.expr) == ["(a > 1)", "b"])
        #expect(ifStmt.then.map(ASTDump.stmt) == ["Text(\"big\")"])
        // `else if` is an `otherwise` holding one `ifElse`.
        guard case .ifElse(let nested)? = ifStmt.otherwise?.first?.kind, ifStmt.otherwise?.count == 1 else {
            Issue.record("else if is not nested"); return
        }
        #expect(nested.conditions.map(ASTDump.expr) == ["(a == 0)"])
        #expect(nested.otherwise.map(ASTDump.stmts) == "Text(\"small\"); Divider()")
        let plain = try statements("if flag { A() }")
        guard case .ifElse(let noElse) = plain[0].kind else { Issue.record("not an if"); return }
        #expect(noElse.otherwise == nil)
    }

    @Test func switchStatement() throws {
        let body = try statements("""
            switch side {
            case .front, .back:
                Text("card")
                Divider()
            case 3:
                EmptyView()
            @unknown default:
                EmptyView()
            }
            """)
        guard case .switchCase(let switchStmt) = body[0].kind else { Issue.record("not a switch"); return }
        #expect(switchStmt.subject.kind == .identifier("side"))
        #expect(switchStmt.cases.map { $0.patterns.map(ASTDump.expr) } == [[".front", ".back"], ["3"], []])
        #expect(switchStmt.cases.map(\.isDefault) == [false, false, true])
        #expect(switchStmt.cases[0].body.count == 2)
        #expect(switchStmt.cases[0].span.start.line == 4)  // the snippet starts on line 3
    }

    @Test func ifInsideBodyOfBuilderStaysStatement() throws {
        // `var body` is a view builder: its lone `if` is a builder statement, not an expression.
        let body = try statements("if c { A() } else { B() }")
        guard case .ifElse = body[0].kind else { Issue.record("lowered as \(ASTDump.stmts(body))"); return }
    }

    @Test func implicitReturnOfIfExpressionInComputedProperty() throws {
        let program = try parse("""
            struct S {
                var size: Double { if big { 2 } else { 1 } }
                var label: String { if big { return "big" } else { return "small" } }
                func color(_ s: Int) -> Color { switch s { case 0: .red default: .blue } }
            }
            """)
        let s = try #require(program.structs.first)
        #expect(ASTDump.stmts(s.computedProperties[0].body) == "<if big { 2 } else { 1 }>")
        // Branches with `return` make it a statement.
        #expect(ASTDump.stmts(s.computedProperties[1].body) == "if big { return \"big\" } else { return \"small\" }")
        #expect(ASTDump.stmts(s.methods[0].body) == "<switch s { case 0: .red; default: .blue }>")
    }

    @Test func localBindings() throws {
        let body = try statements("""
            let rect = RoundedRectangle(cornerRadius: 16)
            var count: Int = 0
            let a = 1, b = 2
            let _ = print("x")
            rect.fill(.blue)
            """)
        #expect(body.map(ASTDump.stmt) == [
            "let rect = RoundedRectangle(cornerRadius: 16)", "var count: Int = 0", "let a = 1", "let b = 2",
            "let _ = print(\"x\")", "rect.fill(.blue)",
        ])
    }

    @Test func loopsAndJumps() throws {
        let body = try statements("""
            for i in 0..<3 { if i == 1 { continue }; work(i) }
            for _ in items { break }
            while n > 0 { n -= 1 }
            while a, b { }
            do { try? await Task.sleep(for: .seconds(1)) }
            return
            """)
        #expect(body.map(ASTDump.stmt) == [
            "for i in (0 ..< 3) { if (i == 1) { continue }; work(i) }",
            "for _ in items { break }",
            "while (n > 0) { (n -= 1) }",
            "while (a && b) { }",
            "do { try? await Task.sleep(for: .seconds(1)) }",
            "return",
        ])
        guard case .forIn(nil, _, _) = body[1].kind else { Issue.record("`_` pattern is not nil"); return }
    }

    @Test func returnWithValue() throws {
        let program = try parse("func twice(_ x: Int) -> Int { return x * 2 }")
        #expect(program.functions.first.map { ASTDump.stmts($0.body) } == "return (x * 2)")
    }
}

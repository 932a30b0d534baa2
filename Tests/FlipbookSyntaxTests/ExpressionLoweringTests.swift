import FlipbookModel
import FlipbookSyntax
import Testing

/// Expressions: literals, operators folded by precedence, calls, closures, key paths.
@Suite struct ExpressionLoweringTests {
    @Test(arguments: [
        ("1 + 2 * 3", "(1 + (2 * 3))"),
        ("(1 + 2) * 3", "((1 + 2) * 3)"),
        ("a > 3 ? 1 : 0", "((a > 3) ? 1 : 0)"),
        ("gap + Double(i % columns) * (cellWidth + gap)", "(gap + (Double((i % columns)) * (cellWidth + gap)))"),
        ("a - b - c", "((a - b) - c)"),
        ("a..<b", "(a ..< b)"),
        ("0...n - 1", "(0 ... (n - 1))"),
        ("a && b || !c", "((a && b) || (!c))"),
        ("x ?? 0 + 1", "(x ?? (0 + 1))"),
        ("a == b && c != d", "((a == b) && (c != d))"),
        ("-x * 2", "((-x) * 2)"),
        ("c ? a : d ? e : f", "(c ? a : (d ? e : f))"),
    ])
    func operatorPrecedence(source: String, expected: String) throws {
        #expect(ASTDump.expr(try expression(source)) == expected)
    }

    @Test func literals() throws {
        #expect(try expression("1_000").kind == .integer(1000))
        #expect(try expression("0xFF").kind == .integer(255))
        #expect(try expression("0b101").kind == .integer(5))
        #expect(try expression("0.6").kind == .double(0.6))
        #expect(try expression("1e3").kind == .double(1000))
        #expect(try expression("1_000.5").kind == .double(1000.5))
        #expect(try expression("true").kind == .bool(true))
        #expect(try expression("false").kind == .bool(false))
        #expect(try expression("nil").kind == .nilLiteral)
    }

    @Test func namesAndMembers() throws {
        #expect(try expression("self").kind == .identifier("self"))
        #expect(try expression("Self").kind == .identifier("Self"))
        #expect(try expression("`default`").kind == .identifier("default"))
        #expect(ASTDump.expr(try expression("self.value")) == "self.value")
        #expect(ASTDump.expr(try expression(".blue")) == ".blue")
        #expect(ASTDump.expr(try expression("Color.blue.opacity(0.5)")) == "Color.blue.opacity(0.5)")
        #expect(ASTDump.expr(try expression(".init(hue: 0.5)")) == ".init(hue: 0.5)")
        #expect(ASTDump.expr(try expression("Card.Side.front")) == "Card.Side.front")
        guard case .member(nil, "blue") = try expression(".blue").kind else {
            Issue.record("implicit member has a base"); return
        }
    }

    @Test func assignments() throws {
        let body = try statements("""
            value = 1
            self.value += 2
            items[0] -= 1
            x *= 3
            y /= 4
            _ = compute()
            """)
        #expect(body.map(ASTDump.stmt) == [
            "(value = 1)", "(self.value += 2)", "(items[0] -= 1)", "(x *= 3)", "(y /= 4)", "(_ = compute())",
        ])
        guard case .expression(let first) = body[0].kind, case .assignment("=", let target, _) = first.kind else {
            Issue.record("not an assignment"); return
        }
        #expect(target.kind == .identifier("value"))
    }

    @Test func callsAndTrailingClosures() throws {
        let call = try expression("Button(role: .none) { go() } label: { Text(\"Go\") }")
        guard case .call(let callee, let arguments) = call.kind else { Issue.record("not a call"); return }
        #expect(callee.kind == .identifier("Button"))
        #expect(arguments.map(\.label) == ["role", nil, "label"])
        #expect(arguments.map(\.isTrailingClosure) == [false, true, true])
        #expect(ASTDump.expr(call) == "Button(role: .none) { go() } label: { Text(\"Go\") }")
        #expect(ASTDump.expr(try expression("f()")) == "f()")
        #expect(ASTDump.expr(try expression("f(_: 1, 2)")) == "f(_: 1, 2)")
    }

    @Test func closures() throws {
        #expect(ASTDump.expr(try expression("items.map { $0 * 2 }")) == "items.map() { ($0 * 2) }")
        #expect(ASTDump.expr(try expression("{ a, b in a + b }")) == "{ a, b in (a + b) }")
        #expect(ASTDump.expr(try expression("{ (a: Int, _ b: Int) -> Int in a }")) == "{ a, b in a }")
        #expect(ASTDump.expr(try expression("{ _ in 1 }")) == "{ _ in 1 }")
        #expect(ASTDump.expr(try expression("{ () in 1 }")) == "{ () in 1 }")
        #expect(ASTDump.expr(try expression("{ @MainActor in 1 }")) == "{ () in 1 }")
        guard case .closure(let closure) = try expression("{ $0 }").kind else { Issue.record("not a closure"); return }
        #expect(closure.parameters == nil)
        #expect(closure.body.map(ASTDump.stmt) == ["$0"])
    }

    @Test func collectionsTuplesAndSubscripts() throws {
        #expect(ASTDump.expr(try expression("[1, 2, 3]")) == "[1, 2, 3]")
        #expect(ASTDump.expr(try expression("[]")) == "[]")
        #expect(ASTDump.expr(try expression("(0, 1, 0)")) == "(0, 1, 0)")
        #expect(ASTDump.expr(try expression("(x: 1, y: 2)")) == "(x: 1, y: 2)")
        #expect(try expression("(42)").kind == .integer(42))
        #expect(ASTDump.expr(try expression("items[i + 1]")) == "items[(i + 1)]")
        #expect(ASTDump.expr(try expression("grid[row, column]")) == "grid[row, column]")
    }

    @Test func keyPaths() throws {
        #expect(try expression("\\.self").kind == .keyPath(["self"]))
        #expect(try expression("\\.id").kind == .keyPath(["id"]))
        #expect(try expression("\\Item.id").kind == .keyPath(["id"]))
        #expect(try expression("\\.frame.width").kind == .keyPath(["frame", "width"]))
    }

    @Test func tryAndAwait() throws {
        #expect(ASTDump.expr(try expression("try? await Task.sleep(for: .seconds(0.6))"))
            == "try? await Task.sleep(for: .seconds(0.6))")
        guard case .tryExpr(_, let optional) = try expression("try load()").kind else {
            Issue.record("not a try"); return
        }
        #expect(optional == false)
        guard case .tryExpr(_, let forced) = try expression("try! load()").kind else {
            Issue.record("not a try!"); return
        }
        #expect(forced == false)
        #expect(ASTDump.expr(try expression("await run()")) == "await run()")
    }

    @Test func ifAndSwitchExpressions() throws {
        #expect(ASTDump.expr(try expression("if c { 1 } else { 2 }")) == "<if c { 1 } else { 2 }>")
        #expect(ASTDump.expr(try expression("if a { 1 } else if b { 2 } else { 3 }"))
            == "<if a { 1 } else { if b { 2 } else { 3 } }>")
        #expect(ASTDump.expr(try expression("switch s { case .a, .b: 1 default: 2 }"))
            == "<switch s { case .a, .b: 1; default: 2 }>")
    }
}

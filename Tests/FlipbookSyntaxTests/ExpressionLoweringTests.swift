import FlipbookModel
import FlipbookSyntax
import Testing

/// Expressions: literals, names, members, calls, closures, operators, optional chains…
@Suite struct ExpressionLoweringTests {
    @Test func literals() throws {
        #expect(try dumpExpression("42") == "42")
        #expect(try dumpExpression("1_000_000") == "1000000")
        #expect(try dumpExpression("0xFF") == "255")
        #expect(try dumpExpression("0b1010") == "10")
        #expect(try dumpExpression("0o17") == "15")
        #expect(try dumpExpression("0x7FFF_FFFF_FFFF_FFFF") == "9223372036854775807")
        #expect(try dumpExpression("-9223372036854775808") == "-9223372036854775808")
        #expect(try dumpExpression("-5") == "-5")
        #expect(try dumpExpression("0.5") == "0.5")
        #expect(try dumpExpression("1e3") == "1000.0")
        #expect(try dumpExpression("-2.5") == "-2.5")
        #expect(try dumpExpression("0x1p4") == "16.0")
        #expect(try dumpExpression("1_000.25") == "1000.25")
        #expect(try dumpExpression("true") == "true")
        #expect(try dumpExpression("nil") == "nil")
        #expect(try dumpExpression("[1, 2]") == "[1, 2]")
        #expect(try dumpExpression("[]") == "[]")
        #expect(try dumpExpression("[\"a\": 1, \"b\": 2]") == "[\"a\": 1, \"b\": 2]")
        #expect(try dumpExpression("[:]") == "[:]")
        #expect(try dumpExpression("(1, y: 2)") == "(1, y: 2)")
        #expect(try dumpExpression("((x))") == "x")
    }

    @Test func integerKindsAndNegativeLiterals() throws {
        #expect(try expression("-5").kind == .integer(-5))
        #expect(try dumpExpression("-x") == "(-x)")
        #expect(try dumpExpression("-(5)") == "(-5)")
    }

    @Test func namesAndMembers() throws {
        #expect(try dumpExpression("count") == "count")
        #expect(try dumpExpression("`default`") == "default")
        #expect(try dumpExpression("$0") == "$0")
        #expect(try dumpExpression("$value") == "$value")
        #expect(try dumpExpression("self.value") == "self.value")
        #expect(try dumpExpression("Self.shared") == "Self.shared")
        #expect(try dumpExpression("super.body") == "super.body")
        #expect(try dumpExpression(".red") == ".red")
        #expect(try dumpExpression(".init(red: 1)") == ".init(red: 1)")
        #expect(try dumpExpression("Color.red.opacity(0.5)") == "Color.red.opacity(0.5)")
        #expect(try dumpExpression("pair.0") == "pair.0")
        #expect(try dumpExpression("handle(_:)") == "handle(_:)")
        #expect(try dumpExpression("move(to:by:)") == "move(to:by:)")
        #expect(try dumpExpression("String.init(describing:)") == "String.init(describing:)")
        #expect(try dumpExpression("#file") == "#file")
        #expect(try dumpExpression("#line") == "#line")
        #expect(try dumpExpression("#function") == "#function")
    }

    @Test func memberNameSpan() throws {
        let expr = try expression("Text(\"a\")\n    .padding(4)")
        guard case .call(let callee, _) = expr.kind, case .member(_, "padding", let nameSpan, nil) = callee.kind else {
            Issue.record("not a member call: \(ASTDump.expr(expr))")
            return
        }
        #expect(nameSpan.start.line == 2 && nameSpan.start.column == 6)
        #expect(nameSpan.end.line == 2 && nameSpan.end.column == 13)
        #expect(expr.span.start.line == 1 && expr.span.start.column == 9)
    }

    @Test func calls() throws {
        #expect(try dumpExpression("f()") == "f()")
        #expect(try dumpExpression("f(1, label: 2)") == "f(1, label: 2)")
        #expect(try dumpExpression("withAnimation { x = 1 }") == "withAnimation() { (x = 1) }")
        #expect(try dumpExpression("withAnimation(.easeIn) { x = 1 }") == "withAnimation(.easeIn) { (x = 1) }")
        #expect(
            try dumpExpression("Button { go() } label: { Text(\"Go\") }")
                == "Button() { go() } label: { Text(\"Go\") }")
        #expect(try dumpExpression("a[0]") == "a[0]")
        #expect(try dumpExpression("counts[key, default: 0]") == "counts[key, default: 0]")
        #expect(
            try dumpExpression("Binding<Bool>(get: { true }, set: { _ in })")
                == "Binding<Bool>(get: { true }, set: { (_) in })")
        #expect(try dumpExpression("Set<Int>()") == "Set<Int>()")
        let trailing = try expression("Button(\"a\") { }")
        guard case .call(_, let arguments) = trailing.kind else {
            Issue.record("not a call")
            return
        }
        #expect(arguments.map(\.isTrailingClosure) == [false, true])
        #expect(arguments.map(\.label) == [nil, nil])
    }

    @Test func typesInExpressionPosition() throws {
        #expect(try dumpExpression("[Int]()") == "type([Int])()")
        #expect(try dumpExpression("[String: Int]()") == "type([String: Int])()")
        #expect(try dumpExpression("[[Double]](repeating: [], count: 3)") == "type([[Double]])(repeating: [], count: 3)")
        #expect(try dumpExpression("[Int].self") == "type([Int]).self")
        #expect(try dumpExpression("Int?.self") == "type(Int?).self")
        #expect(try dumpExpression("(Int, String).self") == "type((Int, String)).self")
        #expect(try dumpExpression("Int.self") == "Int.self")
        #expect(try dumpExpression("[x]") == "[x]")
        #expect(try dumpExpression("[item].count") == "[item].count")
    }

    @Test func closures() throws {
        #expect(try dumpExpression("{ 1 }") == "{ 1 }")
        #expect(try dumpExpression("{ }") == "{ }")
        #expect(try dumpExpression("{ $0 + 1 }") == "{ ($0 + 1) }")
        #expect(try dumpExpression("{ a, b in a }") == "{ (a, b) in a }")
        #expect(try dumpExpression("{ _ in 0 }") == "{ (_) in 0 }")
        #expect(try dumpExpression("{ () in 0 }") == "{ () in 0 }")
        #expect(try dumpExpression("{ (a: Int, b) -> Int in a }") == "{ (a: Int, b) -> Int in a }")
        #expect(try dumpExpression("{ (x: inout Int) in x += 1 }") == "{ (x: inout Int) in (x += 1) }")
        #expect(try dumpExpression("{ [weak self] in self?.go() }") == "{ [self] in chain(self?.go()) }")
        #expect(
            try dumpExpression("{ [count = self.count, model] in count }")
                == "{ [count = self.count, model] in count }")
        #expect(
            try dumpExpression("{ () async throws -> Void in try await f() }")
                == "{ () async throws -> Void in try await f() }")
        #expect(try dumpExpression("{ @MainActor in go() }") == "{ go() }")
        let closure = try expression("{ @MainActor in go() }")
        guard case .closure(let lowered) = closure.kind else {
            Issue.record("not a closure")
            return
        }
        #expect(lowered.parameters == nil)
    }

    @Test func operators() throws {
        #expect(try dumpExpression("1 + 2 * 3") == "(1 + (2 * 3))")
        #expect(try dumpExpression("a - b - c") == "((a - b) - c)")
        #expect(try dumpExpression("a ?? b ?? c") == "(a ?? (b ?? c))")
        #expect(try dumpExpression("a && b || c") == "((a && b) || c)")
        #expect(try dumpExpression("!flag") == "(!flag)")
        #expect(try dumpExpression("0..<10") == "(0 ..< 10)")
        #expect(try dumpExpression("0...n") == "(0 ... n)")
        #expect(try dumpExpression("..<5") == "(..<5)")
        #expect(try dumpExpression("...5") == "(...5)")
        #expect(try dumpExpression("5...") == "(5...)")
        #expect(try dumpExpression("a ? b : c ? d : e") == "(a ? b : (c ? d : e))")
        #expect(try dumpExpression("x is Int") == "(x is Int)")
        #expect(try dumpExpression("x as Double") == "(x as Double)")
        #expect(try dumpExpression("x as? Card") == "(x as? Card)")
        #expect(try dumpExpression("x as! Card") == "(x as! Card)")
        #expect(try dumpExpression("a === b") == "(a === b)")
        #expect(try dumpExpression("a &+ b << 2") == "(a &+ (b << 2))")
    }

    @Test func customOperators() throws {
        let program = try parse(
            """
            infix operator <>: AdditionPrecedence
            func <> (a: Int, b: Int) -> Int { a + b }
            let x = 1 <> 2 * 3
            """)
        #expect(ASTDump.decls(program.declarations) == "func <>(a: Int, b: Int) -> Int { (a + b) }; let x = (1 <> (2 * 3))")
    }

    @Test func assignments() throws {
        #expect(try dumpStatements("x = 1") == "(x = 1)")
        #expect(try dumpStatements("x += 1") == "(x += 1)")
        #expect(try dumpStatements("x -= 1; y *= 2; z /= 3; w %= 4") == "(x -= 1); (y *= 2); (z /= 3); (w %= 4)")
        #expect(try dumpStatements("_ = f()") == "(_ = f())")
        #expect(try dumpStatements("a.b[0] = c") == "(a.b[0] = c)")
        #expect(try dumpStatements("(a, b) = (b, a)") == "((a, b) = (b, a))")
        let discard = try statements("_ = f()")
        guard case .expression(let expr) = discard.first?.kind, case .assignment(_, let target, _) = expr.kind else {
            Issue.record("not an assignment")
            return
        }
        #expect(target.kind == .discard)
    }

    @Test func optionalChains() throws {
        #expect(try dumpExpression("a?.b") == "chain(a?.b)")
        #expect(try dumpExpression("a?.b.c()") == "chain(a?.b.c())")
        #expect(try dumpExpression("a?.b?.c") == "chain(a?.b?.c)")
        #expect(try dumpExpression("a?[0]") == "chain(a?[0])")
        #expect(try dumpExpression("a?.b!.c") == "chain(a?.b!.c)")
        #expect(try dumpExpression("(a?.b).c") == "chain(a?.b).c")
        #expect(try dumpExpression("a?.b ?? 0") == "(chain(a?.b) ?? 0)")
        #expect(try dumpExpression("f(a?.b, c)") == "f(chain(a?.b), c)")
        #expect(try dumpExpression("a!.b") == "a!.b")
        #expect(try dumpExpression("a.b!") == "a.b!")
        #expect(try dumpStatements("a?.b = 1") == "chain((a?.b = 1))")
        #expect(try dumpStatements("model?.count += 1") == "chain((model?.count += 1))")
        #expect(try dumpExpression("a?.f { $0?.x }") == "chain(a?.f() { chain($0?.x) })")
    }

    @Test func effects() throws {
        #expect(try dumpExpression("try f()") == "try f()")
        #expect(try dumpExpression("try? f()") == "try? f()")
        #expect(try dumpExpression("try! f()") == "try! f()")
        #expect(try dumpExpression("await f()") == "await f()")
        #expect(
            try dumpExpression("try await Task.sleep(for: .seconds(1))")
                == "try await Task.sleep(for: .seconds(1))")
        #expect(try dumpExpression("f(&x)") == "f(&x)")
    }

    @Test func keyPaths() throws {
        #expect(try dumpExpression("\\.self") == "\\.self")
        #expect(try dumpExpression("\\.name") == "\\.name")
        #expect(try dumpExpression("\\Card.side.name") == "\\Card.side.name")
        #expect(try dumpExpression("\\.a?.b") == "\\.a?.b")
        #expect(try dumpExpression("\\.a!.b") == "\\.a!.b")
        #expect(try dumpExpression("\\.[0]") == "\\[0]")
        #expect(try dumpExpression("\\.items[0].name") == "\\.items[0].name")
        #expect(try dumpExpression("\\.colorScheme") == "\\.colorScheme")
    }

    @Test func ifAndSwitchExpressions() throws {
        #expect(try dumpExpression("if c { 1 } else { 2 }") == "<if c { 1 } else { 2 }>")
        #expect(
            try dumpExpression("if a { 1 } else if b { 2 } else { 3 }")
                == "<if a { 1 } else { if b { 2 } else { 3 } }>")
        #expect(
            try dumpExpression("switch s { case .a: 1; default: 2 }")
                == "<switch s { case .a: 1; default: 2 }>")
        #expect(try dumpStatements("return if c { 1 } else { 2 }") == "return <if c { 1 } else { 2 }>")
    }

    @Test func ownershipOperatorsAreTransparent() throws {
        #expect(try dumpExpression("consume x") == "x")
        #expect(try dumpExpression("copy x") == "x")
    }
}

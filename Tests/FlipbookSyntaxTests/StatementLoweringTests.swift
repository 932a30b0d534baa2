import FlipbookModel
import FlipbookSyntax
import Testing

/// Statements: conditions, loops, switch, jumps, error handling, local declarations.
@Suite struct StatementLoweringTests {
    @Test func ifConditions() throws {
        #expect(
            try dumpStatements("if a, b > 1 { x() } else if c { y() } else { z() }")
                == "if a, (b > 1) { x() } else { if c { y() } else { z() } }")
        #expect(try dumpStatements("if let x { use(x) }") == "if let x { use(x) }")
        #expect(try dumpStatements("if var y = z { }") == "if var y = z { }")
        #expect(try dumpStatements("if let x = a, let y = b, x < y { }") == "if let x = a, let y = b, (x < y) { }")
        #expect(try dumpStatements("if case .card(let c) = item { }") == "if case .card(let c) = item { }")
        #expect(try dumpStatements("if case let x? = y { }") == "if case let x? = y { }")
        #expect(
            try dumpStatements("if #available(iOS 17, *) { a() } else { b() }")
                == "if #available(true) { a() } else { b() }")
        #expect(try dumpStatements("if #unavailable(iOS 17) { a() }") == "if #available(false) { a() }")
        #expect(try dumpStatements("if let x: Double = value { }") == "if let x = (value as Double?) { }")
    }

    @Test func optionalBindingShorthandHasNoInitializer() throws {
        let body = try statements("if let value { }")
        guard case .if(let ifStmt)? = body.first?.kind,
            case .optionalBinding(true, let pattern, nil)? = ifStmt.conditions.first?.kind
        else {
            Issue.record("not a shorthand binding")
            return
        }
        #expect(pattern.kind == .identifier("value"))
    }

    @Test func guardAndLoops() throws {
        #expect(try dumpStatements("guard let x = y else { return }") == "guard let x = y else { return }")
        #expect(try dumpStatements("guard ok else { throw E.bad }") == "guard ok else { throw E.bad }")
        #expect(try dumpStatements("while i < 3 { i += 1 }") == "while (i < 3) { (i += 1) }")
        #expect(try dumpStatements("while let next = it.next() { }") == "while let next = it.next() { }")
        #expect(try dumpStatements("repeat { i += 1 } while i < 3") == "repeat { (i += 1) } while (i < 3)")
    }

    @Test func forLoops() throws {
        #expect(try dumpStatements("for i in 0..<3 { }") == "for i in (0 ..< 3) { }")
        #expect(try dumpStatements("for _ in xs { }") == "for _ in xs { }")
        #expect(try dumpStatements("for (i, x) in xs.enumerated() { }") == "for (i, x) in xs.enumerated() { }")
        #expect(try dumpStatements("for (a, (b, c)) in zs { }") == "for (a, (b, c)) in zs { }")
        #expect(try dumpStatements("for x in xs where x > 0 { }") == "for x in xs where (x > 0) { }")
        #expect(try dumpStatements("for await value in stream { }") == "for await value in stream { }")
        #expect(try dumpStatements("for try await line in lines { }") == "for try await line in lines { }")
        #expect(try dumpStatements("for case let x? in xs { }") == "for let x? in xs { }")
        #expect(try dumpStatements("for case .card(let c) in items { }") == "for .card(let c) in items { }")
        #expect(try dumpStatements("for var x in xs { x += 1 }") == "for var x in xs { (x += 1) }")
        #expect(try dumpStatements("for x: Int in xs { }") == "for x as Int in xs { }")
    }

    @Test func jumpsAndLabels() throws {
        #expect(
            try dumpStatements("outer: for x in xs { for y in ys { if y { continue outer }; break outer } }")
                == "outer: for x in xs { for y in ys { if y { continue outer }; break outer } }")
        #expect(try dumpStatements("loop: while true { break }") == "loop: while true { break }")
        #expect(try dumpStatements("return") == "return")
        #expect(try dumpStatements("return x + 1") == "return (x + 1)")
        #expect(
            try dumpStatements("switch x { case 1: fallthrough; default: break }")
                == "switch x { case =1: fallthrough; default: break }")
    }

    @Test func errorHandling() throws {
        #expect(try dumpStatements("defer { cleanup() }") == "defer { cleanup() }")
        #expect(try dumpStatements("throw LoadError.missing") == "throw LoadError.missing")
        #expect(try dumpStatements("do { try load() } catch { print(error) }") == "do { try load() } catch { print(error) }")
        #expect(
            try dumpStatements(
                "do { try load() } catch LoadError.missing { } catch let e as LoadError where e.fatal { } catch { }")
                == "do { try load() } catch LoadError.missing { } catch let e as LoadError where e.fatal { } catch { }")
        #expect(
            try dumpStatements("do { try a() } catch is CancellationError { }")
                == "do { try a() } catch is CancellationError { }")
        #expect(try dumpStatements("do throws(E) { } catch { }") == "do { } catch { }")
        #expect(try dumpStatements("do { let x = 1 }") == "do { let x = 1 }")
    }

    @Test func switchStatements() throws {
        #expect(
            try dumpStatements("switch x { case .a, .b: f(); case .c(let v) where v > 0: g(v); default: break }")
                == "switch x { case .a, .b: f(); case .c(let v) where (v > 0): g(v); default: break }")
        #expect(
            try dumpStatements("switch x { case .a: break; @unknown default: break }")
                == "switch x { case .a: break; default: break }")
        let body = try statements("switch x { case .a: break; default: break }")
        guard case .switch(let switchStmt)? = body.first?.kind else {
            Issue.record("not a switch")
            return
        }
        #expect(switchStmt.cases.map(\.isDefault) == [false, true])
        #expect(switchStmt.cases[0].span.start.line == 2)
    }

    @Test func localDeclarations() throws {
        #expect(try dumpStatements("let a = 1, b: Int = 2") == "let a = 1, b: Int = 2")
        #expect(try dumpStatements("var (x, y) = point") == "var (x, y) = point")
        #expect(try dumpStatements("func helper() -> Int { 1 }") == "func helper() -> Int { 1 }")
        #expect(try dumpStatements("struct Local { let v: Int }") == "struct Local { let v: Int }")
        #expect(try dumpStatements("enum Local { case a }") == "enum Local { case a }")
        #expect(try dumpStatements("lazy var cache = compute()") == "lazy var cache = compute()")
    }

    @Test func ifBodiesStayStatements() throws {
        // A body written as `if … { return a } else { return b }` is a statement with returns.
        #expect(try dumpStatements("if c { return 1 } else { return 2 }") == "if c { return 1 } else { return 2 }")
        let body = try statements("if c { 1 } else { 2 }")
        guard case .if? = body.first?.kind else {
            Issue.record("not an if statement")
            return
        }
    }
}

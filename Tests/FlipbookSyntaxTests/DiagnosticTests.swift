import FlipbookModel
import FlipbookSyntax
import Testing

/// Errors: syntax errors from swift-syntax and unsupported constructs, each at its location.
@Suite struct DiagnosticTests {
    @Test func syntaxErrorHasFileLineColumn() throws {
        let found = diagnostics("""
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

    @Test func classIsUnsupportedAtItsLocation() throws {
        let found = diagnostics("let a = 1\n  class Foo {}\n")
        #expect(found.count == 1)
        let error = try #require(found.first)
        #expect(error.severity == .error)
        #expect(error.span?.start.line == 2 && error.span?.start.column == 3)
        #expect(error.message.contains("classes are not supported"))
        #expect(error.message.contains("struct"))
    }

    @Test func guardInsideBody() throws {
        let found = diagnostics("""
            struct A: View {
                var body: some View {
                    guard ok else { return EmptyView() }
                    Text("x")
                }
            }
            """)
        #expect(found.count == 1)
        #expect(found.first?.span?.start.line == 3 && found.first?.span?.start.column == 9)
        #expect(found.first?.message.contains("'guard' is not supported") == true)
    }

    @Test func allErrorsAreReported() throws {
        let source = """
            protocol Shape {}
            struct A: View {
                @Binding var value: Int
                var body: some View {
                    Text(name!)
                        .onAppear { [weak model] in model?.load() }
                }
            }
            """
        let found = diagnostics(source)
        #expect(found.map { $0.span?.start.line ?? 0 } == [1, 3, 5, 6, 6])
        #expect(found.allSatisfy { $0.severity == .error })
        #expect(found[1].message.contains("'@Binding'"))
        #expect(found[2].message.contains("force unwrapping"))
        #expect(found[3].message.contains("capture lists"))
        #expect(found[4].message.contains("optional chaining"))

        let formatted = DiagnosticFormatter.format(found[2], source: source)
        #expect(formatted == """
            test.swift:5:14: error: \(found[2].message)
                    Text(name!)
                         ^~~~~
            """)
    }

    @Test func unsupportedConstructs() throws {
        let cases: [(String, String)] = [
            ("extension A {}", "extensions"),
            ("typealias X = Int", "typealias"),
            ("struct G<T> {}", "generic"),
            ("enum E { case a(Int) }", "associated values"),
            ("let x = y as Int", "'as'"),
            ("let x = y is Int", "'is'"),
            ("let x = [1: 2]", "dictionary"),
            ("let r = /a+/", "regex"),
            ("func f(x: inout Int) {}", "inout"),
            ("func f() { defer { } }", "'defer'"),
            ("func f() { throw E.x }", "'throw'"),
            ("func f() { outer: for x in y { } }", "labelled"),
            ("func f() { if let x = y { } }", "if let"),
            ("func f() { switch x { case let y: break } }", "binding"),
            ("func f() { switch x { case .a where b: break } }", "'where'"),
            ("let x = a <> b", "unknown operator"),
            ("print(1)", "top level"),
            ("struct S { lazy var x = 1 }", "lazy"),
            ("struct S { init() {} }", "initializers"),
            ("struct S { var x: Int { didSet { } } }", "didSet"),
            ("func f() { func g() {} }", "local declarations"),
            ("#warning(\"x\")", "#warning"),
            ("func f() { switch x { case _: break } }", "default:"),
            ("struct S { #Preview { S() } }", "top level"),
            ("#Preview(\"a \\(n)\") { S() }", "plain string"),
            ("let x = { [weak self] in 1 }", "capture lists"),
            ("let x = a!", "force unwrapping"),
            ("let x = 99999999999999999999", "does not fit"),
        ]
        for (source, fragment) in cases {
            let found = diagnostics(source)
            #expect(found.count == 1, "\(source): \(found)")
            #expect(found.first?.message.contains(fragment) == true, "\(source): \(found)")
        }
    }

    @Test func syntaxErrorsComeFirstWithoutCascade() throws {
        let found = diagnostics("""
            class Broken {
                var x = (1 +
            }
            struct Fine { var y = z! }
            """)
        #expect(found.count >= 2)
        // The class holding the syntax error is not reported again as unsupported; the force
        // unwrap in the intact struct still is, after the syntax errors.
        #expect(!found.contains { $0.message.contains("classes") })
        #expect(found.last?.message.contains("force unwrapping") == true)
        #expect(found.last?.span?.start.line == 4)
    }
}

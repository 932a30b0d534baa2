import FlipbookModel
import Testing

@testable import FlipbookScene

/// The mistakes swiftc rejects and Flipbook must reject too, each at its token: a scene that
/// renders here must compile on a Mac.
@Suite struct TypeRuleTests {
    func error(_ source: String) -> Diagnostic? {
        let errors = sceneErrors(source)
        #expect(errors.count <= 1, "\(errors)")
        return errors.first
    }

    @Test func aFloatingPointLiteralTimesAnIntIsATypeError() throws {
        let found = try #require(error(scene(body: "Text(\"\\(k * 0.5)\")", state: "let k: Int = 2")))
        #expect(found.message.contains("binary operator '*' cannot be applied to operands of type 'Int' and 'Double'"))
        #expect(found.span?.start.line == 6)
        let flipped = try #require(error(scene(body: "Circle().opacity(0.5 * k)", state: "@State var k = 1")))
        #expect(flipped.message.contains("'Double' and 'Int'"))
        let compared = try #require(error(scene(body: "Text(k < 0.5 ? \"a\" : \"b\")", state: "let k = 1")))
        #expect(compared.message.contains("operator '<'"))
    }

    @Test func literalsThatSwiftTypesFromTheirPartnerStillMix() {
        for expression in [
            "d * 2", "2 * d", "(1 + 2) * d", "(on ? 1 : 0) * 0.5", "xs.reduce(0) { $0 + $1 } * 0.5", "Double(k) * 0.5",
        ] {
            let source = scene(
                body: "Text(\"\\(\(expression))\")",
                state: "let k = 2\nlet d = 0.25\nlet on = true\nlet xs: [Double] = [0.5, 1]")
            #expect(sceneErrors(source).isEmpty, "\(expression)")
        }
    }

    @Test func aFloatingPointLiteralCannotInitializeAnInt() throws {
        let declared = try #require(error(scene(body: "Text(\"\\(k)\")", state: "let k: Int = 1e9")))
        #expect(declared.message == "cannot convert a floating-point literal to 'Int'")
        #expect(declared.span?.start.column == 18)
        let compound = try #require(error(scene(body: "Text(\"\\(n)\").onAppear { n += 0.5 }", state: "@State var n = 0")))
        #expect(compound.message.contains("floating-point literal"))
    }

    @Test func aTryInAClosureThatCannotThrowIsUnhandled() throws {
        let found = try #require(
            error(scene(body: "Text(\"\\(n)\").task { try await Task.sleep(nanoseconds: 10); n = 1 }", state: "@State var n = 0"))
        )
        #expect(found.message.contains("errors thrown from here are not handled: the closure passed to 'task' cannot throw"))
        #expect(found.span?.start.line == 6)
        #expect(found.span?.start.column == 29)
    }

    @Test func aTryOrThrowInAFunctionNotDeclaredThrowsIsUnhandled() throws {
        let found = try #require(
            error(
                scene(
                    body: "Text(\"a\")",
                    extra: "struct Oops: Error {}\nfunc check(_ x: Int) { if x < 0 { throw Oops() } }")))
        #expect(found.message.contains("the enclosing function 'check' is not declared 'throws'"))
    }

    @Test func handledErrorsAreFine() {
        for action in [
            "Task { try await Task.sleep(nanoseconds: 1); n = 1 }",
            "do { try await Task.sleep(nanoseconds: 1) } catch {}; n = 1",
            "try? await Task.sleep(nanoseconds: 1); n = 1",
            "withAnimation { n = try! make() }",
        ] {
            let source = scene(
                body: "Text(\"\\(n)\").task { \(action) }", state: "@State var n = 0\nfunc make() throws -> Int { 3 }")
            #expect(sceneErrors(source).isEmpty, "\(action)")
        }
    }
}

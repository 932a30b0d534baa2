import FlipbookModel
import FlipbookScene
import Testing

/// A literal where a type conforming to `ExpressibleBy…Literal` is expected builds that type
/// through its literal initializer, as Swift does.
@Suite struct LiteralConversionTests {
    @Test func integerFloatStringAndBooleanLiteralsBuildTheExpectedType() throws {
        let extra = """
            struct Width: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
                let points: Double
                init(integerLiteral value: Int) { points = Double(value) * 2 }
                init(floatLiteral value: Double) { points = value * 10 }
            }
            struct Tag: ExpressibleByStringLiteral {
                let name: String
                init(stringLiteral value: String) { name = "#" + value }
            }
            struct Flag: ExpressibleByBooleanLiteral {
                let on: String
                init(booleanLiteral value: Bool) { on = value ? "yes" : "no" }
            }
            func describe(_ w: Width, _ t: Tag, _ f: Flag) -> String { "\\(w.points) \\(t.name) \\(f.on)" }
            """
        let tree = try runScene(
            scene(body: "Text(describe(4, \"swift\", true) + \" \" + describe(0.5, \"ui\", false))", extra: extra))[0].tree
        #expect(tree.texts == ["8.0 #swift yes 5.0 #ui no"])
    }

    @Test func aTypeWithoutTheConformanceStillRejectsALiteral() {
        let extra = """
            struct Plain { let value: Int }
            func take(_ p: Plain) -> String { "\\(p.value)" }
            """
        #expect(!sceneErrors(scene(body: "Text(take(3))", extra: extra)).isEmpty)
    }
}

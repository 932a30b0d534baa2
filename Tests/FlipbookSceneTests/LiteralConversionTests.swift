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

    /// `0..<2 * .pi`: the integer literal bound takes the other bound's type (Double), so `.pi`
    /// is Double's; `0..<count` stays a range of Int.
    @Test func anIntegerLiteralBoundTakesTheOtherBoundsType() throws {
        let tree = try runScene(
            scene(
                body: #"Text("\(range.upperBound) \(Double.random(in: 0..<2 * .pi) < 7) \((0..<count).count)")"#,
                state: "let range = 0...2 * .pi\nlet count = 3"))[0].tree
        #expect(tree.texts == ["6.283185307179586 true 3"])
    }

    @Test func aTypeWithoutTheConformanceStillRejectsALiteral() {
        let extra = """
            struct Plain { let value: Int }
            func take(_ p: Plain) -> String { "\\(p.value)" }
            """
        #expect(!sceneErrors(scene(body: "Text(take(3))", extra: extra)).isEmpty)
    }
}

import FlipbookModel
import Testing

/// A `return` evaluates its value with the declared result type (implicit members such as
/// `.asymmetric(…)` or `.red` resolve against it), and `rawValue` can be written without `self.`
/// inside an enum with raw values.
@Suite struct ReturnAndRawValueTests {
    @Test func returnedImplicitMembersUseTheDeclaredResultType() throws {
        let source = scene(
            body: """
                Rectangle()
                    .fill(color(flag))
                    .overlay(Text(label(flag)))
                    .transition(transition)
                """,
            state: """
                var flag = true
                var transition: AnyTransition {
                    if flag {
                        return .asymmetric(insertion: .move(edge: .trailing), removal: .opacity)
                    } else {
                        return .slide
                    }
                }
                func color(_ on: Bool) -> Color {
                    if on {
                        return .red
                    }
                    return .blue
                }
                func label(_ on: Bool) -> String {
                    guard on else { return "off" }
                    return "on"
                }
                """)
        let tree = try runScene(source)[0].tree
        let rectangle = try #require(tree.roots.first)
        #expect(rectangle.transition.map { "\($0)" }?.hasPrefix("asymmetric(insertion: move(edge: .trailing)") == true)
        #expect(tree.texts == ["on"])
        #expect(tree.summaries.first?.contains("FF3B30") == true)
    }

    @Test func rawValueWithoutSelfInsideTheEnum() throws {
        let source = scene(
            body: """
                Text(Side.back.id + Level.high.id)
                """,
            extra: """
                enum Side: String, Identifiable {
                    case front, back
                    var id: String { rawValue }
                }
                enum Level: Int {
                    case low = 1, high = 5
                    var id: String { "\\(rawValue)" }
                }
                """)
        let tree = try runScene(source)[0].tree
        #expect(tree.texts == ["back5"])
    }
}

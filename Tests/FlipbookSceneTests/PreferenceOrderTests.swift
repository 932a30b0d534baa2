import FlipbookModel
import FlipbookScene
import Testing

/// The order in which a view's values and its background's and overlay's reach a key's
/// `reduce` (docs/semantics.md, "Preferences").
@Suite struct PreferenceOrderTests {
    @Test func aBackgroundsValuesComeBeforeTheContentsAndAnOverlaysAfter() throws {
        let transactions = try runScene(
            scene(
                body: """
                    VStack {
                        Color.clear.frame(width: 10, height: 10)
                            .preference(key: Names.self, value: ["content"])
                            .background(Color.clear.preference(key: Names.self, value: ["background"]))
                            .overlay(Color.clear.preference(key: Names.self, value: ["overlay"]))
                            .mask(Color.black.preference(key: Names.self, value: ["mask"]))
                        Text(order)
                    }
                    .onPreferenceChange(Names.self) { order = $0.joined(separator: ",") }
                    """,
                state: "@State private var order = \"\"",
                extra: """
                    struct Names: PreferenceKey {
                        static var defaultValue: [String] = []
                        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
                    }
                    """))
        let texts = try #require(transactions.last).tree.texts
        #expect(texts == ["background,content,overlay"])
    }
}

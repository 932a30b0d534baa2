import FlipbookModel
import FlipbookScene
import Testing

/// SwiftUI's environment keys that read iOS defaults offline: a view may branch on them.
@Suite struct EnvironmentDefaultsTests {
    @Test func noSearchIsActiveOffline() throws {
        let tree = try runScene(
            scene(
                body: "Text(isSearching ? \"searching\" : \"idle\").searchable(text: .constant(\"\"))",
                state: "@Environment(\\.isSearching) private var isSearching"))[0].tree
        #expect(tree.texts == ["idle"])
    }

    @Test func theDynamicTypeSizeIsLargeUnlessSet() throws {
        let tree = try runScene(
            scene(
                body: "Text(size == .large && !size.isAccessibilitySize ? \"large\" : \"other\")",
                state: "@Environment(\\.dynamicTypeSize) private var size"))[0].tree
        #expect(tree.texts == ["large"])
    }

    /// `@Environment(\.self) var env`: the whole environment, each key read as a member.
    @Test func theWholeEnvironmentReadsItsKeys() throws {
        let extra = """
            struct Inner: View {
                @Environment(\\.self) private var env
                var body: some View {
                    Text("\\(env.colorScheme == .dark ? "dark" : "light") \\(env.accent)")
                        .onAppear { env.dismiss() }
                }
            }
            extension EnvironmentValues {
                @Entry var accent: String = "none"
            }
            """
        let body = "VStack { Inner().environment(\\.accent, \"red\").environment(\\.colorScheme, .dark); Inner() }"
        #expect(try runScene(scene(body: body, extra: extra))[0].tree.texts == ["dark red", "light none"])
    }
}

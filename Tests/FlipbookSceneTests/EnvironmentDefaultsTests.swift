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
}

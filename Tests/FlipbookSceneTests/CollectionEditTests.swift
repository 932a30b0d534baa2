import FlipbookModel
import FlipbookVocabulary
import Testing

@testable import FlipbookScene

/// The list edits SwiftUI code makes with `IndexSet`s (`onDelete`, `onMove`), and `Optional(x)`.
@Suite struct CollectionEditTests {
    func shown(_ action: String) throws -> String? {
        let source = scene(
            body: "Text(items.joined()).onAppear { \(action) }", state: "@State var items = [\"a\", \"b\", \"c\", \"d\", \"e\"]")
        let transactions = try runScene(source)
        return try #require(transactions.last).tree.nodes.compactMap { node -> String? in
            guard case .leaf(let leaf) = node.content, let text = leaf.base as? TextLeaf else { return nil }
            return text.runs.map(\.text).joined()
        }.first
    }

    @Test func moveAndRemoveByOffsetsAsSwiftDoes() throws {
        #expect(try shown("items.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)") == "bdace")
        #expect(try shown("items.move(fromOffsets: IndexSet(integer: 4), toOffset: 0)") == "eabcd")
        #expect(try shown("items.remove(atOffsets: IndexSet(integersIn: 1..<3))") == "ade")
        #expect(try shown("if let x = Optional(items.count) { items = [String(x)] }") == "5")
    }

    @Test func anOffsetOutOfRangeIsALocatedError() throws {
        let errors = sceneErrors(
            scene(
                body: "Text(items.joined()).onAppear { items.move(fromOffsets: IndexSet(integer: 9), toOffset: 0) }",
                state: "@State var items = [\"a\"]"))
        #expect(errors.first?.message.contains("out of range") == true)
    }
}

import FlipbookModel
import FlipbookVocabulary
import Testing

@testable import FlipbookScene

/// Reading and writing through `value[keyPath:]`, as keyframe-style and generic code does.
@Suite struct KeyPathWriteTests {
    @Test func aWritableKeyPathWritesThroughNestedStructsAndArrays() throws {
        let source = scene(
            body: """
                var v = Values()
                let scale: WritableKeyPath<Values, Double> = \\.scale
                v[keyPath: scale] = 3
                v[keyPath: \\Values.inner.y] = 4
                v[keyPath: \\Values.list[1]] = 9
                return Text("\\(v[keyPath: scale]) \\(v.inner.y) \\(v.list)")
                """,
            extra: "struct Inner { var y = 0.0 }\nstruct Values { var scale = 1.0; var inner = Inner(); var list = [1, 2] }")
        let transactions = try runScene(source)
        let texts = try #require(transactions.first).tree.nodes.compactMap { node -> String? in
            guard case .leaf(let leaf) = node.content, let text = leaf.base as? TextLeaf else { return nil }
            return text.runs.map(\.text).joined()
        }
        #expect(texts == ["3.0 4.0 [1, 9]"])
    }
}

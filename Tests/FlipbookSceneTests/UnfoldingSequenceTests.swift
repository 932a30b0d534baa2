import FlipbookModel
import Testing

@testable import FlipbookScene

/// `sequence(first:next:)` and `sequence(state:next:)`, and a sequence that is its own iterator.
@Suite struct UnfoldingSequenceTests {
    @Test func sequencesUnfoldAsFarAsTheCodeAsks() throws {
        let source = scene(
            body: """
                VStack {
                    Text(Array(sequence(first: 1) { $0 < 64 ? $0 * 2 : nil }).map(String.init).joined(separator: ","))
                    Text(sequence(first: 0) { $0 + 2 }.prefix(4).map(String.init).joined(separator: ","))
                    Text(Array(sequence(state: (0, 1)) { (state: inout (Int, Int)) -> Int? in
                        defer { state = (state.1, state.0 + state.1) }
                        return state.0
                    }.prefix(7)).map(String.init).joined(separator: ","))
                    Text("\\(sequence(first: 3) { $0 * 3 }.first { $0 > 100 } ?? 0)")
                    Text(Countdown(count: 3).map(String.init).joined(separator: ","))
                }
                """,
            extra: """
                struct Countdown: Sequence, IteratorProtocol {
                    var count: Int
                    mutating func next() -> Int? {
                        guard count > 0 else { return nil }
                        defer { count -= 1 }
                        return count
                    }
                }
                """)
        #expect(try runScene(source).last?.tree.texts == ["1,2,4,8,16,32,64", "0,2,4,6", "0,1,1,2,3,5,8", "243", "3,2,1"])
    }
}

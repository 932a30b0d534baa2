import FlipbookModel
import FlipbookScene
import Testing

/// `for await` over an `AsyncSequence`: a scene's own, Swift's `AsyncStream`, and
/// `NotificationCenter.notifications(named:)`. The loop's task waits between elements and
/// resumes at the instant one is yielded.
@Suite struct AsyncSequenceTests {
    /// (time, text) of each transaction, for a scene whose one `Text` shows `log`.
    private func timeline(_ task: String, extra: String = "", onAppear: String = "") throws -> [(Double, String)] {
        let source = scene(
            body: "Text(log).task { \(task) }.onAppear { \(onAppear) }", state: "@State private var log = \"\"",
            extra: extra)
        return try runScene(source, timeLimit: 10).map { ($0.time, $0.tree.texts.first ?? "") }
    }

    @Test func aScenesAsyncSequenceIsAskedForEachElementAsTheLoopReachesIt() throws {
        let steps = try timeline(
            "for await n in Ticks() { log += \"\\(n)\" }",
            extra: """
                struct Ticks: AsyncSequence {
                    typealias Element = Int
                    struct AsyncIterator: AsyncIteratorProtocol {
                        var n = 0
                        mutating func next() async -> Int? {
                            try? await Task.sleep(for: .seconds(1))
                            n += 1
                            return n <= 3 ? n : nil
                        }
                    }
                    func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
                }
                """)
        #expect(steps.map(\.1) == ["", "1", "12", "123"])
        #expect(steps.map(\.0) == [0, 1, 2, 3])
    }

    @Test func anAsyncStreamHandsOverWhatItsContinuationYieldsWhenItIsYielded() throws {
        let steps = try timeline(
            """
            let stream = AsyncStream<Int> { continuation in
                Task {
                    for i in 1...3 {
                        try? await Task.sleep(for: .seconds(0.5))
                        continuation.yield(i)
                    }
                    continuation.finish()
                }
            }
            for await n in stream { log += "\\(n)" }
            log += "."
            """)
        #expect(steps.map(\.1) == ["", "1", "12", "123."])
        #expect(steps.map(\.0) == [0, 0.5, 1, 1.5])
    }

    @Test func aMadeStreamBuffersUntilTheLoopAsksAndEndsWhenFinished() throws {
        let steps = try timeline(
            """
            let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(2))
            continuation.yield("a")
            continuation.yield("b")
            continuation.yield("c")
            continuation.finish()
            for await s in stream { log += s }
            """)
        #expect(steps.last?.1 == "bc")
    }

    @Test func postedNotificationsReachALoopOverTheirName() throws {
        let steps = try timeline(
            "for await _ in NotificationCenter.default.notifications(named: .ping) { log += \"!\" }",
            extra: "extension Notification.Name { static let ping = Notification.Name(\"ping\") }",
            onAppear: """
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { NotificationCenter.default.post(name: .ping, object: nil) }
                DispatchQueue.main.asyncAfter(deadline: .now() + 2) { NotificationCenter.default.post(name: .ping, object: nil) }
                """)
        #expect(steps.map(\.1) == ["", "!", "!!"])
        #expect(steps.map(\.0) == [0, 1, 2])
    }

    /// SwiftUI cancels a view's `.task` when the view goes; a stream the task waits on then
    /// ends: its termination handler hears `.cancelled` and the loop ends, so the code after it
    /// runs.
    @Test func aStreamEndsWhenTheViewWhoseTaskWaitsOnItGoes() throws {
        let source = """
            import SwiftUI
            final class Log: ObservableObject { @Published var text = "" }
            struct Listener: View {
                let log: Log
                var body: some View {
                    Text("listening").task {
                        let stream = AsyncStream<Int> { continuation in
                            continuation.onTermination = { reason in
                                log.text += reason == .cancelled ? "c" : "f"
                            }
                            continuation.yield(1)
                        }
                        for await n in stream { log.text += "\\(n)" }
                        log.text += "."
                    }
                }
            }
            struct Root: View {
                @StateObject private var log = Log()
                @State private var listening = true
                var body: some View {
                    VStack {
                        Text(log.text)
                        if listening { Listener(log: log) }
                    }
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { listening = false } }
                }
            }
            #Preview { Root() }
            """
        let steps = try runScene(source, timeLimit: 5).map { ($0.time, $0.tree.texts.first ?? "") }
        #expect(steps.last?.1 == "1c.")
        #expect(steps.first { $0.1.hasSuffix(".") }?.0 == 1)
    }
}

import FlipbookModel
import FlipbookScene
import Testing

/// `timer.upstream.connect().cancel()` stops a `Timer.publish` publisher's deliveries (the
/// 100 Days of SwiftUI countdown), and a publisher made again by an action is subscribed to.
@Suite struct TimerCancellationTests {
    /// Each transaction's time and texts.
    func texts(_ source: String) throws -> [(time: Double, texts: [String])] {
        try runScene(source, timeLimit: 6).map { transaction in
            (transaction.time, transaction.tree.summaries.filter { $0.hasPrefix("Text") })
        }
    }

    /// `timer.fire()` runs the block at once, and the timer goes on at its interval.
    @Test func fireRunsTheBlockNow() throws {
        let source = """
            import SwiftUI
            struct V: View {
                @State private var ticks = 0
                var body: some View {
                    Text("\\(ticks)").onAppear {
                        let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in ticks += 1 }
                        timer.fire()
                    }
                }
            }
            #Preview { V() }
            """
        let result = try runSceneResult(source, timeLimit: 1.5)
        #expect(result.transactions.map { $0.tree.texts } == [["0"], ["1"], ["2"]])
        #expect(result.transactions.map(\.time) == [0, 0, 1])
    }

    @Test func aCancelledTimerStopsItsView() throws {
        let source = """
            import SwiftUI
            struct Countdown: View {
                let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                @State private var counter = 0
                var body: some View {
                    Text("Count \\(counter)")
                        .onReceive(timer) { _ in
                            if counter == 3 {
                                timer.upstream.connect().cancel()
                            } else {
                                counter += 1
                            }
                        }
                }
            }
            #Preview { Countdown() }
            """
        let changes = try texts(source)
        #expect(changes.map(\.time) == [0, 1, 2, 3])
        #expect(changes.last?.texts == [#"Text("Count 3") 17pt"#])
    }

    @Test func aPublisherMadeAgainAfterACancelIsSubscribedTo() throws {
        let source = """
            import SwiftUI
            struct Ticker: View {
                @State private var timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
                @State private var ticks = 0
                var body: some View {
                    Text("Ticks \\(ticks)")
                        .onReceive(timer) { _ in
                            ticks += 1
                            if ticks == 2 { timer.upstream.connect().cancel() }
                        }
                        .task {
                            try? await Task.sleep(for: .seconds(3))
                            timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
                        }
                }
            }
            #Preview { Ticker() }
            """
        let changes = try texts(source)
        // Two ticks, the cancel, then from 3 s a tick every half second again.
        #expect(Array(changes.map(\.time).prefix(5)) == [0, 0.5, 1, 3.5, 4])
        #expect(changes[3].texts == [#"Text("Ticks 3") 17pt"#])
    }
}

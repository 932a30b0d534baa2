import FlipbookModel
import FlipbookScene
import FlipbookSyntax
import Testing

/// A timer faster than the screen (an interval under 1/120 s) still runs its action at every
/// firing, but the views are updated once per display frame, at the frame's last firing; and a
/// timer whose action fails stops, instead of failing thousands of times a second.
@Suite struct FastTimerTests {
    func counter(every interval: String, animated: Bool = false) -> String {
        """
        import SwiftUI
        struct Stopwatch: View {
            let timer = Timer.publish(every: \(interval), on: .main, in: .common).autoconnect()
            @State private var ticks = 0
            var body: some View {
                Text("Ticks \\(ticks)")
                    .onReceive(timer) { _ in
                        \(animated ? "withAnimation(.easeIn(duration: 0.2)) { ticks += 1 }" : "ticks += 1")
                    }
            }
        }
        #Preview { Stopwatch() }
        """
    }

    func ticks(_ transaction: SceneTransaction) -> Int? {
        guard let text = transaction.tree.summaries.first(where: { $0.hasPrefix("Text") }),
            let start = text.range(of: "Ticks ")?.upperBound
        else { return nil }
        return Int(text[start...].prefix { $0.isNumber })
    }

    @Test func aMillisecondTimerUpdatesTheViewsOncePerDisplayFrame() throws {
        let transactions = try runScene(counter(every: "0.001"), timeLimit: 1)
        // The first evaluation, then one update per 1/120 s, not one per millisecond.
        #expect((119...122).contains(transactions.count))
        let frames = transactions.dropFirst().map { ($0.time * 120 - 1e-9).rounded(.up) }
        #expect(Set(frames).count == frames.count)
        // Every firing's change is applied: the count keeps up with the clock.
        for transaction in transactions.dropFirst() {
            let count = try #require(ticks(transaction))
            #expect(abs(Double(count) - transaction.time * 1000) < 1.5)
        }
        #expect((999...1000).contains(ticks(transactions.last!) ?? 0))
    }

    @Test func aFrameOfFiringsTakesTheAnimationOfItsLastFiring() throws {
        let transactions = try runScene(counter(every: "0.001", animated: true), timeLimit: 0.1)
        #expect(transactions.count > 10 && transactions.count < 15)
        #expect(transactions.dropFirst().allSatisfy { $0.animation != nil })
    }

    @Test func aTimerSlowerThanTheScreenUpdatesAtEachFiring() throws {
        let transactions = try runScene(counter(every: "0.01"), timeLimit: 1.005)
        #expect(transactions.count == 101)
        #expect(transactions.map { ticks($0) } == Array(0...100))
    }

    @Test func aTimerWhoseActionFailsStopsAfterReportingItOnce() throws {
        // Firing a thousand times a second for ten seconds would fail ten thousand times (the
        // second time at another member); stopped, the run reports the first failure alone.
        let source = """
            import SwiftUI
            struct Failing: View {
                let timer = Timer.publish(every: 0.001, on: .main, in: .common).autoconnect()
                @State private var ticks = 0
                var body: some View {
                    Text("Ticks \\(ticks)")
                        .onReceive(timer) { _ in
                            ticks += 1
                            let parts: [Int] = []
                            if ticks == 1 { ticks += parts.undefinedMember } else { ticks += parts.otherMember }
                        }
                }
            }
            #Preview { Failing() }
            """
        let program = try SceneParser.parse(source: source, fileName: "scene.swift")
        var options = RunOptions(
            timeLimit: 10, canvas: Size(width: 400, height: 300), animationDuration: { _ in 0.35 })
        options.totalStepBudget = 20_000
        do {
            _ = try SceneRunner.run(program, preview: 0, options: options)
            Issue.record("expected the action's error")
        } catch let list {
            #expect(list.diagnostics.count == 1)
            #expect(list.diagnostics.first?.message.contains("undefinedMember") == true)
        }
    }
}

import FlipbookModel
import FlipbookScene
import FlipbookSyntax
import Testing

/// The run stage: effects on a virtual clock, transactions and identity-bound lifetimes.
@Suite struct RunTests {
    @Test func taskSleepsAndWithAnimationMakeTimedAnimatedTransactions() throws {
        let source = scene(
            body: """
                Text("\\(value)")
                    .task {
                        for _ in 0..<3 {
                            try? await Task.sleep(for: .seconds(0.6))
                            withAnimation(.easeInOut(duration: 0.4)) { value += 1 }
                        }
                    }
                """,
            state: "@State private var value = 0")
        let transactions = try runScene(source)
        #expect(transactions.map(\.time).map { ($0 * 1000).rounded() / 1000 } == [0, 0.6, 1.2, 1.8])
        #expect(transactions.dropFirst().allSatisfy { $0.animation == .easeInOut(duration: 0.4) })
        #expect(transactions.map(\.tree.texts) == [["0"], ["1"], ["2"], ["3"]])
        #expect(transactions[1].cause?.start.line == 10)
    }

    /// The `onAppear` actions of the views one update inserts make one update together, as in
    /// SwiftUI; one that animates its change makes its own.
    @Test func theOnAppearActionsOfViewsAppearingTogetherMakeOneUpdate() throws {
        let source = scene(
            body: """
                VStack {
                    ForEach(0..<4, id: \\.self) { i in Text("\\(i)").onAppear { log += "\\(i)" } }
                    Text(log).onAppear { withAnimation { log += "!" } }
                }
                """,
            state: "@State private var log = \"\"")
        let transactions = try runScene(source)
        #expect(transactions.map { $0.tree.texts.last } == ["", "0123", "0123!"])
        #expect(transactions.map(\.animation) == [nil, nil, .default])
    }

    @Test func mutationsOutsideWithAnimationAreNotAnimated() throws {
        let source = scene(
            body: """
                Text(flag ? "on" : "off")
                    .onAppear { flag = true }
                """,
            state: "@State private var flag = false")
        let transactions = try runScene(source)
        #expect(transactions.count == 2)
        #expect(transactions[1].time == 0)
        #expect(transactions[1].animation == nil)
        #expect(try withAnimationDefault() == .spring(response: 0.55, dampingFraction: 1, blendDuration: 0))
    }

    private func withAnimationDefault() throws -> Animation? {
        let source = scene(
            body: """
                Text(flag ? "on" : "off")
                    .task { withAnimation { flag = true } }
                """,
            state: "@State private var flag = false")
        return try runScene(source).last?.animation
    }

    @Test func sleepInNanosecondsAndMilliseconds() throws {
        let source = scene(
            body: """
                Text("\\(value)")
                    .task {
                        try? await Task.sleep(nanoseconds: 250_000_000)
                        value = 1
                        try? await Task.sleep(for: .milliseconds(500))
                        value = 2
                    }
                """,
            state: "@State private var value = 0")
        #expect(try runScene(source).map(\.time) == [0, 0.25, 0.75])
    }

    @Test func asyncAfterSchedulesWork() throws {
        let source = scene(
            body: """
                Text("\\(value)")
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                            withAnimation(.linear) { value = 5 }
                        }
                    }
                """,
            state: "@State private var value = 0")
        let transactions = try runScene(source)
        #expect(transactions.map(\.time) == [0, 1.5])
        #expect(transactions[1].animation == .linear())
    }

    @Test func stateResetsWhenTheIdentityChanges() throws {
        let source = """
            import SwiftUI
            struct Counter: View {
                @State private var count = 0
                var body: some View {
                    Text("\\(count)")
                        .task {
                            try? await Task.sleep(for: .seconds(0.1))
                            count += 10
                        }
                }
            }
            struct Root: View {
                @State private var generation = 0
                var body: some View {
                    Counter()
                        .id(generation)
                        .task {
                            try? await Task.sleep(for: .seconds(1))
                            generation += 1
                        }
                }
            }
            #Preview { Root() }
            """
        let transactions = try runScene(source)
        // The counter counts to 10, the id changes at 1 s (fresh state: 0), then its new task counts again.
        #expect(transactions.map(\.tree.texts) == [["0"], ["10"], ["0"], ["10"]])
        #expect(transactions.map(\.time).map { ($0 * 100).rounded() / 100 } == [0, 0.1, 1, 1.1])
    }

    @Test func aTaskOutsideAnIDIsNotRestartedByIt() throws {
        let source = scene(
            body: """
                Text("\\(value)")
                    .id(value)
                    .task {
                        for _ in 0..<2 {
                            try? await Task.sleep(for: .seconds(0.5))
                            value += 1
                        }
                    }
                """,
            state: "@State private var value = 0")
        #expect(try runScene(source).map(\.tree.texts) == [["0"], ["1"], ["2"]])
    }

    @Test func aTaskIsCancelledWhenItsViewGoes() throws {
        let source = """
            import SwiftUI
            struct Ticker: View {
                @State private var ticks = 0
                var body: some View {
                    Text("tick \\(ticks)")
                        .task {
                            while true {
                                try? await Task.sleep(for: .seconds(0.3))
                                ticks += 1
                            }
                        }
                }
            }
            struct Root: View {
                @State private var shown = true
                var body: some View {
                    VStack {
                        if shown { Ticker() }
                    }
                    .task {
                        try? await Task.sleep(for: .seconds(1))
                        shown = false
                    }
                }
            }
            #Preview { Root() }
            """
        let transactions = try runScene(source)
        #expect(transactions.last?.tree.texts == [])
        #expect(transactions.map(\.time).last == 1)
    }

    /// `Task.sleep` throws `CancellationError` as soon as its task is cancelled (its view went),
    /// not when it would have woken: the code after it runs at the instant the view goes.
    @Test func aCancelledSleepThrowsAtOnce() throws {
        let source = """
            import SwiftUI
            struct Waiter: View {
                @Binding var log: String
                var body: some View {
                    Text("waiting")
                        .task {
                            do { try await Task.sleep(for: .seconds(5)) } catch { log = "cancelled" }
                        }
                }
            }
            struct Root: View {
                @State private var shown = true
                @State private var log = "none"
                var body: some View {
                    VStack {
                        Text(log)
                        if shown { Waiter(log: $log) }
                    }
                    .task {
                        try? await Task.sleep(for: .seconds(1))
                        shown = false
                    }
                }
            }
            #Preview { Root() }
            """
        let transactions = try runScene(source)
        #expect(transactions.map(\.time) == [0, 1, 1])
        #expect(transactions.last?.tree.texts == ["cancelled"])
    }

    @Test func aSceneThatNeverStopsEndsAtTheHorizon() throws {
        let source = scene(
            body: """
                Text("\\(n)").task {
                    while true {
                        try? await Task.sleep(for: .seconds(1))
                        n += 1
                    }
                }
                """,
            state: "@State private var n = 0")
        #expect(try runScene(source, timeLimit: 3.5).count == 4)
        let endless = try runSceneResult(source)
        #expect(endless.isEndless)
        #expect(endless.transactions.last?.time == 30)  // the run's horizon
    }

    /// A scene that never stops and works hard is not run to the horizon: past the endless
    /// clip's 5 s, once it has taken `patienceSteps` (a tenth of the default here, for speed),
    /// it is taken for endless. A cheap one (above) still runs to the horizon to find its end.
    @Test func aBusySceneThatNeverStopsEndsSoonAfterTheEndlessClip() throws {
        let source = scene(
            body: """
                Text("\\(n)").onReceive(timer) { _ in
                    var sum = 0
                    for i in 0..<600 { sum &+= i }
                    n += 1
                }
                """,
            state: """
                @State private var n = 0
                let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()
                """)
        var options = RunOptions(
            timeLimit: nil, canvas: Size(width: 400, height: 300), animationDuration: { _ in 0.35 }, taps: [])
        options.patienceSteps = 100_000
        let busy = try SceneRunner.run(
            try SceneParser.parse(source: source, fileName: "scene.swift"), preview: 0, options: options)
        #expect(busy.isEndless)
        let last = try #require(busy.transactions.last?.time)
        #expect(last > RunOptions.endlessLength - 0.2 && last < RunOptions.endlessLength + 0.2)
    }

    @Test func timersFireOnTheVirtualClockUntilInvalidated() throws {
        let source = """
            import SwiftUI
            struct Root: View {
                @State private var ticks = 0
                @State private var blinks = 0
                let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
                var body: some View {
                    Text("\\(ticks) \\(blinks)")
                        .onReceive(timer) { _ in ticks += 1 }
                        .onAppear {
                            Timer.scheduledTimer(withTimeInterval: 0.4, repeats: true) { timer in
                                blinks += 1
                                if blinks == 2 { timer.invalidate() }
                            }
                        }
                }
            }
            #Preview { Root() }
            """
        let result = try runSceneResult(source, timeLimit: 1.6)
        #expect(result.transactions.map(\.time) == [0, 0.4, 0.5, 0.8, 1, 1.5])
        #expect(result.transactions.last?.tree.texts == ["3 2"])
        #expect(try runSceneResult(source).isEndless)
    }
}

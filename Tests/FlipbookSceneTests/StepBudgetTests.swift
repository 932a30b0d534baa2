import FlipbookModel
import FlipbookSyntax
import Testing

@testable import FlipbookScene

/// The run stage's budgets: one unit of work, each second of the clip, and the whole run.
@Suite struct StepBudgetTests {
    @Test func anEndlessLoopInATaskIsReportedAtTheLoop() throws {
        let errors = sceneErrors(scene(body: "Text(\"\\(n)\").task { while true { n += 1 } }", state: "@State var n = 0"))
        let error = try #require(errors.first)
        #expect(error.message == "the scene runs too long without finishing (an endless loop?)")
        #expect(error.span?.start.line == 6)
    }

    /// Hashing a collection (a dictionary used as a key) costs a step per element, so a scene
    /// that hashes a large one again and again is stopped by its budget (found by the fuzzer: a
    /// lookup keyed by a 360-entry dictionary in each of 360 views took seconds to report).
    /// Here 200 hashes of 2,000 entries are 400,000 steps, more than a second's budget of 300,000.
    @Test func hashingALargeCollectionCostsAStepPerElement() throws {
        let source = scene(
            body: #"Text("\(n)").onAppear { for _ in 0..<200 { seen.insert(table) }; n = seen.count }"#,
            state: """
                @State var n = 0
                @State var seen: Set<[Int: Int]> = []
                let table = Dictionary(uniqueKeysWithValues: (0..<2000).map { ($0, $0) })
                """)
        let program = try SceneParser.parse(source: source, fileName: "scene.swift")
        var options = RunOptions(timeLimit: 1, canvas: Size(width: 100, height: 100), animationDuration: { _ in 0.35 })
        options.stepsPerSecondBudget = 300_000
        #expect(throws: DiagnosticList.self) { try SceneRunner.run(program, preview: 0, options: options) }
        // With the budget of a render, the same scene runs: the table is one key.
        options.stepsPerSecondBudget = 1_000_000
        let result = try SceneRunner.run(program, preview: 0, options: options)
        #expect(result.transactions.last?.tree.texts == ["1"])
    }

    /// An action that never ends (found by the fuzzer: `onAppear` appending cards forever) ends
    /// the run at its error: the rows it appended are not laid out, and no later action runs
    /// (here one that would fail a second later).
    @Test func anEndlessActionEndsTheRun() throws {
        let errors = sceneErrors(
            scene(
                body: #"""
                    VStack { ForEach(cards, id: \.self) { Text("\($0)").padding() } }
                        .onAppear(perform: fill)
                        .task { try? await Task.sleep(for: .seconds(1)); let empty: [Int] = []; cards.append(empty[3]) }
                    """#,
                state: "@State var cards: [Int] = []\nfunc fill() { for i in 0..<Int.max { cards.append(i) } }"))
        #expect(errors.map(\.message) == ["the scene runs too long without finishing (an endless loop?)"])
    }

    @Test func manyUnitsEachWithinBudgetAddUpToTheRunsBudget() throws {
        // 100 ticks a second, each ~200 000 steps: a total of 1 M is crossed after a few ticks,
        // though no single tick crosses its own budget.
        let source = scene(
            body: "Text(\"\\(k)\").onReceive(timer) { _ in for _ in 0..<50_000 { k &+= 1 } }",
            state: "@State var k = 0\nlet timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()")
        let program = try SceneParser.parse(source: source, fileName: "scene.swift")
        var options = RunOptions(timeLimit: 1, canvas: Size(width: 100, height: 100), animationDuration: { _ in 0.35 })
        options.totalStepBudget = 1_000_000
        #expect {
            _ = try SceneRunner.run(program, preview: 0, options: options)
        } throws: { error in
            "\(error)".contains("the scene does too much work over its clip (more than 1000000 steps in all)")
        }
    }

    /// A task that adds a view every millisecond, forever (found by the fuzzer): each
    /// evaluation costs more than the last. The budget of one second of the clip stops it in
    /// its first second, at the loop's sleep; the same work spread thinner passes.
    @Test func aBurstThatKeepsAddingViewsSpendsOneSecondsBudget() throws {
        func run(every milliseconds: Int) throws -> String {
            let source = scene(
                body: "ZStack { ForEach(0..<count, id: \\.self) { i in Circle().offset(x: Double(i)) } }"
                    + ".task { while true { try? await Task.sleep(for: .milliseconds(\(milliseconds))); count += 1 } }",
                state: "@State var count = 0")
            let program = try SceneParser.parse(source: source, fileName: "scene.swift")
            var options = RunOptions(timeLimit: 3, canvas: Size(width: 100, height: 100), animationDuration: { _ in 0.35 })
            options.stepsPerSecondBudget = 60_000
            do {
                _ = try SceneRunner.run(program, preview: 0, options: options)
                return ""
            } catch {
                return "\(error)"
            }
        }
        let burst = try run(every: 1)
        #expect(
            burst.contains(
                "scene.swift:6:"
                    + "") && burst.contains("the scene does too much work in one second of its clip (more than 60000 steps between t = 0 s and 1 s)"),
            "\(burst)")
        // A view every 100 ms: 30 views over three seconds, each second well under its budget.
        #expect(try run(every: 100) == "")
    }

    @Test func reconcilingLargeTreesCountsAgainstTheRunsBudget() throws {
        // Each tick evaluates 3 000 rows with little code: reconciling them is what costs, and it
        // is charged, so a budget that the code alone would not reach is crossed.
        let source = scene(
            body: "VStack { ForEach(rows, id: \\.self) { _ in HStack { VStack { Color.red } } } }.opacity(Double(k % 2))"
                + ".onReceive(timer) { _ in k += 1 }",
            state: "@State var k = 0\nlet rows = Array(0..<3000)\n"
                + "let timer = Timer.publish(every: 0.05, on: .main, in: .common).autoconnect()")
        let program = try SceneParser.parse(source: source, fileName: "scene.swift")
        var options = RunOptions(timeLimit: 1, canvas: Size(width: 100, height: 100), animationDuration: { _ in 0.35 })
        options.totalStepBudget = 1_000_000
        var message = ""
        do {
            _ = try SceneRunner.run(program, preview: 0, options: options)
        } catch {
            message = "\(error)"
        }
        #expect(message.contains("the scene does too much work over its clip (more than 1000000 steps in all)"))
        // The error is at the change that made the tree, not inside Flipbook.
        #expect(message.contains("scene.swift"))
    }
}

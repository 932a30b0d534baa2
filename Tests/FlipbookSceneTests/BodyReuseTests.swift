import FlipbookModel
import FlipbookScene
import Testing

/// SwiftUI runs a body again only when its view's value changed or something the body read
/// changed; what a body makes afresh each time it runs shows the difference.
@Suite struct BodyReuseTests {
    private func texts(_ source: String, taps: [(Double, String)] = [], timeLimit: Double = 2) throws -> [[String]] {
        let taps = taps.map { ScriptedTap(time: $0.0, target: .label($0.1)) }
        return try runSceneResult(source, timeLimit: timeLimit, taps: taps).transactions.map(\.tree.texts)
    }

    /// SwiftUI's documented `@ObservedObject` pitfall: a child's `= Model()` is made again each
    /// time its parent's body runs, and not otherwise.
    @Test func aChildsObservedObjectLivesUntilItsParentsBodyRunsAgain() throws {
        let source = """
            import SwiftUI
            final class Counter: ObservableObject {
                @Published var count = 0
            }
            struct CounterView: View {
                @ObservedObject var counter = Counter()
                var body: some View {
                    Button("Count \\(counter.count)") { counter.count += 1 }
                }
            }
            struct Root: View {
                @State private var title = "Tally"
                var body: some View {
                    VStack {
                        Text(title)
                        CounterView()
                    }
                    .task {
                        try? await Task.sleep(for: .seconds(1))
                        title = "Tally!"
                    }
                }
            }
            #Preview { Root() }
            """
        let runs = try texts(source, taps: [(0.2, "Count 0"), (0.4, "Count 1")])
        #expect(runs == [["Tally", "Count 0"], ["Tally", "Count 1"], ["Tally", "Count 2"], ["Tally!", "Count 0"]])
    }

    /// A child whose value is the same (it has no properties) keeps what its body drew when its
    /// parent's state changes: its random number is drawn once.
    @Test func anUnchangedChildIsNotEvaluatedAgain() throws {
        let source = """
            import SwiftUI
            struct Dice: View {
                var body: some View { Text("\\(Int.random(in: 1...1_000_000))") }
            }
            struct Root: View {
                @State private var rolls = 0
                var body: some View {
                    VStack {
                        Text("\\(rolls)")
                        Dice()
                    }
                    .task {
                        for _ in 0..<3 {
                            try? await Task.sleep(for: .seconds(0.25))
                            rolls += 1
                        }
                    }
                }
            }
            #Preview { Root() }
            """
        let runs = try texts(source)
        #expect(runs.map { $0[0] } == ["0", "1", "2", "3"])
        #expect(Set(runs.map { $0[1] }).count == 1)
    }

    /// A child given a different value, or reading what changed, is evaluated again.
    @Test func aChildRunsAgainWhenItsValueOrWhatItReadsChanges() throws {
        let source = """
            import SwiftUI
            @Observable final class Model { var name = "a" }
            struct Label1: View {
                let value: Int
                var body: some View { Text("value \\(value)") }
            }
            struct Label2: View {
                @Binding var value: Int
                var body: some View { Text("bound \\(value)") }
            }
            struct Label3: View {
                let model: Model
                var body: some View { Text("name \\(model.name)") }
            }
            struct Label4: View {
                @Environment(\\.isEnabled) private var isEnabled
                var body: some View { Text(isEnabled ? "on" : "off") }
            }
            struct Root: View {
                @State private var value = 0
                @State private var model = Model()
                var body: some View {
                    VStack {
                        Label1(value: value)
                        Label2(value: $value)
                        Label3(model: model)
                        Label4().disabled(value > 0)
                    }
                    .task {
                        try? await Task.sleep(for: .seconds(0.25))
                        value = 1
                        try? await Task.sleep(for: .seconds(0.25))
                        model.name = "b"
                    }
                }
            }
            #Preview { Root() }
            """
        let runs = try texts(source)
        #expect(
            runs == [
                ["value 0", "bound 0", "name a", "on"], ["value 1", "bound 1", "name a", "off"],
                ["value 1", "bound 1", "name b", "off"],
            ])
    }

    /// Observation tracks each property: a parent that reads an `@Observable` model's title is
    /// not run again when only its count changes, which its child reads; an `ObservableObject`
    /// held by a view runs its body at any change.
    @Test func anObservableModelsReadersRunAgainOnlyForThePropertiesTheyRead() throws {
        let source = """
            import SwiftUI
            @Observable final class Model {
                var title = "Tally"
                var count = 0
            }
            final class Legacy: ObservableObject {
                @Published var shown = "x"
                @Published var hidden = 0
            }
            struct Counter: View {
                let model: Model
                var body: some View { Text("\\(model.count)") }
            }
            struct Root: View {
                @State private var model = Model()
                @StateObject private var legacy = Legacy()
                var body: some View {
                    VStack {
                        Text("\\(model.title) \\(Int.random(in: 1...1_000_000))")
                        Counter(model: model)
                        Text("\\(legacy.shown) \\(Int.random(in: 1...1_000_000))")
                    }
                    .task {
                        try? await Task.sleep(for: .seconds(0.25))
                        model.count = 1
                        try? await Task.sleep(for: .seconds(0.25))
                        legacy.hidden = 1
                    }
                }
            }
            #Preview { Root() }
            """
        let runs = try texts(source)
        #expect(runs.map { $0[1] } == ["0", "1", "1"])
        // The title's random number is drawn once while only the count changes ...
        #expect(runs[0][0] == runs[1][0])
        // ... and again when the ObservableObject the root holds changes, read or not.
        #expect(runs[1][2] != runs[2][2])
    }

    /// Only the view that reads a state runs again when it changes: a list of rows each with
    /// its own state, toggled one by one, keeps every other row's random tint.
    @Test func aStateChangeRunsOnlyTheBodiesThatReadIt() throws {
        let source = """
            import SwiftUI
            struct Row: View {
                let index: Int
                @State private var isOn = false
                var body: some View {
                    Text("\\(index) \\(isOn ? "on" : "off") \\(Int.random(in: 1...1_000_000))")
                        .onAppear { isOn = index == 1 }
                }
            }
            struct Root: View {
                var body: some View {
                    VStack { ForEach(0..<3) { Row(index: $0) } }
                }
            }
            #Preview { Root() }
            """
        let runs = try texts(source)
        let last = try #require(runs.last)
        let first = try #require(runs.first)
        #expect(last[1].hasPrefix("1 on"))
        #expect(first[0] == last[0])
        #expect(first[2] == last[2])
        #expect(first[1] != last[1])
    }

    /// Many views that each start their own animation when they appear (Paul Hudson's
    /// particle emitter, its particles made with random values in a `GeometryReader`) settle:
    /// each change runs only the body of the view that made it, and the reader's content is
    /// not made again, so each particle keeps its random values.
    @Test func manyAppearingViewsThatAnimateThemselvesSettle() throws {
        let source = """
            import SwiftUI
            struct Dot: View {
                let index: Int
                let end: CGPoint
                @State private var isActive = false
                var body: some View {
                    Circle()
                        .frame(width: 4, height: 4)
                        .position(isActive ? end : .zero)
                        .onAppear {
                            withAnimation(.easeOut(duration: 1).delay(Double(index) * 0.01)) { isActive = true }
                        }
                }
            }
            struct Emitter: View {
                var body: some View {
                    GeometryReader { geo in
                        ZStack {
                            ForEach(0..<200, id: \\.self) {
                                Dot(index: $0, end: CGPoint(x: .random(in: 0...geo.size.width), y: .random(in: 0...100)))
                            }
                        }
                    }
                }
            }
            #Preview { Emitter() }
            """
        let result = try runSceneResult(source, timeLimit: 2)
        #expect(result.transactions.count == 201)
        let positions = result.transactions.map { $0.tree.summaries.filter { $0.contains("position") } }
        #expect(positions.last?.count == 200)
        // The first dot's end, once it moved there, stays where it was.
        let firstDot = positions.dropFirst().compactMap { $0.first }
        #expect(Set(firstDot).count == 1)
    }
}

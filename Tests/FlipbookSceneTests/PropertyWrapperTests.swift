import FlipbookModel
import Testing

@testable import FlipbookScene

/// The scene's own `@propertyWrapper`s, run as Swift desugars them: storage `_x`, the value
/// through `wrappedValue`, `$x` through `projectedValue`, the memberwise parameter of the
/// wrapped type.
@Suite struct PropertyWrapperTests {
    static let clamped = """
        @propertyWrapper
        struct Clamped<Value: Comparable> {
            private var value: Value
            let range: ClosedRange<Value>
            init(wrappedValue: Value, _ range: ClosedRange<Value>) {
                self.range = range
                value = min(max(wrappedValue, range.lowerBound), range.upperBound)
            }
            var wrappedValue: Value {
                get { value }
                set { value = min(max(newValue, range.lowerBound), range.upperBound) }
            }
        }
        """

    /// `_vm = StateObject(wrappedValue: .init(network: .init()))`: the implicit member is the
    /// property's type, as Swift infers it.
    /// SwiftUI looks an `@EnvironmentObject` up when it is read: a view that only uses it in an
    /// action draws without one; reading it in the body (or in the action, once it runs) is
    /// the error, at the read.
    @Test func aMissingEnvironmentObjectIsAnErrorWhereItIsRead() throws {
        func source(_ body: String) -> String {
            """
            import SwiftUI
            final class Router: ObservableObject { @Published var path: [String] = [] }
            struct Next: View {
                @EnvironmentObject var router: Router
                var body: some View {
            \(body)
                }
            }
            #Preview { Next() }
            """
        }
        let inAction = source("        Button(\"Next\") { router.path.append(\"detail\") }")
        #expect(try runScene(inAction).last?.tree.texts == ["Next"])
        let tapped = sceneErrorsAfterTap(inAction, on: "Next")
        #expect(tapped.first?.message == "no Router in the environment; add .environmentObject(…) or .environment(…) above this view")
        #expect(tapped.first?.span?.start.line == 6)
        let inBody = sceneErrors(source("        Text(\"\\(router.path.count)\")"))
        #expect(inBody.first?.message.hasPrefix("no Router in the environment") == true)
        #expect(inBody.first?.span.map { ($0.start.line, $0.start.column) } ?? (0, 0) == (6, 17))
    }

    func sceneErrorsAfterTap(_ source: String, on label: String) -> [Diagnostic] {
        do {
            _ = try runSceneResult(source, timeLimit: 1, taps: [ScriptedTap(time: 0.2, target: .label(label))])
            return []
        } catch let list as DiagnosticList {
            return list.diagnostics
        } catch {
            return [.error("\(error)", at: nil)]
        }
    }

    /// A binding to a tuple's element (`$offsets.0`) reads and writes that element.
    @Test func aBindingToATupleElementWritesIt() throws {
        let source = """
            import SwiftUI
            struct Setter: View {
                @Binding var value: CGFloat
                var body: some View { Text("\\(Int(value))").onAppear { value = 42 } }
            }
            struct Pair: View {
                @State private var offsets: (CGFloat, CGFloat) = (0, 7)
                var body: some View {
                    Setter(value: $offsets.0)
                    Text("\\(Int(offsets.0)) \\(Int(offsets.1))")
                }
            }
            #Preview { Pair() }
            """
        #expect(try runScene(source).last?.tree.texts == ["42", "42 7"])
    }

    @Test func aWrappersImplicitInitialValueIsThePropertysType() throws {
        let source = """
            import SwiftUI
            final class Network { let host = "api" }
            final class UserModel: ObservableObject {
                let network: Network
                @Published var name = "Ann"
                init(network: Network) { self.network = network }
            }
            struct Profile: View {
                @StateObject var vm: UserModel
                @State var count: Int
                init() {
                    _vm = StateObject(wrappedValue: .init(network: .init()))
                    _count = State(initialValue: .zero)
                }
                var body: some View { Text("\\(vm.name) \\(vm.network.host) \\(count)") }
            }
            #Preview { Profile() }
            """
        #expect(try runScene(source)[0].tree.texts == ["Ann api 0"])
    }

    @Test func aClassStoresABindingItsInitializerIsGiven() throws {
        // A `UIViewRepresentable`'s coordinator: `@Binding var text` set with `self._text = text`.
        let extra = """
            final class Holder {
                @Binding var text: String
                var limit: Int
                init(limit: Int, text: Binding<String>) {
                    self.limit = limit
                    self._text = text
                }
                func shout() { text = String(text.uppercased().prefix(limit)) }
            }
            """
        let source = scene(
            body: #"Text(text).onAppear { Holder(limit: 3, text: $text).shout() }"#, state: #"@State private var text = "hello""#,
            extra: extra)
        #expect(try runScene(source).map(\.tree.texts) == [["hello"], ["HEL"]])
    }

    @Test func aStructWrapperClampsItsInitialValueMemberwiseArgumentLocalAndWrites() throws {
        let source = scene(
            body: """
                VStack {
                    Text("\\(Meter().level) \\(Meter(level: -4).level)")
                    Text("\\(bumped()) \\(local())")
                }
                """,
            state: """
                func bumped() -> Int {
                    var meter = Meter(level: 90)
                    meter.level += 50
                    meter.raise()
                    return meter.level
                }
                func local() -> Int {
                    @Clamped(0...10) var x = 20
                    x -= 3
                    return x
                }
                """,
            extra: Self.clamped + """

                struct Meter {
                    @Clamped(0...100) var level: Int = 150
                    mutating func raise() { level -= 1 }
                }
                """)
        let texts = try #require(runScene(source).last).tree.texts
        #expect(texts == ["100 0", "99 7"])
    }

    @Test func aDynamicPropertyWrapperKeepsItsStateUnderTheView() throws {
        let source = scene(
            body: """
                VStack {
                    Text(title)
                    Text(title.isEmpty ? "-" : "\\(title.count)")
                }
                .task {
                    try? await Task.sleep(for: .seconds(1))
                    $title.wrappedValue = "changed"
                    try? await Task.sleep(for: .seconds(1))
                    title = "plain"
                }
                """,
            state: "@Uppercase var title = \"hello\"",
            extra: """
                @propertyWrapper
                struct Uppercase: DynamicProperty {
                    @State var wrappedValue: String
                    var projectedValue: Binding<String> {
                        Binding { wrappedValue } set: { wrappedValue = $0.uppercased() }
                    }
                }
                """)
        let transactions = try runScene(source)
        #expect(transactions.map(\.tree.texts.first) == ["hello", "CHANGED", "plain"])
        #expect(transactions.map(\.time) == [0, 1, 2])
    }

    @Test func aNonmutatingWrapperWritesFromAViewAnObjectAndAStaticProperty() throws {
        let source = scene(
            body: """
                Text("\\(taps) \\(settings.volume) \\(Settings.name) \\($taps.key)")
                    .task {
                        try? await Task.sleep(for: .seconds(1))
                        taps += 2
                        settings.volume = 9
                        Settings.name = "ann"
                    }
                """,
            state: """
                @Stored("taps", defaultValue: 0) var taps: Int
                let settings = Settings()
                """,
            extra: """
                @propertyWrapper
                struct Stored<T> {
                    let key: String
                    let defaultValue: T
                    init(_ key: String, defaultValue: T) {
                        self.key = key
                        self.defaultValue = defaultValue
                    }
                    var wrappedValue: T {
                        get { UserDefaults.standard.object(forKey: key) as? T ?? defaultValue }
                        nonmutating set { UserDefaults.standard.set(newValue, forKey: key) }
                    }
                    var projectedValue: Stored<T> { self }
                }
                final class Settings {
                    @Stored("volume", defaultValue: 3) var volume: Int
                    @Stored("name", defaultValue: "anon") static var name: String
                }
                """)
        let transactions = try runScene(source)
        #expect(transactions.first?.tree.texts == ["0 3 anon taps"])
        #expect(transactions.last?.tree.texts == ["2 9 ann taps"])
    }

    @Test func initializersSetTheStorageOrTheWrappedValue() throws {
        let source = scene(
            body: """
                Text("\\(Row(start: 4).count) \\(Gauge(level: 7).level) \\(observed())")
                """,
            state: """
                func observed() -> String {
                    var gauge = Gauge(level: 2)
                    gauge.level = 9
                    return gauge.log
                }
                """,
            extra: Self.clamped + """

                @propertyWrapper
                struct Doubled {
                    var stored: Int
                    init(start: Int) { stored = start * 2 }
                    var wrappedValue: Int {
                        get { stored }
                        set { stored = newValue * 2 }
                    }
                }
                struct Row {
                    @Doubled var count: Int
                    init(start: Int) { _count = .init(start: start) }
                }
                struct Gauge {
                    @Clamped(0...5) var level: Int { didSet { log += "set \\(oldValue)" } }
                    var log = ""
                    init(level: Int) { self.level = level }
                }
                """)
        // The initializer's assignment makes the storage, `Clamped(wrappedValue: 7, 0...5)`;
        // a later one goes through the setter, and its observer.
        #expect(try #require(runScene(source).last).tree.texts == ["8 5 set 2"])
    }

    @Test func aDynamicPropertyHeldAsAPlainPropertyIsInstalledToo() throws {
        let source = scene(
            body: """
                Text("\\(counter.value)")
                    .task {
                        try? await Task.sleep(for: .seconds(1))
                        counter.bump()
                    }
                """,
            state: "let counter = Counter()",
            extra: """
                struct Counter: DynamicProperty {
                    @State private var count = 1
                    var value: Int { count * 10 }
                    func bump() { count += 1 }
                }
                """)
        #expect(try runScene(source).map(\.tree.texts) == [["10"], ["20"]])
    }

    @Test func aWrappedPropertyWithoutAValueNeedsOne() {
        let source = scene(
            body: "Text(\"\\(Row().count)\")",
            extra: """
                @propertyWrapper
                struct Doubled {
                    var stored: Int
                    init(start: Int) { stored = start * 2 }
                    var wrappedValue: Int { stored }
                }
                struct Row { @Doubled var count: Int }
                """)
        let messages = sceneErrors(source).map(\.message)
        #expect(messages == ["missing argument for parameter 'count' in call to Row(…)"])
    }

    @Test func anObservedObjectMadeInAnInitializerIsObserved() throws {
        let source = scene(
            body: "Row(model: model)",
            state: "@StateObject var model = Model()",
            extra: """
                final class Model: ObservableObject { @Published var n = 1 }
                struct Row: View {
                    @ObservedObject var model: Model
                    init(model: Model) { self._model = ObservedObject(wrappedValue: model) }
                    var body: some View {
                        Text("\\(model.n) \\($model.n.wrappedValue)")
                            .task { try? await Task.sleep(for: .seconds(1)); model.n = 5 }
                    }
                }
                """)
        #expect(try runScene(source).map(\.tree.texts) == [["1 1"], ["5 5"]])
    }
}

/// `@State(initialValue:)` written as the attribute gives the initial value, as the
/// initializer `State(initialValue:)` does.
@Suite struct StateAttributeArgumentTests {
    @Test func theAttributesInitialValueIsTheStatesFirstValue() throws {
        let source = """
            import SwiftUI
            enum Tab: String { case home, library }
            struct Root: View {
                @State(initialValue: .library) var selection: Tab
                @State(wrappedValue: 3) private var count: Int
                var body: some View { Text("\\(selection.rawValue) \\(count)").onAppear { count += 1 } }
            }
            #Preview { Root() }
            """
        #expect(try runScene(source).map(\.tree.texts) == [["library 3"], ["library 4"]])
    }
}

/// `$x` of a `@State` holding an object is a binding to the state: setting it through the
/// binding replaces (or clears) the object, and `$x.name` sets the object's property.
@Suite struct ObjectStateBindingTests {
    @Test func aBindingToAStateHoldingAnObjectWritesTheState() throws {
        let source = """
            import SwiftUI
            @Observable final class Item {
                var name = "a"
            }
            struct Clearer: View {
                @Binding var value: Item?
                var body: some View {
                    Color.clear.task {
                        try? await Task.sleep(for: .seconds(0.5))
                        value = nil
                    }
                }
            }
            struct Renamer: View {
                @Binding var name: String
                var body: some View { Color.clear.onAppear { name = "b" } }
            }
            struct Root: View {
                @State private var selected: Item?
                @State private var model = Item()
                var body: some View {
                    VStack {
                        Text(selected?.name ?? "none")
                        Text(model.name)
                        if selected != nil { Clearer(value: $selected) }
                        Renamer(name: $model.name)
                    }
                    .onAppear { selected = Item() }
                }
            }
            #Preview { Root() }
            """
        let texts = try runScene(source).map(\.tree.texts)
        #expect(texts.first == ["none", "a"])
        #expect(texts.contains(["a", "b"]), "\(texts)")
        #expect(texts.last == ["none", "b"], "\(texts)")
    }
}

import FlipbookModel
import FlipbookScene
import Foundation
import Testing

/// What Swift's types decide and Flipbook must infer: which of a variadic and an array
/// initializer a call reaches, Optional's `map` on an optional String or array, an array
/// literal's element type from its elements, and a `@Published` property's storage.
@Suite struct InferredChoiceTests {
    func text(_ body: String, extra: String = "", state: String = "") throws -> String? {
        try runScene(scene(body: body, state: state, extra: extra))[0].tree.summaries.first?.replacingOccurrences(of: " 17pt", with: "")
    }

    /// `colors[key] = .unused`: the implicit member is the dictionary's value type's (an array
    /// element's), as in any assignment.
    @Test func anImplicitMemberAssignedThroughASubscriptTakesTheElementType() throws {
        let model = """
            extension Color { static var unused: Color { .gray } }
            final class Keys {
                var colors = [String: Color]()
                var row: [Color] = [.red]
                init() {
                    colors["A"] = .unused
                    row[0] = .unused
                }
            }
            """
        let drawn = try runScene(
            scene(body: "HStack { Color.clear.background(keys.colors[\"A\"]); keys.row[0] }", state: "let keys = Keys()", extra: model))[0]
            .tree.summaries.joined(separator: " ")
        #expect(drawn.components(separatedBy: "#8E8E93").count == 3, "\(drawn)")
    }

    /// A function kept where a function type is written passes its literal arguments as that
    /// type's parameters (Doubles here), whether a closure or an operator named as a function.
    @Test func aFunctionTypedWhereItIsKeptConvertsItsArguments() throws {
        let op = "struct Op {\n    var evaluate: (Double, Double) -> Double\n}"
        let body = #"""
            let divide = Op(evaluate: /)
            let half: (Double, Double) -> Double = { $0 / $1 }
            Text("\(divide.evaluate(12, 3)) \(half(7, 2)) \([1.5, 2.0].reduce(0, +))")
            """#
        #expect(try text(body, extra: op) == #"Text("4.0 3.5 3.5")"#)
    }

    /// A type that writes `hash(into:)` is hashed by what it combines: two keys with one id
    /// are one set member, and a closure beside the id is not hashed.
    @Test func aSceneTypesOwnHashIntoDecidesItsHash() throws {
        let key = """
            struct Key: Hashable {
                let id: Int
                let action: () -> Void
                static func == (a: Key, b: Key) -> Bool { a.id == b.id }
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
            }
            """
        let body = #"""
            let keys: Set<Key> = [Key(id: 1, action: {}), Key(id: 1, action: {}), Key(id: 2, action: {})]
            Text("\(keys.count) \(Key(id: 3, action: {}).hashValue == Key(id: 3, action: {}).hashValue)")
            """#
        #expect(try text(body, extra: key) == #"Text("2 true")"#)
    }

    /// `ObjectIdentifier` of a type (a registry keyed by `T.self`) and of class instances: equal
    /// for the same type or the same object only.
    @Test func objectIdentifiersKeyTypesAndObjects() throws {
        let registry = """
            final class Registry {
                private var names: [ObjectIdentifier: String] = [:]
                func register<T>(_ type: T.Type, name: String) { names[ObjectIdentifier(type)] = name }
                func name<T>(for type: T.Type) -> String { names[ObjectIdentifier(type)] ?? "?" }
            }
            final class Box {}
            """
        let body = #"""
            let r = Registry()
            let _ = r.register(Int.self, name: "Integer")
            let a = Box(), b = Box()
            Text("\(r.name(for: Int.self)) \(r.name(for: String.self)) \(ObjectIdentifier(a) == ObjectIdentifier(a)) \(ObjectIdentifier(a) == ObjectIdentifier(b)) \(Set([ObjectIdentifier(a), ObjectIdentifier(a), ObjectIdentifier(b)]).count)")
            """#
        #expect(try text(body, extra: registry) == #"Text("Integer ? true false 2")"#)
    }

    /// A static function and an enum case of one name: `.random(colors)` with an array is the
    /// case (an array is no `Color` the variadic function collects), in the function itself too.
    @Test func anEnumCaseAndAStaticFunctionOfOneNameAreToldApartByTheirArguments() throws {
        let mode = """
            struct Tint: Hashable { var level: Double }
            enum Mode {
                case single(Tint)
                case random([Tint])
                static func random(_ tints: Tint...) -> Mode { .random(tints) }
                static func pair(_ a: Tint, _ b: Tint) -> Mode { random([a, b]) }
                var count: Int { if case .random(let tints) = self { tints.count } else { 1 } }
            }
            """
        let body = #"""
            Text("\(Mode.random(Tint(level: 1), Tint(level: 2), Tint(level: 3)).count) \(Mode.pair(Tint(level: 1), Tint(level: 2)).count)")
            """#
        #expect(try text(body, extra: mode) == #"Text("3 2")"#)
    }

    /// A global function named like a SwiftUI type is called by its own labels; the type's
    /// initializers keep theirs, inside the function too.
    @Test func aGlobalFunctionNamedLikeATypeIsToldApartByItsLabels() throws {
        let shout = "func Text(shouting words: String) -> Text { Text(words.uppercased() + \"!\") }"
        #expect(try text(#"Text(shouting: "hi")"#, extra: shout) == #"Text("HI!")"#)
        #expect(try text(#"Text("hi")"#, extra: shout) == #"Text("hi")"#)
    }

    /// A `hash(into:)` that forwards to a member's own (`question.hash(into: &hasher)`).
    @Test func aHashIntoForwardsToAStringsOwn() throws {
        let card = """
            struct Card: Hashable {
                let question: String
                let answer: String
                static func == (a: Card, b: Card) -> Bool { a.question == b.question }
                func hash(into hasher: inout Hasher) { question.hash(into: &hasher) }
            }
            """
        let body = #"Text("\(Set([Card(question: "a", answer: "1"), Card(question: "a", answer: "2"), Card(question: "b", answer: "3")]).count)")"#
        #expect(try text(body, extra: card) == #"Text("2")"#)
    }

    /// A dictionary's key written as an implicit member (`groups[.back, default: []]`) is the
    /// key type's, as the dictionary's declared type (or its keys) says.
    @Test func anImplicitMemberKeyIsTheDictionarysKeyType() throws {
        let layer = "enum Layer: Hashable { case back, front }"
        let body = #"""
            var groups: [Layer: [String]] = [:]
            let _ = groups[.back, default: []].append("hill")
            let _ = groups[.front, default: []].append("bird")
            let _ = groups[.front]?.append("bee")
            Text("\(groups[.back, default: []].count) \(groups[.front]?.joined(separator: "+") ?? "") \(groups[Layer.front]?.count ?? 0)")
            """#
        #expect(try text(body, extra: layer) == #"Text("1 bird+bee 2")"#)
    }

    @Test func aVariadicInitializerDelegatesToTheArrayOne() throws {
        // Declared variadic first: `self.init(items)` must take the array overload, not itself.
        let box = """
            struct Box {
                var items: [Int]
                init(_ items: Int...) { self.init(items) }
                init(_ items: [Int]) { self.items = items.map { $0 * 10 } }
            }
            """
        #expect(try text(#"Text("\(Box(1, 2, 3).items)")"#, extra: box) == #"Text("[10, 20, 30]")"#)
        // Declared array first: a single number is the variadic overload's.
        let flipped = """
            struct Box {
                var items: [Int]
                init(_ items: [Int]) { self.items = items }
                init(_ items: Int...) { self.init(items.reversed()) }
            }
            """
        #expect(
            try text(#"Text("\(Box(7).items) \(Box(1, 2).items) \(Box([1, 2]).items)")"#, extra: flipped)
                == #"Text("[7] [2, 1] [1, 2]")"#)
    }

    @Test func anOverloadIsPickedByTheTypeOfANonLiteralArgument() throws {
        // Declared first, the enum overload must not take an Int that is a property, a sum, a
        // conversion or a function's result.
        let days = """
            enum Weekday { case monday, tuesday }
            func dayName(_ day: Weekday) -> String {
                switch day {
                case .monday: return "Mon"
                case .tuesday: return "Tue"
                }
            }
            func dayName(_ day: Int) -> String { day == 1 ? dayName(.monday) : dayName(.tuesday) }
            func second() -> Int { 2 }
            """
        #expect(
            try text(
                #"Text("\(dayName(.tuesday)) \(dayName(first)) \(dayName(first + 1)) \(dayName(Int(1.0))) \(dayName(second())) \(dayName(self.first))")"#,
                extra: days, state: "let first = 1")
                == #"Text("Tue Mon Tue Mon Tue Mon")"#)
    }

    /// `.init(.init(systemName:))` for an `Image?` is Optional's `init(_ some:)` of an Image;
    /// `Image(title:) ?? .init(systemName:)` takes the left side's written type.
    @Test func anImplicitInitializerFindsItsTypeThroughAnOptional() throws {
        let extra = """
            extension Image {
                init?(letter: String) {
                    guard let c = letter.first else { return nil }
                    self.init(systemName: "\\(c).square")
                }
            }
            struct Cell: View {
                var image: Image?
                var body: some View { image ?? Image(systemName: "xmark") }
            }
            """
        let summaries = try runScene(
            scene(
                body: """
                    VStack {
                        Cell(image: .init(.init(systemName: "star.fill")))
                        Image(letter: "") ?? .init(systemName: "book")
                        Image(letter: "m") ?? .init(systemName: "book")
                    }
                    """, extra: extra))[0].tree.summaries.joined(separator: "\n")
        #expect(summaries.contains("Image(systemName: \"star.fill\")"), "\(summaries)")
        #expect(summaries.contains("Image(systemName: \"book\")"), "\(summaries)")
        #expect(summaries.contains("Image(systemName: \"m.square\")"), "\(summaries)")
    }

    /// A local or a parameter declared Optional: `flatMap` is Optional's, not the string's.
    @Test func aDeclaredOptionalLocalOrParametersFlatMapIsOptionals() throws {
        let tree = try runScene(
            scene(
                body: #"""
                    let local: String? = "3"
                    Text("\(parse("2.5") ?? -1) \(local.flatMap { Int($0) } ?? 0) \(parse(nil) ?? -1)")
                    """#,
                extra: "func parse(_ s: String?) -> Double? { s.flatMap { Double($0) } }"))[0].tree
        #expect(tree.texts == ["2.5 3 -1.0"])
    }

    /// A dictionary built from pairs where its type is expected (`-> [Shelf: [String]]`): the
    /// pairs' implicit members take the key's and value's types.
    @Test func aDictionarysPairsTakeTheExpectedKeyType() throws {
        let extra = """
            enum Shelf: CaseIterable { case readMe, finished }
            func shelves(_ books: [String: Bool]) -> [Shelf: [String]] {
                let grouped = Dictionary(grouping: books.keys.sorted(), by: { books[$0]! })
                return Dictionary(uniqueKeysWithValues: grouped.map { (($0.key ? .readMe : .finished), $0.value) })
            }
            """
        let tree = try runScene(
            scene(
                body: #"Text(Shelf.allCases.map { "\($0): \(shelves(["Dune": true, "Emma": false])[$0] ?? [])" }.joined(separator: " "))"#,
                extra: extra))[0].tree
        #expect(tree.texts == [#"readMe: ["Dune"] finished: ["Emma"]"#])
    }

    /// `T?(nil)` and `T?.some(x)` are Optional's initializer and case; a `map` whose result is
    /// expected as `[Chunk]` gives its closure's `return .init(…)` the element type.
    @Test func optionalTypeCallsAndAMapsExpectedElementType() throws {
        let extra = """
            enum Period: String { case week, month }
            struct Chunk { var first: Int; var count: Int }
            func chunked(_ values: [Int], _ size: Int) -> [Chunk] {
                stride(from: 0, to: values.count, by: size).map {
                    let count = Swift.min(size, values.count - $0)
                    return .init(first: values[$0], count: count)
                }
            }
            """
        let tree = try runScene(
            scene(
                body: #"Text("\(Period?(nil) == nil) \(Period?.some(.week)!.rawValue) \(chunked(Array(0..<7), 3).map { "\($0.first)x\($0.count)" })")"#,
                extra: extra))[0].tree
        #expect(tree.texts == [#"true week ["0x3", "3x3", "6x1"]"#])
    }

    @Test func aVariadicOfADeclaredTypeDoesNotTakeAnArray() throws {
        let shelf = """
            struct Book { var title: String }
            struct Shelf {
                var books: [Book]
                init(_ books: Book...) { self.init(books) }
                init(_ books: [Book]) { self.books = books }
            }
            """
        #expect(try text(#"Text("\(Shelf(Book(title: "a"), Book(title: "b")).books.count)")"#, extra: shelf) == #"Text("2")"#)
    }

    @Test func optionalMapTransformsTheWrappedStringOrArray() throws {
        let model = """
            let names = ["ada", "bo"]
            let rows = [[1, 2], [3]]
            struct Holder { var picked: String? = "kay"; var none: String? = nil }
            """
        #expect(try text(#"Text(names.first.map { $0.uppercased() } ?? "-")"#, extra: model) == #"Text("ADA")"#)
        #expect(try text(#"Text("\(names.last.map(\.count) ?? 0)")"#, extra: model) == #"Text("2")"#)
        #expect(try text(#"Text("\(rows.first.map { $0.count } ?? 0)")"#, extra: model) == #"Text("2")"#)
        #expect(
            try text(#"Text(names.first(where: { $0.hasPrefix("b") }).map { $0 + "!" } ?? "-")"#, extra: model)
                == #"Text("bo!")"#)
        #expect(try text(#"Text(Holder().picked.map { "<" + $0 + ">" } ?? "-")"#, extra: model) == #"Text("<kay>")"#)
        #expect(try text(#"Text(Holder().none.map { "<" + $0 + ">" } ?? "-")"#, extra: model) == #"Text("-")"#)
        // A declared type's `first` that is no Optional is what it holds.
        let person = model + "\nstruct Person { var first = \"ada\" }"
        #expect(try text(#"Text(String(Person().first.map { $0.uppercased() }.joined()))"#, extra: person) == #"Text("ADA")"#)
        // A String's own map stays the String's.
        #expect(try text(#"Text(String("abc".map { $0.uppercased() }.joined()))"#, extra: model) == #"Text("ABC")"#)
    }

    @Test func anArrayLiteralsImplicitMembersTakeTheTypeOfTheirNeighbours() throws {
        let expected = try text("Color.black.opacity(0.5)")
        #expect(expected != nil)
        #expect(try text("[Color.red, .blue, .black.opacity(0.5)][2]") == expected)
        #expect(try text("[.black.opacity(0.5), Color.red][0]") == expected)
        #expect(try text("[Color.red, .blue, .black.opacity(0.5)][1]") == text("Color.blue"))
    }

    @Test func aPublishedPropertyIsInitializedThroughItsStorage() throws {
        let model = """
            final class Model: ObservableObject {
                @Published var names: [String]
                @Published var count: Int
                init(names: [String]) {
                    self._names = Published(initialValue: names)
                    _count = Published(wrappedValue: names.count)
                }
            }
            """
        let source = scene(
            body: #"Text("\(model.names.joined()) \(model.count)").onAppear { model.count += 1 }"#,
            state: #"@StateObject var model = Model(names: ["a", "b"])"#, extra: model)
        let texts = try runScene(source).last?.tree.summaries ?? []
        #expect(texts.first?.contains(#"Text("ab 3")"#) == true)
    }

    /// ShapeStyle's `.linearGradient(…)` is declared for `Self == LinearGradient`, so it is
    /// found where a `LinearGradient` is expected, and makes the same gradient.
    @Test func aGradientTypeHasShapeStylesStaticFunction() throws {
        let made = try text(
            "LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).frame(width: 10, height: 10)")
        #expect(made != nil)
        let extra = """
            var shade: LinearGradient { .linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom) }
            """
        #expect(try text("shade.frame(width: 10, height: 10)", extra: extra) == made)
    }

    /// A function parameter takes only a function: of `combineLatest(_:_:)` (two more
    /// publishers) and `combineLatest(_:_ transform:)`, a publisher picks the first.
    @Test func aFunctionParameterTakesOnlyAFunction() throws {
        let form = """
            import Combine
            final class Form: ObservableObject {
                @Published var email = ""
                @Published var password = ""
                @Published var confirm = ""
                @Published var summary = ""
                init() {
                    $email.combineLatest($password, $confirm)
                        .map { e, p, c in "\\(e.count) \\(p.count) \\(p == c)" }
                        .assign(to: &$summary)
                }
            }
            """
        let source = scene(
            body: #"Text(form.summary).task { form.email = "a@b"; form.password = "pw"; form.confirm = "pw" }"#,
            state: "@StateObject var form = Form()", extra: form)
        let texts = try runScene(source).last?.tree.summaries ?? []
        #expect(texts.first?.contains(#"Text("3 2 true")"#) == true)
    }

    /// `combineLatest` with a publisher of optionals that sends nil, mapped by a method that
    /// takes the pair's two values (SwiftfulCrypto's `.map(mapGlobalMarketData)`).
    @Test func aLatestNilIsAValueAndAMethodTakesThePair() throws {
        let model = """
            import Combine
            final class Market: ObservableObject {
                @Published var data: Int? = nil
                @Published var coins = [1, 2]
                @Published var summary = ""
                var cancellables = Set<AnyCancellable>()
                init() {
                    $data.combineLatest($coins)
                        .map(describe)
                        .sink { [weak self] text in self?.summary = text }
                        .store(in: &cancellables)
                }
                private func describe(data: Int?, coins: [Int]) -> String { "\\(data ?? -1) \\(coins.count)" }
            }
            """
        let source = scene(body: "Text(market.summary)", state: "@StateObject var market = Market()", extra: model)
        #expect(try runScene(source).last?.tree.texts == ["-1 2"])
    }

    /// Of two initializers with one label, the one whose parameter's type the constructed
    /// argument is (`init(background: Tint)` for `Tint(…)`, not `init(background: Color)`).
    @Test func aConstructedArgumentPicksTheOverloadOfItsType() throws {
        let extra = """
            struct Tint {
                let name: String
                init(_ name: String) { self.name = name }
            }
            class Shade { var name: String { "shade" } }
            final class Dark: Shade { override var name: String { "dark" } }
            struct Style {
                let text: String
                init(background: Color) { text = "color" }
                init(background: Tint) { text = background.name }
                init(shade: Color) { text = "color" }
                init(shade: Shade) { text = shade.name }
            }
            """
        let body = #"Text(Style(background: Tint("tint")).text + " " + Style(background: .red).text + " " + Style(shade: Dark()).text)"#
        #expect(try runScene(scene(body: body, extra: extra))[0].tree.texts == ["tint color dark"])
    }

    /// Overloads told apart by an array's elements: a literal's, a stored array's, and a
    /// computed property's written type (`[(Double, Double)]` is no `[Double]`, and no array
    /// is the scene's class).
    @Test func anArraysElementsPickTheOverload() throws {
        let extra = """
            final class Stream { var values: [Double] = [] }
            func kind(_ stream: Stream) -> String { "stream" }
            func kind(_ points: [Double]) -> String { "values" }
            func kind(_ points: [(Double, Double)]) -> String { "pairs" }
            """
        let state = """
            let dense: [(Double, Double)] = [(1, 2)]
                private var week: [(Double, Double)] { [(1, 2), (3, 4)] }
            """
        let body = #"Text([kind([12, 34]), kind([(1, 2)]), kind(dense), kind(week), kind(Stream())].joined(separator: " "))"#
        #expect(try runScene(scene(body: body, state: state, extra: extra))[0].tree.texts == ["values pairs pairs pairs stream"])
    }
}

import FlipbookModel
import Testing

@testable import FlipbookScene

/// A generic type's parameters named in its own code, learnt from the values it holds.
@Suite struct GenericArgumentTests {
    static let sizes = """
        enum Size: CGFloat, CaseIterable { case small = 10, large = 40, medium = 20 }
        """

    /// An integer literal given where a generic parameter goes takes the type the other
    /// arguments give it: `Box(initialValue: 0, targets: [10.0])` makes a `Box<Double>`.
    @Test func aLiteralTakesTheGenericTypeOtherArgumentsGive() throws {
        let source = """
            import SwiftUI
            struct Box<Value> {
                var initial: Value
                var targets: [Value]
                init(initialValue: Value, targets: [Value]) { initial = initialValue; self.targets = targets }
            }
            func pair<T>(_ a: T, _ b: T) -> [T] { [a, b] }
            let targetValues: [Double] = [10, 30]
            #Preview { Text("\\(Box(initialValue: 0, targets: targetValues).initial) \\(pair(1, 2.5)) \\(Box(initialValue: 1, targets: [2]).initial)") }
            """
        #expect(try runScene(source)[0].tree.texts == ["0.0 [1.0, 2.5] 1"])
    }

    @Test func aDefaultNamesTheParameterAMemberwiseArgumentBinds() throws {
        let source = scene(
            body: "Chooser(selected: $size)",
            state: "@State var size = Size.large",
            extra: Self.sizes + """

                struct Chooser<Option: RawRepresentable & CaseIterable>: View where Option.RawValue == CGFloat {
                    @Binding var selected: Option
                    private let all = Option.allCases.sorted(by: { $0.rawValue < $1.rawValue })
                    var body: some View {
                        Text(all.map { "\\($0.rawValue)" }.joined(separator: " ") + " \\(Option.self == Size.self)")
                    }
                }
                """)
        #expect(try #require(runScene(source).last).tree.texts == ["10.0 20.0 40.0 true"])
    }

    @Test func anInitializersArgumentsBindTheParameterBeforeTheDefaults() throws {
        let source = scene(
            body: "VStack { Sheet(position: $size, title: \"a\"); Text(Box(items: [3, 4]).describe()) }",
            state: "@State var size = Size.small",
            extra: Self.sizes + """

                struct Sheet<Position: RawRepresentable & CaseIterable>: View where Position.RawValue == CGFloat {
                    @Binding private var position: Position
                    private let count = Position.allCases.count
                    let title: String
                    init(position: Binding<Position>, title: String) {
                        _position = position
                        self.title = title
                    }
                    var body: some View { Text("\\(title) \\(count) \\(position.rawValue)") }
                }
                struct Box<Element> {
                    let items: [Element]
                    func describe() -> String { "\\(Element.self) \\(items.count)" }
                }
                """)
        #expect(try #require(runScene(source).last).tree.texts == ["a 3 10.0", "Int 2"])
    }

    @Test func anUnboundParameterIsStillNotFound() {
        let source = scene(
            body: "Text(Empty<Int>.name())",
            extra: "struct Empty<T> { static func name() -> String { \"\\(Other.self)\" } }")
        #expect(sceneErrors(source).map(\.message) == ["cannot find 'Other' in scope"])
    }

    /// A generic type alias's argument stands for its parameter (`FetchedResults<Item>` is
    /// `[Item]`: `.happy` is a `Mood`), and a function reference of two parameters takes a
    /// pair's elements.
    @Test func aGenericTypeAliasAndAFunctionGivenAPair() throws {
        let extra = """
            enum Mood { case happy, sad }
            typealias Several<Element> = [Element]
            func sum(a: Int, b: Int) -> Int { a + b }
            """
        let body = #"""
            let moods: Several<Mood> = [.happy, .sad]
            Text("\(moods.count) \([(1, 2), (3, 4)].map(sum))")
            """#
        #expect(try runScene(scene(body: body, extra: extra))[0].tree.texts == ["2 [3, 7]"])
    }
}

/// A generic type's parameter held only inside a nested type's values (`var table: [Card]`,
/// `struct Card { var content: Content }`) is told by those values (CS193p's SetGame).
@Suite struct NestedGenericArgumentTests {
    @Test func aParameterHeldInANestedTypeIsKnown() throws {
        let source = scene(
            body: "Text(game.isSet ? \"set\" : \"not\")",
            state: "let game = Game<Shape3>(table: [.init(content: Shape3(count: 1)), .init(content: Shape3(count: 1))])",
            extra: """
                protocol Matchable { static func isSet(cards: [Self]) -> Bool }
                struct Shape3: Matchable {
                    var count: Int
                    static func isSet(cards: [Shape3]) -> Bool { Set(cards.map(\\.count)).count != 2 }
                }
                struct Game<Content> where Content: Matchable {
                    var table: [Card] = []
                    var isSet: Bool { Content.isSet(cards: table.map { $0.content }) }
                    struct Card { var content: Content }
                }
                """)
        #expect(try runScene(source).last?.tree.texts == ["set"])
    }
}

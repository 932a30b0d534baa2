import FlipbookModel
import FlipbookScene
import Testing

/// `super` in a class hierarchy: it names the superclass of the class the code is written in,
/// whichever subclass the instance is.
@Suite struct ClassInheritanceTests {
    @Test func anInheritedInitializerCallsUpFromItsOwnClass() throws {
        // Foundation's `Unit` / `Dimension` / `UnitLength` shape: the subclass declares no
        // initializer, so `UnitLength(symbol:converter:)` runs `Dimension`'s, whose `super.init`
        // is `Unit`'s.
        let tree = try runScene(
            scene(
                body: #"Text("\(Length.metre.symbol) \(Length.metre.factor)")"#,
                extra: """
                    class Unit { let symbol: String; init(symbol: String) { self.symbol = symbol } }
                    class Dimension: Unit {
                        let factor: Double
                        init(symbol: String, factor: Double) { self.factor = factor; super.init(symbol: symbol) }
                    }
                    final class Length: Dimension { static let metre = Length(symbol: "m", factor: 1.0) }
                    """))[0].tree
        #expect(tree.texts == ["m 1.0"])
    }

    @Test func anInheritedOverrideCallsItsOwnSuperclassOnce() throws {
        let tree = try runScene(
            scene(
                body: "VStack { Text(C().name()); Text(D().name()) }",
                extra: """
                    class A { func name() -> String { "A" } }
                    class B: A { override func name() -> String { "B>" + super.name() } }
                    class C: B {}
                    class D: C { override func name() -> String { "D>" + super.name() } }
                    """))[0].tree
        #expect(tree.texts == ["B>A", "D>B>A"])
    }

    /// A `lazy var` is made on its first read, where `self`'s other properties are set, and
    /// an object keeps it.
    @Test func aLazyPropertyIsMadeOnFirstReadWithSelf() throws {
        let extra = """
            final class Stack {
                private let name: String
                var made = 0
                private lazy var greeting: String = {
                    made += 1
                    return "Hello \\(name)"
                }()
                init(name: String) {
                    self.name = name
                    _ = greeting
                }
                var text: String { greeting + " " + greeting + " \\(made)" }
            }
            """
        #expect(try runScene(scene(body: #"Text(Stack(name: "Ada").text)"#, extra: extra))[0].tree.texts == ["Hello Ada Hello Ada 1"])
    }

    /// A get-only property that gives an object is written through: `store.items.append(n)`
    /// changes the object (it used to change a copy, silently).
    @Test func aComputedPropertyGivingAnObjectIsWrittenThrough() throws {
        let extra = """
            final class Store { var items: [Int] = [] }
            final class Context {
                private let own = Store()
                var parent: Context? = nil
                var store: Store { parent?.store ?? own }
                func add(_ n: Int) { store.items.append(n) }
            }
            func run() -> String {
                let root = Context()
                let child = Context()
                child.parent = root
                root.add(1)
                child.add(2)
                return "\\(root.store.items) \\(child.store.items.count)"
            }
            """
        #expect(try runScene(scene(body: "Text(run())", extra: extra))[0].tree.texts == ["[1, 2] 2"])
    }

    /// A subclass that declares no initializer inherits its superclass's convenience
    /// initializers, and their `self.init(…)` finds the designated one up the chain.
    @Test func anInheritedConvenienceInitializerDelegatesUpTheChain() throws {
        let extra = """
            class Container {
                let name: String
                let size: Int
                convenience init(name: String) { self.init(name: name, size: 1) }
                init(name: String, size: Int) { self.name = name; self.size = size }
            }
            final class CloudContainer: Container {}
            """
        let body = #"Text("\(CloudContainer(name: "Notes").name) \(CloudContainer(name: "Notes").size)")"#
        #expect(try runScene(scene(body: body, extra: extra))[0].tree.texts == ["Notes 1"])
    }
}

/// An element of an array of class instances is a reference: its properties change in place
/// through a get-only property or a `let` array, which Swift allows and does not change.
@Suite struct ReferenceElementWriteTests {
    @Test func aPropertyOfAClassElementChangesThroughAGetOnlyArray() throws {
        let source = """
            import SwiftUI
            @Observable final class Tile {
                var word: String
                var x = 0
                init(word: String) { self.word = word }
            }
            @Observable final class Board { var tiles = [Tile(word: "a"), Tile(word: "b")] }
            let sample = [Tile(word: "c")]
            struct Root: View {
                @State private var board = Board()
                private var tiles: [Tile] { board.tiles }
                var body: some View {
                    Text(tiles.map { "\\($0.word)\\($0.x)" }.joined() + sample.map { "\\($0.word)\\($0.x)" }.joined())
                        .onAppear {
                            for index in tiles.indices { tiles[index].x = index + 1 }
                            sample[0].x = 9
                            tiles[0].word += "!"
                        }
                }
            }
            #Preview { Root() }
            """
        #expect(try runScene(source).last?.tree.texts == ["a!1b2c9"])
        let replacing = sceneErrors(source.replacingOccurrences(of: "sample[0].x = 9", with: "tiles[0] = Tile(word: \"z\")"))
        #expect(replacing.first?.message == "cannot assign to property: 'tiles' is a get-only property")
    }
}

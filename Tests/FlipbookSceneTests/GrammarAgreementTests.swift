import FlipbookModel
import FlipbookScene
import Testing

@testable import FlipbookScene

/// `Text("^[\(n) apple](inflect: true)")`: Markdown's attribute run, with English grammar
/// agreement.
@Suite struct GrammarAgreementTests {
    @Test func anInflectedRunAgreesWithItsNumberAndIsNoLink() throws {
        let tree = try runScene(
            scene(
                body: #"""
                    VStack {
                        Text("^[\(zero) attempt](inflect: true)")
                        Text("^[1 guess](inflect: true)")
                        Text("Found ^[\(many) box](inflect: true) and ^[\(many) berry](inflect: true)")
                        Text("^[\(many) person](inflect: true)")
                    }
                    """#,
                state: "let zero = 0\nlet many = 3"))[0].tree
        #expect(tree.texts == ["0 attempts", "1 guess", "Found 3 boxes and 3 berries", "3 people"])
        #expect(!tree.summaries.joined().contains("^"))
    }

    /// A noun written in the plural agrees too: "1 peg", "3 pegs" (not "3 pegses").
    @Test func aNounWrittenInThePluralAgrees() throws {
        let tree = try runScene(
            scene(
                body: #"""
                    VStack {
                        Text("^[\(one) pegs](inflect: true)")
                        Text("^[\(many) pegs](inflect: true)")
                        Text("^[\(one) cities](inflect: true)")
                        Text("^[\(one) people](inflect: true)")
                        Text("^[\(many) boxes](inflect: true)")
                    }
                    """#,
                state: "let one = 1\nlet many = 3"))[0].tree
        #expect(tree.texts == ["1 peg", "3 pegs", "1 city", "1 person", "3 boxes"])
        #expect(
            ["guess", "bus", "status", "analysis", "sheep", "Cities", "churches"].map(EnglishInflection.singular)
                == ["guess", "bus", "status", "analysis", "sheep", "City", "church"])
    }

    @Test func englishPlurals() {
        #expect(
            ["letter", "bus", "church", "city", "day", "Mouse", "sheep", "KEY"].map(EnglishInflection.plural)
                == ["letters", "buses", "churches", "cities", "days", "Mice", "sheep", "KEYS"])
    }
}

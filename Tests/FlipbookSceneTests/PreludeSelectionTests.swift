import Testing

@testable import FlipbookScene

/// The prelude parts a scene pays for: parsing a part costs more than running most scenes in
/// the debug build, so a scene must bring in only the parts it can reach.
@Suite struct PreludeSelectionTests {
    func declaration(_ name: Substring, in text: String) -> PreludeDeclarationScan.Declaration? {
        PreludeDeclarationScan.declarations(in: text).first { $0.name == name }
    }

    @Test func theScanKnowsWhatEachDeclarationIsNestedIn() {
        let text = """
            struct Outer<T>: View where T: Hashable {
                var body: some View { Color.red }
                func member() { func local() {} }
                enum Inner { case a }
            }
            extension String {
                static func shared() -> String { "" }
            }
            func global() {}
            """
        #expect(declaration("Outer", in: text)?.enclosing == [])
        #expect(declaration("member", in: text)?.enclosing == ["Outer"])
        #expect(declaration("Inner", in: text)?.enclosing == ["Outer"])
        #expect(declaration("local", in: text)?.keyword == "func")
        #expect(declaration("local", in: text)?.enclosing == nil)
        #expect(declaration("shared", in: text)?.enclosing == ["String"])
        #expect(declaration("global", in: text)?.enclosing == [])
    }

    @Test func bracesInStringsAndCommentsDoNotCount() {
        let text = #"""
            struct A {
                // an unbalanced { in a comment
                let s = "{ \"}\" {"
                let t = """
                    } "
                    """
                func inA() {}
            }
            func after() {}
            """#
        #expect(declaration("inA", in: text)?.enclosing == ["A"])
        #expect(declaration("after", in: text)?.enclosing == [])
    }

    @Test func aPartNeedsOnlyWhatItCanReach() throws {
        func part(_ name: String) throws -> PreludePart {
            try #require(PreludePart.all.first { $0.name == name })
        }
        func needs(_ name: String) throws -> Set<String> {
            Set(try part(name).needs.map { PreludePart.all[$0].name })
        }
        // `SIMD2.min()` is the vector's method: a part that says `min` does not need `SIMD2`.
        #expect(try !needs("timelineView").contains("simd"))
        #expect(try !needs("controls").contains("simd"))
        // `second()` is a member of `Date.FormatStyle`, nested in an extension of `Date`.
        #expect(try !needs("keyframes").contains("dateFormatStyle"))
        // A type's name is reached from anywhere.
        #expect(try needs("symbolEffects").contains("keyframes"))
        #expect(try needs("pickers").contains("controls"))
    }

    @Test func aSceneThatSaysMinBringsInOnlyTheVectorPart() {
        let scene = """
            import SwiftUI
            #Preview { Text("\\(Int.min)") }
            """
        let simd = PreludePart.all.firstIndex { $0.name == "simd" }!
        let parts = Prelude.partIndices(for: scene)
        #expect(parts == [simd])
    }
}

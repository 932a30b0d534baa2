import Flipbook
import FlipbookModel
import Testing

/// The scene's own `@resultBuilder`s: expressions, `if`/`else`, `switch`, `for`, partial blocks
/// and final results, on closures, functions and computed properties, as SE-0289 transforms them.
@Suite struct ResultBuilderTests {
    /// The widths of the bars a scene draws, left to right: each bar is one built value.
    func barWidths(_ builderBody: String, uses: String, state: String = "") throws -> [Double] {
        let source = """
            import SwiftUI
            @resultBuilder
            struct Widths {
            \(builderBody)
            }
            struct Bars: View {
                let widths: [Double]
                init(@Widths _ make: () -> [Double]) { widths = make() }
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(Array(widths.enumerated()), id: \\.offset) { _, w in
                            Rectangle().frame(width: w, height: 10)
                        }
                    }
                }
            }
            struct Root: View {
                \(state)
                var body: some View { \(uses) }
            }
            #Preview(traits: .fixedLayout(width: 400, height: 40)) { Root() }
            """
        let preview = try #require(try compileScene(source).first)
        let shapes = canvasShapes(try preview.timeline.displayList(at: 0))
        return shapes.sorted { $0.bounds.minX < $1.bounds.minX }.map(\.bounds.width)
    }

    static let arrayBuilder = """
            static func buildBlock(_ parts: [Double]...) -> [Double] { parts.flatMap { $0 } }
            static func buildExpression(_ w: Double) -> [Double] { [w] }
            static func buildOptional(_ part: [Double]?) -> [Double] { part ?? [] }
            static func buildEither(first part: [Double]) -> [Double] { part }
            static func buildEither(second part: [Double]) -> [Double] { [part[0] * 2] }
            static func buildArray(_ parts: [[Double]]) -> [Double] { parts.flatMap { $0 } }
        """

    @Test func expressionsIfSwitchAndForBuildOneArray() throws {
        let uses = """
            Bars {
                10
                if on { 20 }
                if !on { 99 }
                if on { 30 } else { 40 }
                switch 3 {
                case 1: 1
                case 2: 2
                default: 5
                }
                for i in 1...3 { Double(i) * 10 }
            }
            """
        // The switch has three cases: `default` is the second half of the tree (doubled once).
        #expect(try barWidths(Self.arrayBuilder, uses: uses, state: "let on = true") == [10, 20, 30, 10, 10, 20, 30])
        #expect(try barWidths(Self.arrayBuilder, uses: uses, state: "let on = false") == [10, 99, 80, 10, 10, 20, 30])
    }

    @Test func anElseIfChainIsABalancedTreeOfEithers() throws {
        // Four branches: 0 and 1 are first(first:)/first(second:); 2 and 3 second(first:)/second(second:).
        let uses = """
            Bars {
                if n == 0 { 10 } else if n == 1 { 11 } else if n == 2 { 12 } else { 13 }
            }
            """
        let widths = try (0..<4).map { n in try barWidths(Self.arrayBuilder, uses: uses, state: "let n = \(n)") }
        #expect(widths == [[10], [22], [24], [52]])
    }

    @Test func partialBlocksAndAFinalResult() throws {
        let builder = """
                static func buildPartialBlock(first: Double) -> [Double] { [first] }
                static func buildPartialBlock(accumulated: [Double], next: Double) -> [Double] { accumulated + [accumulated.last! + next] }
                static func buildFinalResult(_ parts: [Double]) -> [Double] { parts.reversed() }
            """
        #expect(try barWidths(builder, uses: "Bars { 10; 5; 20 }") == [35, 15, 10])
    }

    @Test func functionsAndPropertiesMarkedWithABuilderAreTransformed() throws {
        let uses = "Bars { for w in widths { w }; for w in doubled() { w } }"
        let state = """
            @Widths var widths: [Double] { 10; 20 }
            @Widths func doubled() -> [Double] { 15; if true { 25 } }
            """
        #expect(try barWidths(Self.arrayBuilder, uses: uses, state: state) == [10, 20, 15, 25])
    }

    @Test func aBodyWithAReturnIsNotTransformed() throws {
        #expect(try barWidths(Self.arrayBuilder, uses: "Bars { return [7, 8] }") == [7, 8])
    }

    @Test func forEachBuildsItsContentWithABuilderThatTakesIt() throws {
        // Charts' builder declares `_buildForEach`: each element's block is built by it, in order.
        let builder =
            Self.arrayBuilder + "\n    static func _buildForEach(_ parts: [[Double]]) -> [Double] { parts.flatMap { $0 } }"
        let uses = """
            Bars {
                5
                ForEach([1.0, 2.0], id: \\.self) { w in
                    w * 10
                    if w > 1 { w * 20 }
                }
            }
            """
        #expect(try barWidths(builder, uses: uses) == [5, 10, 20, 40])
        // Without it, ForEach is the view it is anywhere else, which the builder cannot take.
        #expect(throws: (any Error).self) { try barWidths(Self.arrayBuilder, uses: uses) }
    }

    @Test func aRequirementsBuilderIsInferredForThePropertyThatImplementsIt() throws {
        // SE-0289: `widths` is written without `@Widths`, and its protocol's requirement has it.
        let state = """
            struct Pair: Provides {
                var widths: [Double] {
                    10
                    if true { 30 }
                }
            }
            """
        let uses = "Bars { for w in Pair().widths { w } }"
        let builder = Self.arrayBuilder
        let source = try barWidths(
            builder, uses: uses, state: "\(state)\nprotocol Provides { @Widths var widths: [Double] { get } }")
        #expect(source == [10, 30])
    }

    @Test func aMissingBuildMethodIsALocatedError() throws {
        let builder = "static func buildBlock(_ parts: Double...) -> [Double] { parts }"
        #expect {
            try barWidths(builder, uses: "Bars { if true { 1 } }")
        } throws: { error in
            "\(error)".contains("'@Widths' has no buildOptional")
        }
    }
}

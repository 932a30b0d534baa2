import Flipbook
import FlipbookModel
import FlipbookRender
import Testing

/// Alignment guides of the scene's own `AlignmentID` types, through the whole pipeline, with
/// frames worked out by hand from SwiftUI's rules (docs/semantics.md, "Layout").
@Suite struct CustomAlignmentTests {
    static let red = RGBA(hex: 0xFF3B30)
    static let green = RGBA(hex: 0x34C759)
    static let blue = RGBA(hex: 0x007AFF)

    /// The SwiftUI Lab's pattern: a private ID in an extension of the alignment type.
    static let guides = """
        extension HorizontalAlignment {
            private enum ByHeight: AlignmentID {
                static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
            }
            static let byHeight = HorizontalAlignment(ByHeight.self)
        }
        extension VerticalAlignment {
            private enum Marker: AlignmentID {
                static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
            }
            static let marker = VerticalAlignment(Marker.self)
        }
        """

    func bounds(_ body: String, _ color: RGBA) throws -> [Rect] {
        let source = """
            import SwiftUI
            \(Self.guides)
            struct Scene: View {
                var body: some View {
                    \(body)
                }
            }
            #Preview("p", traits: .fixedLayout(width: 400, height: 300)) { Scene() }
            """
        return try #require(try compileScene(source).first).drawnShapes(filled: color, at: 0).map(\.bounds)
    }

    @Test func aCustomGuidesDefaultValueIsTheScenesCode() throws {
        // Guides at 0 (explicit), 60 and 20 (the heights) meet: the stack is 60 + 20 wide, its
        // guide 60 from its left, centred at 200.
        let body = """
            VStack(alignment: .byHeight, spacing: 0) {
                Color.blue.frame(width: 2, height: 40).alignmentGuide(.byHeight) { d in d[.leading] }
                Color.red.frame(width: 40, height: 60)
                Color.green.frame(width: 40, height: 20)
            }
            """
        #expect(try bounds(body, Self.blue) == [Rect(x: 220, y: 90, width: 2, height: 40)])
        #expect(try bounds(body, Self.red) == [Rect(x: 160, y: 130, width: 40, height: 60)])
        #expect(try bounds(body, Self.green) == [Rect(x: 200, y: 190, width: 40, height: 20)])
    }

    @Test func aChildsExplicitGuideIsItsContainersToo() throws {
        // The blue marker's centre meets the middle of the second row of the VStack (not a
        // sibling): that guide is 40 + 10 + 20 = 70 down the column, 20 down the marker.
        let body = """
            HStack(alignment: .marker, spacing: 0) {
                Color.blue.frame(width: 40, height: 40).alignmentGuide(.marker) { d in d[VerticalAlignment.center] }
                VStack(spacing: 10) {
                    Color.red.frame(width: 100, height: 40)
                    Color.green.frame(width: 100, height: 40)
                        .alignmentGuide(.marker) { d in d[VerticalAlignment.center] }
                    Color.red.frame(width: 100, height: 40)
                }
            }
            """
        // Column 140 tall: above the guide max(20, 70) = 70, below max(20, 70) = 70; the stack
        // is 140 tall at y 80 and 140 wide at x 130.
        #expect(try bounds(body, Self.blue) == [Rect(x: 130, y: 130, width: 40, height: 40)])
        #expect(try bounds(body, Self.green) == [Rect(x: 170, y: 130, width: 100, height: 40)])
    }

    @Test func aCustomGuideInAZStackAndAFrame() throws {
        // ZStack(alignment: Alignment(horizontal: .byHeight, vertical: .top)): each child's
        // height is its guide, so a 30-tall square sits 30 left of a 10-tall one's 10.
        let body = """
            ZStack(alignment: Alignment(horizontal: .byHeight, vertical: .top)) {
                Color.red.frame(width: 50, height: 30)
                Color.green.frame(width: 50, height: 10)
            }
            """
        // Guides 30 and 10 meet: widths before the guide 30, after max(20, 40) = 40: 70 wide.
        #expect(try bounds(body, Self.red) == [Rect(x: 165, y: 135, width: 50, height: 30)])
        #expect(try bounds(body, Self.green) == [Rect(x: 185, y: 135, width: 50, height: 10)])
    }

    @Test func anAlignmentIDWithoutADefaultValueIsAnError() throws {
        let source = """
            import SwiftUI
            enum Nothing {}
            struct Scene: View {
                var body: some View { VStack(alignment: HorizontalAlignment(Nothing.self)) { Text("x") } }
            }
            #Preview { Scene() }
            """
        do {
            _ = try compileScene(source)
            Issue.record("a type with no defaultValue(in:) made an alignment guide")
        } catch let error as DiagnosticList {
            #expect(
                error.diagnostics.first?.message
                    == "'Nothing' is no AlignmentID: it needs static func defaultValue(in context: ViewDimensions) -> CGFloat")
        }
    }
}

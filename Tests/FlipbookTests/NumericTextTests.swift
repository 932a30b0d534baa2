import Flipbook
import FlipbookModel
import Testing

/// `.contentTransition(.numericText())` digit by digit.
@Suite struct NumericTextTests {
    @Test func theDigitsThatStayAreDrawnOnceAndTheOthersRoll() throws {
        let source = """
            import SwiftUI
            struct Scene: View {
                @State var n = 109
                var body: some View {
                    Text("\\(n)").contentTransition(.numericText())
                        .task { withAnimation(.linear(duration: 1)) { n = 110 } }
                }
            }
            #Preview("p", traits: .fixedLayout(width: 200, height: 100)) { Scene() }
            """
        let preview = try #require(try compileScene(source).first)
        var drawn: [(String, Double)] = []
        func visit(_ items: [DisplayItem], opacity: Double) {
            for item in items {
                switch item {
                case .group(let group): visit(group.items, opacity: opacity * group.opacity)
                case .text(let text): drawn.append((text.lines.map(\.text).joined(), opacity))
                default: continue
                }
            }
        }
        visit(try preview.timeline.displayList(at: 0.5).items, opacity: 1)
        // The leading "1" stays, drawn once at full opacity; "09" rolls away, "10" rolls in.
        #expect(drawn.map(\.0) == ["1", "0", "9", "1", "0"])
        #expect(drawn[0].1 == 1)
        #expect(drawn.dropFirst().allSatisfy { abs($0.1 - 0.5) < 1e-9 })
    }
}

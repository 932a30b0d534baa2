import Flipbook
import FlipbookModel
import Testing

/// `ScrollViewReader`'s `scrollTo(_:anchor:)`: the scroll view below moves its content to show
/// the view of that id, animated by the transaction the request was made in, never past the
/// content's ends.
@Suite struct ScrollToTests {
    /// The x (or y) where each text starts at `time`, by its string.
    private func origins(_ source: String, at time: Double, vertical: Bool = false) throws -> [String: Double] {
        let preview = try #require(try compileScene(source).first)
        var found: [String: Double] = [:]
        func visit(_ items: [DisplayItem], _ offset: Point) {
            for item in items {
                switch item {
                case .text(let text):
                    for line in text.lines {
                        found[line.text] =
                            vertical ? offset.y + text.origin.y + line.origin.y : offset.x + text.origin.x + line.origin.x
                    }
                case .group(let group):
                    visit(group.items, Point(x: offset.x + group.transform.tx, y: offset.y + group.transform.ty))
                default: break
                }
            }
        }
        visit(try preview.timeline.displayList(at: time).items, .zero)
        return found
    }

    private func tabs(target: String, anchor: String) -> String {
        """
        import SwiftUI
        struct Tabs: View {
            @State private var selected = 0
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView(.horizontal) {
                        HStack(spacing: 0) {
                            ForEach(0..<20, id: \\.self) { i in
                                Text("I\\(i)").frame(width: 100)
                            }
                        }
                    }
                    .onChange(of: selected) { _, newValue in
                        withAnimation(.linear(duration: 1)) { proxy.scrollTo(\(target), anchor: \(anchor)) }
                    }
                }
                .task {
                    try? await Task.sleep(for: .seconds(1))
                    selected = 12
                }
            }
        }
        #Preview(traits: .fixedLayout(width: 400, height: 100)) { Tabs() }
        """
    }

    @Test func aForEachElementIsScrolledToTheAnchorWithTheRequestsAnimation() throws {
        let source = tabs(target: "newValue", anchor: ".center")
        let start = try origins(source, at: 0.5)
        let middle = try origins(source, at: 1.5)
        let end = try origins(source, at: 2.5)
        let textWidth = try #require(start["I12"]).truncatingRemainder(dividingBy: 100)
        // At rest I12's cell starts at 1200; centred, it starts at 150.
        #expect(abs(try #require(start["I12"]) - (1200 + textWidth)) < 0.01)
        #expect(abs(try #require(end["I12"]) - (150 + textWidth)) < 0.01)
        // Linear over one second: halfway at 1.5 s.
        #expect(abs(try #require(middle["I12"]) - (675 + textWidth)) < 0.5)
    }

    @Test func theOffsetStopsAtTheContentsEnd() throws {
        let source = tabs(target: "19", anchor: ".leading")
        let end = try origins(source, at: 2.5)
        let textWidth = try #require(try origins(source, at: 0)["I19"]).truncatingRemainder(dividingBy: 100)
        // The last cell ends at the trailing edge: content 2000 wide, 400 visible.
        #expect(abs(try #require(end["I19"]) - (300 + textWidth)) < 0.01)
    }

    @Test func withoutAnAnchorAnExplicitIDIsScrolledJustIntoView() throws {
        let source = """
            import SwiftUI
            struct Chat: View {
                var body: some View {
                    ScrollViewReader { proxy in
                        ScrollView {
                            VStack(spacing: 0) {
                                ForEach(0..<30, id: \\.self) { i in
                                    Text("M\\(i)").frame(height: 50)
                                }
                                Color.clear.frame(height: 1).id("bottom")
                            }
                        }
                        .onAppear { proxy.scrollTo("bottom") }
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 200, height: 300)) { Chat() }
            """
        let drawn = try origins(source, at: 0, vertical: true)
        let row29 = try #require(drawn["M29"]), row0 = try #require(drawn["M0"])
        // 30 rows of 50 and one of 1: the bottom row ends 1 point above the bottom edge.
        #expect(abs((row29 - row0) - 29 * 50) < 0.01)
        #expect(row29 > 250 - 50 && row29 < 300 - 1)
        #expect(row0 < -1000)
    }

    /// iOS 17's `.scrollPosition(id:)`: the bound id's view takes the place where the content
    /// starts (after its margins), animated by the transaction that set it; at rest on the first
    /// view, nothing moves.
    @Test func aScrollPositionShowsItsViewWhereTheContentStarts() throws {
        let source = """
            import SwiftUI
            struct Cards: View {
                @State private var position: Int? = 0
                var body: some View {
                    ScrollView(.horizontal) {
                        HStack(spacing: 10) {
                            ForEach(0..<10, id: \\.self) { i in Text("C\\(i)").frame(width: 100) }
                        }
                        .scrollTargetLayout()
                    }
                    .contentMargins(.horizontal, 40, for: .scrollContent)
                    .scrollTargetBehavior(.viewAligned)
                    .scrollPosition(id: $position)
                    .task {
                        try? await Task.sleep(for: .seconds(1))
                        withAnimation(.linear(duration: 1)) { position = 4 }
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 400, height: 100)) { Cards() }
            """
        let before = try origins(source, at: 0.5)
        let after = try origins(source, at: 2.5)
        let start = try #require(before["C0"])
        // C4 is 4 × 110 points after C0; at the end it is where C0 was.
        #expect(abs(try #require(after["C4"]) - start) < 0.5, "\(before) \(after)")
        let middle = try origins(source, at: 1.5)
        #expect(abs(try #require(middle["C4"]) - (start + 220)) < 0.5)
    }
}

import Flipbook
import FlipbookModel
import Testing

/// `visualEffect`'s proxy is the geometry of the view it modifies: with the padding and frame
/// written before it, whatever builds the view (here a `@ViewBuilder` method).
@Suite struct VisualEffectTests {
    @Test func theProxyIsTheModifiedViewsFrame() throws {
        let source = """
            import SwiftUI
            struct Cards: View {
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(0..<3, id: \\.self) { i in
                            card(i)
                                .padding(.horizontal, 10)
                                .frame(width: 100)
                                .visualEffect { content, geo in
                                    content.offset(y: geo.frame(in: .global).minX / 10 + geo.size.width / 100)
                                }
                        }
                    }
                    .frame(height: 50)
                }
                @ViewBuilder
                private func card(_ i: Int) -> some View {
                    Rectangle().fill(i == 1 ? Color.green : Color.red)
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 100)) { Cards() }
            """
        let preview = try #require(try compileScene(source).first)
        let lines = try preview.timeline.displayList(at: 0).printed.split(separator: "\n").map(String.init)
        // Frames at x 0, 100 and 200, each 100 wide: offsets 1, 11 and 21.
        let offsets = lines.filter { $0.contains("group transform") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
            offsets == [
                "group transform [1 0 0 1 0 1]", "group transform [1 0 0 1 0 11]", "group transform [1 0 0 1 0 21]",
            ], "\(lines)")
    }
}

/// `safeAreaPadding` on a scroll view insets its content, which scrolls through the padding;
/// on any other view it pads.
@Suite struct SafeAreaPaddingTests {
    @Test func aScrollViewsSafeAreaPaddingInsetsItsContentWithoutClipping() throws {
        let preview = try #require(
            try compileSceneView(
                imports: ["SwiftUI"],
                body: """
                    VStack(spacing: 0) {
                        ScrollView(.horizontal) {
                            HStack(spacing: 10) {
                                ForEach(0..<3, id: \\.self) { _ in Color.red.frame(width: 60, height: 20) }
                            }
                        }
                        .safeAreaPadding(.horizontal, 70)
                        Color.blue.frame(width: 20, height: 20).safeAreaPadding(.horizontal, 10)
                    }
                    """, width: 200, height: 40))
        let shapes = canvasShapes(try preview.timeline.displayList(at: 0))
        #expect(shapes.filter { $0.fill?.description == RGBA(hex: 0xFF3B30).description }.map(\.bounds.minX) == [70, 140, 210])
        let blue = try #require(shapes.first { $0.fill?.description == RGBA(hex: 0x007AFF).description })
        #expect(blue.bounds == Rect(x: 90, y: 20, width: 20, height: 20))
    }
}

/// `Anchor<CGPoint>.Source` is a type a property may have; the anchor it makes is where the
/// view is.
@Suite struct AnchorSourceTests {
    @Test func anAnchorSourceKeptInAPropertyPlacesTheBadge() throws {
        let source = """
            import SwiftUI
            struct BadgeKey: PreferenceKey {
                static var defaultValue: Anchor<CGPoint>? = nil
                static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = value ?? nextValue() }
            }
            struct Inbox: View {
                var corner: Anchor<CGPoint>.Source = .topTrailing
                var body: some View {
                    Color.gray.frame(width: 100, height: 40)
                        .anchorPreference(key: BadgeKey.self, value: corner) { $0 }
                        .overlayPreferenceValue(BadgeKey.self) { anchor in
                            GeometryReader { proxy in
                                if let anchor { Color.red.frame(width: 10, height: 10).position(proxy[anchor]) }
                            }
                        }
                }
            }
            #Preview(traits: .fixedLayout(width: 200, height: 100)) { Inbox() }
            """
        let preview = try #require(try compileScene(source).first)
        let red = try #require(canvasShapes(try preview.timeline.displayList(at: 0)).first { $0.fill?.description == RGBA(hex: 0xFF3B30).description })
        // The grey frame spans (50, 30)–(150, 70): the badge is centred on its top trailing corner.
        #expect(red.bounds == Rect(x: 145, y: 25, width: 10, height: 10))
    }
}

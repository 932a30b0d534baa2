import Flipbook
import FlipbookModel
import Testing

/// `matchedGeometryEffect`: a view removed and one inserted with the same key in one
/// transaction move as one, each frame interpolated on the canvas, while they cross-fade.
@Suite struct MatchedGeometryTests {
    func preview(_ properties: String = "") throws -> CompiledPreview {
        let source = """
            import SwiftUI
            struct Scene: View {
                @Namespace var space
                @State var big = false
                var body: some View {
                    ZStack(alignment: .topLeading) {
                        if big {
                            Rectangle().frame(width: 100, height: 60)
                                .matchedGeometryEffect(id: "box", in: space\(properties))
                                .padding(.leading, 100).padding(.top, 100)
                                .background(Color.red)
                        } else {
                            Rectangle().frame(width: 20, height: 20)
                                .matchedGeometryEffect(id: "box", in: space\(properties))
                        }
                    }
                    .frame(width: 300, height: 200, alignment: .topLeading)
                    .task { withAnimation(.linear(duration: 1)) { big = true } }
                }
            }
            #Preview("p", traits: .fixedLayout(width: 300, height: 200)) { Scene() }
            """
        return try #require(try compileScene(source).first)
    }

    func boxes(_ preview: CompiledPreview, at time: Double) throws -> [DrawnShape] {
        canvasShapes(try preview.timeline.displayList(at: time))
    }

    @Test func theInsertedViewGrowsFromTheRemovedOnesFrameAndTheyCrossFade() throws {
        let preview = try preview()
        // The red background is outside the effect: it stays where layout puts it.
        let background = Rect(x: 0, y: 0, width: 200, height: 160)
        let start = try boxes(preview, at: 0)
        #expect(start.count == 1)
        #expect(start.first?.bounds == Rect(x: 0, y: 0, width: 20, height: 20))
        // Half-way: both drawn on the same interpolated frame, at half opacity each.
        let all = try boxes(preview, at: 0.5)
        #expect(all.filter { $0.bounds == background }.count == 1)
        let middle = all.filter { $0.bounds != background }
        #expect(middle.count == 2)
        for box in middle {
            #expect(abs(box.bounds.minX - 50) < 1e-6 && abs(box.bounds.minY - 50) < 1e-6)
            #expect(abs(box.bounds.width - 60) < 1e-6 && abs(box.bounds.height - 40) < 1e-6)
            #expect(abs(box.opacity - 0.5) < 1e-6)
        }
        let end = try boxes(preview, at: 1.1)
        #expect(end.map(\.bounds) == [background, Rect(x: 100, y: 100, width: 100, height: 60)])
    }

    @Test func positionOnlyMovesTheCentreAndKeepsEachSize() throws {
        let preview = try preview(", properties: .position")
        let middle = try boxes(preview, at: 0.5).filter { $0.bounds.width != 200 }
        #expect(middle.count == 2)
        // Centres: (10, 10) → (150, 130); half-way (80, 70), each box keeping its own size.
        let sizes = middle.map { $0.bounds.width }.sorted()
        #expect(sizes == [20, 100])
        for box in middle {
            #expect(abs(box.bounds.midX - 80) < 1e-6 && abs(box.bounds.midY - 70) < 1e-6)
        }
    }

    @Test func withoutAnimationTheViewsSwapAtOnce() throws {
        let source = """
            import SwiftUI
            struct Scene: View {
                @Namespace var space
                @State var moved = false
                var body: some View {
                    HStack {
                        if moved { Spacer() }
                        Circle().frame(width: 20, height: 20).matchedGeometryEffect(id: 1, in: space)
                        if !moved { Spacer() }
                    }
                    .task { moved = true }
                }
            }
            #Preview("p", traits: .fixedLayout(width: 300, height: 100)) { Scene() }
            """
        let preview = try #require(try compileScene(source).first)
        #expect(canvasShapes(try preview.timeline.displayList(at: 0)).count == 1)
    }

    @Test func aViewThatIsNotTheSourceTakesTheSourcesFrameAndFollowsIt() throws {
        let source = """
            import SwiftUI
            struct Scene: View {
                @Namespace var space
                @State var selected = 0
                var body: some View {
                    ZStack(alignment: .topLeading) {
                        HStack(spacing: 20) {
                            ForEach(0..<3) { i in
                                Color.clear.frame(width: 60, height: 30).matchedGeometryEffect(id: i, in: space)
                            }
                        }
                        RoundedRectangle(cornerRadius: 6).fill(.blue)
                            .matchedGeometryEffect(id: selected, in: space, isSource: false)
                    }
                    .task {
                        try? await Task.sleep(for: .seconds(0.5))
                        withAnimation(.linear(duration: 1)) { selected = 2 }
                    }
                }
            }
            #Preview("p", traits: .fixedLayout(width: 300, height: 100)) { Scene() }
            """
        let preview = try #require(try compileScene(source).first)
        // Tabs at x = 0, 80, 160; the highlight sits on tab 0, then moves to tab 2 over 1 s.
        for (time, x) in [(0.0, 0.0), (1.0, 80.0), (1.6, 160.0)] {
            let shapes = canvasShapes(try preview.timeline.displayList(at: time))
            let box = try #require(shapes.last)
            #expect(abs(box.bounds.minX - x) < 1e-6 && box.bounds.width == 60 && box.bounds.height == 30, "t = \(time)")
        }
    }
}

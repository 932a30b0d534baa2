import Flipbook
import FlipbookModel
import FlipbookRender
import Testing

/// Registry constructs through the whole pipeline: scene text to display lists.
@Suite struct VocabularySceneTests {
    func compile(_ body: String, canvas: String = ".fixedLayout(width: 200, height: 200)") throws -> CompiledPreview {
        let source = """
            import SwiftUI
            \(body)
            #Preview("p", traits: \(canvas)) { Scene() }
            """
        let previews = try SceneCompiler.compile(source: source, fileName: "t.swift", options: RenderOptions(),
                                                 measurer: RenderKit().measurer)
        return try #require(previews.first)
    }

    /// Every group of the display list at `time`, outermost first.
    func groups(_ preview: CompiledPreview, at time: Double) throws -> [GroupItem] {
        var out: [GroupItem] = []
        func visit(_ items: [DisplayItem]) {
            for case .group(let group) in items {
                out.append(group)
                visit(group.items)
            }
        }
        visit(try preview.timeline.displayList(at: time).items)
        return out
    }

    /// The bounds of every shape at `time` (in its group's coordinates), in drawing order.
    func shapeBounds(_ preview: CompiledPreview, at time: Double) throws -> [Rect] {
        var out: [Rect] = []
        func visit(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .shape(let shape): out.append(shape.path.boundingRect)
                case .group(let group): visit(group.items)
                case .text, .backdrop: continue
                }
            }
        }
        visit(try preview.timeline.displayList(at: time).items)
        return out
    }

    @Test func blurRadiusAnimatesAsAFilterOnTheViewsGroup() throws {
        let preview = try compile("""
            struct Scene: View {
                @State private var radius = 0.0
                var body: some View {
                    Rectangle().fill(.red).frame(width: 40, height: 40)
                        .blur(radius: radius)
                        .task { withAnimation(.linear(duration: 1)) { radius = 10 } }
                }
            }
            """)
        // The change is made at t = 0, so t = 0 already shows the animation's start: no layer.
        #expect(try groups(preview, at: 0).isEmpty)
        #expect(try groups(preview, at: 0.5).map(\.filters) == [[.blur(radius: 5, opaque: false)]])
        #expect(try groups(preview, at: 2).map(\.filters) == [[.blur(radius: 10, opaque: false)]])
        #expect(try shapeBounds(preview, at: 0.5) == [Rect(x: 80, y: 80, width: 40, height: 40)])
    }

    @Test func opaqueBlurKeepsItsFlag() throws {
        let preview = try compile("""
            struct Scene: View {
                var body: some View {
                    Color.blue.frame(width: 40, height: 40).blur(radius: 3, opaque: true)
                }
            }
            """)
        #expect(try groups(preview, at: 0).map(\.filters) == [[.blur(radius: 3, opaque: true)]])
    }
}

import Flipbook
import FlipbookModel
import Testing

/// iOS 18's `TextRenderer`: the text under `.textRenderer(_:)` reaches the renderer laid out
/// (lines, runs with their custom attributes, one slice per glyph), and what the renderer draws
/// of it, under its context's transform and opacity, is what shows; the renderer's
/// `animatableData` animates.
@Suite struct TextRendererTests {
    /// Each text item drawn, with the translation and opacity of the groups around it.
    struct Drawn {
        var text: String
        var x: Double
        var y: Double
        var opacity: Double
    }

    func drawn(_ preview: CompiledPreview, at time: Double) throws -> [Drawn] {
        var out: [Drawn] = []
        func visit(_ items: [DisplayItem], dx: Double, dy: Double, opacity: Double) {
            for item in items {
                switch item {
                case .group(let group):
                    visit(
                        group.items, dx: dx + group.transform.tx, dy: dy + group.transform.ty,
                        opacity: opacity * group.opacity)
                case .text(let text):
                    out.append(
                        Drawn(
                            text: text.lines.map(\.text).joined(), x: dx + text.origin.x + (text.lines.first?.runs.first?.positions.first?.x ?? 0),
                            y: dy + text.origin.y, opacity: opacity))
                default: continue
                }
            }
        }
        visit(try preview.timeline.displayList(at: time).items, dx: 0, dy: 0, opacity: 1)
        return out
    }

    static let wave = """
        import SwiftUI
        struct Wave: TextRenderer {
            var phase: Double
            var animatableData: Double {
                get { phase }
                set { phase = newValue }
            }
            func draw(layout: Text.Layout, in context: inout GraphicsContext) {
                for line in layout {
                    for run in line {
                        for (index, glyph) in run.enumerated() {
                            var copy = context
                            copy.translateBy(x: 0, y: phase * Double(index))
                            copy.opacity = index == 0 ? 0.5 : 1
                            copy.draw(glyph)
                        }
                    }
                }
            }
        }
        struct Scene: View {
            @State private var phase = 0.0
            var body: some View {
                Text("abc").textRenderer(Wave(phase: phase))
                    .onAppear { withAnimation(.linear(duration: 1)) { phase = 10 } }
            }
        }
        #Preview(traits: .fixedLayout(width: 200, height: 100)) { Scene() }
        """

    /// One slice per glyph, each drawn where the renderer moves it, at its opacity; the phase
    /// animates along the curve.
    @Test func eachGlyphIsDrawnWhereTheRendererPutsIt() throws {
        let preview = try #require(try compileScene(Self.wave).first)
        let start = try drawn(preview, at: 0)
        #expect(start.map(\.text) == ["a", "b", "c"])
        #expect(start.map(\.opacity) == [0.5, 1, 1])
        #expect(start[0].x < start[1].x && start[1].x < start[2].x)
        let middle = try drawn(preview, at: 0.5)
        // Phase 5 halfway: glyph n is 5n points lower than at rest.
        for (index, glyph) in middle.enumerated() {
            #expect(abs(glyph.y - start[index].y - 5 * Double(index)) < 0.01, "\(glyph) \(start[index])")
            #expect(abs(glyph.x - start[index].x) < 0.01)
        }
    }

    /// A run's custom attribute is found by its type (`run[Emphasis.self]`), on the run of the
    /// text that carries it, also when that text is interpolated into another; the inner
    /// renderer draws its text, the outer one the rest.
    @Test func runsCarryTheirCustomAttributesAndTheInnerRendererWins() throws {
        let source = """
            import SwiftUI
            struct Emphasis: TextAttribute {}
            struct Marks: TextRenderer {
                var animatableData: Double { get { 0 } set {} }
                func draw(layout: Text.Layout, in context: inout GraphicsContext) {
                    for run in layout.flattenedRuns {
                        var copy = context
                        copy.opacity = run[Emphasis.self] != nil ? 0.25 : 1
                        copy.draw(run)
                    }
                }
            }
            struct Hide: TextRenderer {
                var animatableData: Double { get { 0 } set {} }
                func draw(layout: Text.Layout, in context: inout GraphicsContext) {}
            }
            extension Text.Layout {
                var flattenedRuns: some RandomAccessCollection<Text.Layout.Run> { self.flatMap { line in line } }
            }
            struct Scene: View {
                var body: some View {
                    VStack {
                        let word = Text("loud").customAttribute(Emphasis())
                        Text("say \\(word) now")
                        Text("hidden").textRenderer(Hide())
                    }
                    .textRenderer(Marks())
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 100)) { Scene() }
            """
        let preview = try #require(try compileScene(source).first)
        let texts = try drawn(preview, at: 0)
        #expect(texts.map(\.text) == ["say ", "loud", " now"])
        #expect(texts.map(\.opacity) == [1, 0.25, 1])
    }

    /// Apple's pattern: a `Transition` whose body scopes a linear transaction around
    /// `textRenderer`: the renderer's progress runs linearly over the transaction's duration,
    /// whatever animation inserted the view.
    @Test func aTransitionsScopedTransactionTimesItsRenderer() throws {
        let source = """
            import SwiftUI
            struct Fade: TextRenderer {
                var progress: Double
                var animatableData: Double {
                    get { progress }
                    set { progress = newValue }
                }
                func draw(layout: Text.Layout, in context: inout GraphicsContext) {
                    context.opacity = progress
                    for line in layout { context.draw(line) }
                }
            }
            struct FadeIn: Transition {
                func body(content: Content, phase: TransitionPhase) -> some View {
                    content.transaction { transaction in
                        if !transaction.disablesAnimations { transaction.animation = .linear(duration: 1) }
                    } body: { view in
                        view.textRenderer(Fade(progress: phase.isIdentity ? 1 : 0))
                    }
                }
            }
            struct Scene: View {
                @State private var shown = false
                var body: some View {
                    VStack {
                        if shown { Text("Hello").transition(FadeIn()) }
                    }
                    .task { withAnimation(.spring(duration: 0.2)) { shown = true } }
                }
            }
            #Preview(traits: .fixedLayout(width: 200, height: 100)) { Scene() }
            """
        let preview = try #require(try compileScene(source).first)
        let quarter = try drawn(preview, at: 0.25)
        #expect(quarter.map(\.text) == ["Hello"])
        #expect(abs((quarter.first?.opacity ?? 0) - 0.25) < 0.01, "\(quarter)")
        #expect(abs((try drawn(preview, at: 2).first?.opacity ?? 0) - 1) < 0.001)
    }
}

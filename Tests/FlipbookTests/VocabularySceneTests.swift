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
        let previews = try SceneCompiler.compile(
            source: source, fileName: "t.swift", options: RenderOptions(),
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
                case .text, .backdrop, .image: continue
                }
            }
        }
        visit(try preview.timeline.displayList(at: time).items)
        return out
    }

    @Test func blurRadiusAnimatesAsAFilterOnTheViewsGroup() throws {
        let preview = try compile(
            """
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
        let preview = try compile(
            """
            struct Scene: View {
                var body: some View {
                    Color.blue.frame(width: 40, height: 40).blur(radius: 3, opaque: true)
                }
            }
            """)
        #expect(try groups(preview, at: 0).map(\.filters) == [[.blur(radius: 3, opaque: true)]])
    }
}

extension VocabularySceneTests {
    /// A 40-point square inserted at t = 0 and removed at t = 2, each over 1 s, linearly.
    func insertedAndRemoved(_ transition: String) throws -> CompiledPreview {
        try compile(
            """
            struct Scene: View {
                @State private var shown = false
                var body: some View {
                    ZStack {
                        if shown {
                            Rectangle().fill(.red).frame(width: 40, height: 40).transition(\(transition))
                        }
                    }
                    .frame(width: 200, height: 200)
                    .task {
                        withAnimation(.linear(duration: 1)) { shown = true }
                        try? await Task.sleep(for: .seconds(2))
                        withAnimation(.linear(duration: 1)) { shown = false }
                    }
                }
            }
            """)
    }

    /// The blur radius, scale and opacity the groups at `time` apply.
    func blurReplaceState(_ preview: CompiledPreview, at time: Double) throws -> (radius: Double?, scale: Double, opacity: Double)
    {
        var radius: Double?
        var scale = 1.0, opacity = 1.0
        for group in try groups(preview, at: time) {
            for case .blur(let r, _) in group.filters { radius = r }
            scale *= group.transform.a
            opacity *= group.opacity
        }
        return (radius, scale, opacity)
    }

    @Test func blurReplaceInsertsFromBlurredSmallAndClear() throws {
        let preview = try insertedAndRemoved(".blurReplace")
        let middle = try blurReplaceState(preview, at: 0.5)
        #expect(middle.radius.map { abs($0 - 3.5) < 1e-9 } == true)
        #expect(abs(middle.scale - 0.95) < 1e-9)
        #expect(abs(middle.opacity - 0.5) < 1e-9)
        // The scale is about the square's centre, which stays at the canvas's centre.
        let transform = try #require(try groups(preview, at: 0.5).first { !$0.transform.isIdentity }?.transform)
        #expect(abs(transform.tx - 100 * 0.05) < 1e-9 && abs(transform.ty - 100 * 0.05) < 1e-9)
        // At rest, nothing is left of the transition.
        #expect(try groups(preview, at: 1.5).isEmpty)
        let leaving = try blurReplaceState(preview, at: 2.25)
        #expect(leaving.radius.map { abs($0 - 1.75) < 1e-9 } == true)
        #expect(abs(leaving.scale - 0.975) < 1e-9)
        #expect(abs(leaving.opacity - 0.75) < 1e-9)
        #expect(try shapeBounds(preview, at: 3.5).isEmpty)
    }

    @Test func blurReplaceUpUpGrowsWhileItLeaves() throws {
        let preview = try insertedAndRemoved(".blurReplace(.upUp)")
        #expect(abs(try blurReplaceState(preview, at: 0.5).scale - 0.95) < 1e-9)
        let leaving = try blurReplaceState(preview, at: 2.5)
        #expect(abs(leaving.scale - 1.05) < 1e-9)
        #expect(leaving.radius.map { abs($0 - 3.5) < 1e-9 } == true)
    }

    @Test func blurReplaceAsATransitionValue() throws {
        // `AnyTransition.blurReplace` spelled out, and combined with another transition.
        let preview = try insertedAndRemoved("AnyTransition.blurReplace(.downUp).combined(with: .offset(x: 10))")
        #expect(abs(try blurReplaceState(preview, at: 0.5).opacity - 0.5) < 1e-9)
    }
}

extension VocabularySceneTests {
    @Test func blurReplaceRejectsAnUnknownConfiguration() throws {
        #expect(throws: (any Error).self) { try insertedAndRemoved(".blurReplace(.sideways)") }
    }
}

extension VocabularySceneTests {
    /// The shapes at `time` painted in the light separator colour, by bounds.
    func separators(_ preview: CompiledPreview, at time: Double = 0) throws -> [Rect] {
        let separator = RGBA(hex: 0x3C3C43, alpha: 0.29)
        var out: [Rect] = []
        func visit(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .shape(let shape) where shape.paint == .color(separator): out.append(shape.path.boundingRect)
                case .group(let group): visit(group.items)
                default: continue
                }
            }
        }
        visit(try preview.timeline.displayList(at: time).items)
        return out
    }

    @Test func dividerFollowsTheAxisOfItsStack() throws {
        let preview = try compile(
            """
            struct Scene: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(height: 20)
                        Divider()
                        HStack(spacing: 0) {
                            Color.blue.frame(width: 30)
                            Divider()
                            Color.green.frame(width: 30)
                        }
                        .frame(height: 39)
                    }
                    .frame(width: 120, height: 100)
                }
            }
            """)
        // The VStack (20 + 1 + 39 high) is centred in the 120 × 100 frame at (40, 50): from
        // y = 70. Its divider spans its width; the HStack's spans the HStack's height, in the
        // middle of its 30 + 1 + 30 points (99.5 rounds up).
        #expect(
            try separators(preview) == [
                Rect(x: 40, y: 90, width: 120, height: 1),
                Rect(x: 100, y: 91, width: 1, height: 39),
            ])
    }

    @Test func dividerAtTheRootTakesTheCanvasWidth() throws {
        let preview = try compile(
            """
            struct Scene: View {
                var body: some View { Divider() }
            }
            """)
        // The root is a VStack: a horizontal line, centred (99.5 rounds up).
        #expect(try separators(preview) == [Rect(x: 0, y: 100, width: 200, height: 1)])
    }
}

extension VocabularySceneTests {
    @Test func lazyVGridPacksAdaptiveColumns() throws {
        let preview = try compile(
            """
            struct Scene: View {
                let columns = [GridItem(.adaptive(minimum: 40), spacing: 4)]
                var body: some View {
                    LazyVGrid(columns: columns, alignment: .leading, spacing: 6, pinnedViews: [.sectionHeaders]) {
                        ForEach(0..<5) { i in
                            Color.red.frame(height: 20)
                        }
                    }
                    .frame(width: 140)
                }
            }
            """)
        // Three columns of (140 - 8) / 3 = 44, 4 apart; two rows of 20, 6 apart. The grid is
        // 140 × 46, centred in the 200 × 200 canvas.
        #expect(
            try shapeBounds(preview, at: 0) == [
                Rect(x: 30, y: 77, width: 44, height: 20), Rect(x: 78, y: 77, width: 44, height: 20),
                Rect(x: 126, y: 77, width: 44, height: 20),
                Rect(x: 30, y: 103, width: 44, height: 20), Rect(x: 78, y: 103, width: 44, height: 20),
            ])
    }

    @Test func lazyVGridFixedFlexibleAndAlignments() throws {
        let preview = try compile(
            """
            struct Scene: View {
                var body: some View {
                    LazyVGrid(columns: [
                        GridItem(.flexible(), spacing: 10),
                        GridItem(.fixed(60), alignment: .topTrailing),
                    ]) {
                        Color.red.frame(width: 10, height: 30)
                        Color.blue.frame(width: 10, height: 10)
                    }
                    .frame(width: 170)
                }
            }
            """)
        // The fixed column is sized first: 60, and the flexible one the other 100. The row is
        // 30 high, from (15, 85); the first cell is centred, the second at its top trailing.
        #expect(
            try shapeBounds(preview, at: 0) == [
                Rect(x: 60, y: 85, width: 10, height: 30), Rect(x: 175, y: 85, width: 10, height: 10),
            ])
    }

    @Test func lazyVGridSectionsTakeLinesOfTheirOwn() throws {
        let preview = try compile(
            """
            struct Scene: View {
                var body: some View {
                    LazyVGrid(columns: [GridItem(.fixed(40), spacing: 0), GridItem(.fixed(40))], spacing: 0) {
                        Section(header: Color.blue.frame(width: 20, height: 10)) {
                            ForEach(0..<3) { _ in Color.red.frame(height: 20) }
                        }
                        Section {
                            Color.green.frame(height: 20)
                        }
                    }
                }
            }
            """)
        // 80 wide; lines of 10, 20, 20 and 20, from (60, 65).
        #expect(
            try shapeBounds(preview, at: 0) == [
                Rect(x: 90, y: 65, width: 20, height: 10),
                Rect(x: 60, y: 75, width: 40, height: 20), Rect(x: 100, y: 75, width: 40, height: 20),
                Rect(x: 60, y: 95, width: 40, height: 20), Rect(x: 60, y: 115, width: 40, height: 20),
            ])
    }

    @Test func lazyHGridFillsRowsTopToBottom() throws {
        let preview = try compile(
            """
            struct Scene: View {
                var body: some View {
                    LazyHGrid(rows: [GridItem(.fixed(20), spacing: 0), GridItem(.fixed(20))], spacing: 5) {
                        ForEach(0..<3) { i in
                            Color.green.frame(width: 30)
                        }
                    }
                }
            }
            """)
        // Two rows of 20 (no spacing), columns of 30 five apart: 65 × 40, centred from
        // x = 67.5, which rounds up to the pixel grid.
        #expect(
            try shapeBounds(preview, at: 0) == [
                Rect(x: 68, y: 80, width: 30, height: 20), Rect(x: 68, y: 100, width: 30, height: 20),
                Rect(x: 103, y: 80, width: 30, height: 20),
            ])
    }
}

extension VocabularySceneTests {
    @Test func lazyVGridWithDefaultItemsSharesTheWidth() throws {
        let preview = try compile(
            """
            struct Scene: View {
                var body: some View {
                    LazyVGrid(columns: [GridItem(), GridItem()], pinnedViews: .sectionHeaders) {
                        Color.red.frame(height: 10)
                        Color.blue.frame(height: 10)
                    }
                }
            }
            """)
        // (200 - 8) / 2 = 96 each; one row of 10 in the middle of the canvas.
        #expect(
            try shapeBounds(preview, at: 0) == [
                Rect(x: 0, y: 95, width: 96, height: 10), Rect(x: 104, y: 95, width: 96, height: 10),
            ])
    }
}

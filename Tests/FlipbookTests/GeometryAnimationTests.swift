import Flipbook
import FlipbookModel
import Testing

/// DESIGN §1, "geometry animates in canvas space", measured where the pixels go: each view's
/// frame interpolates from its old to its new place on the canvas; an inserted view appears at
/// its final place and a removed one stays where it was, each moved only by its transition
/// (SEMANTICS §2, geometry animation and transition geometry).
///
/// Every scene changes state at t = 1 with `.linear(duration: 1)`, so at t = 1 + p the
/// animation's progress is p.
@Suite struct GeometryAnimationTests {
    let blue = RGBA(hex: 0x007AFF)
    let red = RGBA(hex: 0xFF3B30)

    func compile(_ source: String) throws -> CompiledPreview {
        try #require(
            try SceneCompiler.compile(
                source: source, fileName: "geometry.swift", options: RenderOptions(),
                measurer: RenderKit().measurer
            ).first)
    }

    /// A 40×40 blue square in an otherwise empty `ZStack` framed 400×50 on a 400×100 canvas,
    /// shown or hidden by the task: the frame's centre, and so the square's, is (200, 50).
    func zStackScene(transition: String, initiallyShown: Bool, task: String) -> String {
        """
        import SwiftUI
        struct Square: View {
            @State private var show = \(initiallyShown)
            var body: some View {
                ZStack {
                    if show {
                        Rectangle().fill(.blue).frame(width: 40, height: 40).transition(\(transition))
                    }
                }
                .frame(width: 400, height: 50)
                .task {
                    \(task)
                }
            }
        }
        #Preview(traits: .fixedLayout(width: 400, height: 100)) { Square() }
        """
    }

    /// The one blue square drawn at `time`.
    func square(
        _ preview: CompiledPreview, at time: Double,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> DrawnShape {
        let drawn = try preview.drawnShapes(filled: blue, at: time)
        #expect(drawn.count == 1, "t=\(time): \(drawn.count) blue squares drawn", sourceLocation: sourceLocation)
        return try #require(drawn.first, sourceLocation: sourceLocation)
    }

    func expectRect(
        _ actual: Rect, _ expected: Rect, tolerance: Double = 1e-3, _ what: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let close =
            abs(actual.minX - expected.minX) <= tolerance && abs(actual.minY - expected.minY) <= tolerance
            && abs(actual.width - expected.width) <= tolerance && abs(actual.height - expected.height) <= tolerance
        #expect(close, "\(what): drawn at \(actual), expected \(expected)", sourceLocation: sourceLocation)
    }

    // MARK: - Insertion

    /// `.scale` scales about the centre of the view's final frame: the square grows in place.
    /// Were its frame to grow out of the empty ZStack's centre or corner, the centre would drift.
    /// The scale is 1e-5 + (1 − 1e-5)·p, so at p = 0.5 the side is 20.0002.
    @Test func anInsertedSquareAppearsAtItsFinalPlaceAndOnlyScales() throws {
        let preview = try compile(
            zStackScene(
                transition: ".scale", initiallyShown: false,
                task: "try? await Task.sleep(for: .seconds(1)); withAnimation(.linear(duration: 1)) { show = true }"))
        #expect(try preview.drawnShapes(filled: blue, at: 0.5).isEmpty)
        for p in [0.1, 0.25, 0.5, 0.75, 0.9] {
            let drawn = try square(preview, at: 1 + p)
            let side = 40 * (1e-5 + (1 - 1e-5) * p)
            expectRect(
                drawn.bounds, Rect(x: 200 - side / 2, y: 50 - side / 2, width: side, height: side),
                "p=\(p)")
        }
        let half = try square(preview, at: 1.5)
        #expect(abs(half.bounds.midX - 200) < 1e-9, "centre x \(half.bounds.midX), no drift")
        #expect(abs(half.bounds.midY - 50) < 1e-9, "centre y \(half.bounds.midY), no drift")
        #expect(abs(half.bounds.width - 20) < 1e-3, "width \(half.bounds.width)")
        #expect(abs(half.bounds.height - 20) < 1e-3, "height \(half.bounds.height)")
        expectRect(try square(preview, at: 2.5).bounds, Rect(x: 180, y: 30, width: 40, height: 40), tolerance: 0, "settled")
    }

    // MARK: - Removal

    /// `.slide` removes to the trailing edge by the view's own width: +40 pt in x at
    /// didDisappear, so +40·p, with y and size unchanged (SEMANTICS §2, `.slide`).
    @Test func aRemovedSquareSlidesOutByItsOwnWidthFromWhereItWas() throws {
        let preview = try compile(
            zStackScene(
                transition: ".slide", initiallyShown: true,
                task: "try? await Task.sleep(for: .seconds(1)); withAnimation(.linear(duration: 1)) { show = false }"))
        expectRect(try square(preview, at: 0.5).bounds, Rect(x: 180, y: 30, width: 40, height: 40), "before")
        for p in [0.25, 0.5, 0.75] {
            expectRect(
                try square(preview, at: 1 + p).bounds, Rect(x: 180 + 40 * p, y: 30, width: 40, height: 40),
                "p=\(p)")
        }
        #expect(try preview.drawnShapes(filled: blue, at: 2.01).isEmpty, "gone once the transition ends")
    }

    /// `.move(edge: .top)` offsets by the view's own height: (0, −40) at didDisappear, not the
    /// 50 pt of the frame it sits in nor the 100 pt canvas.
    @Test func aRemovedSquareMovesUpByItsOwnHeightFromWhereItWas() throws {
        let preview = try compile(
            zStackScene(
                transition: ".move(edge: .top)", initiallyShown: true,
                task: "try? await Task.sleep(for: .seconds(1)); withAnimation(.linear(duration: 1)) { show = false }"))
        for p in [0.25, 0.5, 0.75] {
            expectRect(
                try square(preview, at: 1 + p).bounds, Rect(x: 180, y: 30 - 40 * p, width: 40, height: 40),
                "p=\(p)")
        }
        #expect(try preview.drawnShapes(filled: blue, at: 2.01).isEmpty)
    }

    // MARK: - Re-insertion

    /// Removed at t = 1 with `.slide`, re-added at t = 1.5 (both linear 1 s). SEMANTICS §2: a
    /// view re-added while disappearing goes back to identity, the same instance; there is no
    /// second square. Its transition offset is a timing-curve interruption, so the two
    /// animations combine (SEMANTICS §1.6): P = P_out + p_in·(0 − P_out) with
    /// P_out = 40·min(1, t − 1) and p_in = t − 1.5, which is SEMANTICS §6's combine table
    /// (25, 50, 56.25, 50, 25, 0 for 100 pt) scaled to the 40 pt width: 10, 20, 22.5, 20, 10, 0.
    /// y and size never change: no positional drift.
    @Test func aSquareReAddedDuringItsRemovalTurnsBackWithoutDrift() throws {
        let preview = try compile(
            zStackScene(
                transition: ".slide", initiallyShown: true,
                task: """
                    try? await Task.sleep(for: .seconds(1))
                            withAnimation(.linear(duration: 1)) { show = false }
                            try? await Task.sleep(for: .seconds(0.5))
                            withAnimation(.linear(duration: 1)) { show = true }
                    """))
        let expectedX: [(t: Double, dx: Double)] = [
            (1.25, 10), (1.5, 20), (1.75, 22.5), (2, 20), (2.25, 10), (2.5, 0), (2.75, 0),
        ]
        for (t, dx) in expectedX {
            expectRect(try square(preview, at: t).bounds, Rect(x: 180 + dx, y: 30, width: 40, height: 40), "t=\(t)")
        }
    }

    // MARK: - Update

    /// A 40×40 blue square alone in a `VStack(spacing: 0)` is centred on the 400×200 canvas at
    /// y 80…120. When a 40×40 red square appears above it, the stack is 80 tall, so the blue
    /// square's place becomes y 100…140: it moves linearly, halfway (y = 90) at p = 0.5. The
    /// red square is inserted at its final place (y 60…100) and only fades in (`.opacity`).
    @Test func aKeptSquareMovesLinearlyFromItsOldToItsNewPlace() throws {
        let preview = try compile(
            """
            import SwiftUI
            struct Column: View {
                @State private var showTop = false
                var body: some View {
                    VStack(spacing: 0) {
                        if showTop {
                            Rectangle().fill(.red).frame(width: 40, height: 40)
                        }
                        Rectangle().fill(.blue).frame(width: 40, height: 40)
                    }
                    .task {
                        try? await Task.sleep(for: .seconds(1))
                        withAnimation(.linear(duration: 1)) { showTop = true }
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 400, height: 200)) { Column() }
            """)
        expectRect(try square(preview, at: 0.5).bounds, Rect(x: 180, y: 80, width: 40, height: 40), "before")
        for p in [0.25, 0.5, 0.75] {
            expectRect(
                try square(preview, at: 1 + p).bounds, Rect(x: 180, y: 80 + 20 * p, width: 40, height: 40),
                "p=\(p)")
            let top = try preview.drawnShapes(filled: red, at: 1 + p)
            #expect(top.count == 1)
            if let top = top.first {
                expectRect(top.bounds, Rect(x: 180, y: 60, width: 40, height: 40), "inserted red square at p=\(p)")
                #expect(abs(top.opacity - p) < 1e-9, "red opacity \(top.opacity) at p=\(p)")
            }
        }
        expectRect(try square(preview, at: 2.5).bounds, Rect(x: 180, y: 100, width: 40, height: 40), "after")
    }

    /// A view and the container around it move together, whatever lies between them: the blue
    /// square sits in an `HStack` with padding that is itself pushed down by an inserted
    /// sibling. The square's frame interpolates on its own (the HStack draws nothing), and at
    /// every instant it is exactly where its old and new places average.
    @Test func aShapeInAnAnyViewKeepsItsIdentityWhenItsParametersChange() throws {
        // AnyView compares types, not values: the corner radius and the custom shape's data
        // animate instead of the old shape fading out under a new one.
        let scene = """
            import SwiftUI
            struct Bar: Shape {
                var height: Double
                var animatableData: Double {
                    get { height }
                    set { height = newValue }
                }
                func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: rect.maxY - height, width: rect.width, height: height)) }
            }
            struct Root: View {
                @State private var tall = false
                var body: some View {
                    HStack {
                        AnyView(Bar(height: tall ? 40 : 10).fill(.blue))
                        AnyView(RoundedRectangle(cornerRadius: tall ? 20 : 0).fill(.red))
                    }
                    .frame(width: 100, height: 50)
                    .task {
                        try? await Task.sleep(for: .seconds(1))
                        withAnimation(.linear(duration: 1)) { tall = true }
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 100, height: 50)) { Root() }
            """
        let preview = try compile(scene)
        let middle = try preview.drawnShapes(at: 1.5)
        #expect(middle.count == 2)
        #expect(middle.allSatisfy { $0.opacity == 1 })
        let bar = try #require(middle.first { $0.fill?.description == blue.description })
        #expect(bar.bounds.height == 25)
    }

    @Test func aNestedSquareMovesWithItsMovingContainer() throws {
        let preview = try compile(
            """
            import SwiftUI
            struct Nested: View {
                @State private var showTop = false
                var body: some View {
                    VStack(spacing: 0) {
                        if showTop {
                            Rectangle().fill(.red).frame(width: 100, height: 60)
                        }
                        HStack(spacing: 0) {
                            Rectangle().fill(.blue).frame(width: 40, height: 40).padding(10)
                        }
                    }
                    .task {
                        try? await Task.sleep(for: .seconds(1))
                        withAnimation(.linear(duration: 1)) { showTop = true }
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 400, height: 200)) { Nested() }
            """)
        // Before: the 60×60 padded HStack is centred: the square at (190, 80). After: the stack
        // is 120 tall (y 40…160), the HStack at y 100, the square at (190, 110); 30 pt down.
        expectRect(try square(preview, at: 0.5).bounds, Rect(x: 180, y: 80, width: 40, height: 40), "before")
        for p in [0.25, 0.5, 0.75] {
            expectRect(
                try square(preview, at: 1 + p).bounds, Rect(x: 180, y: 80 + 30 * p, width: 40, height: 40),
                "p=\(p)")
        }
        expectRect(try square(preview, at: 2.5).bounds, Rect(x: 180, y: 110, width: 40, height: 40), "after")
    }
}

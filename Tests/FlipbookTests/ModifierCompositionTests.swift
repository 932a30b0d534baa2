import Flipbook
import FlipbookModel
import Testing

/// A `ViewModifier`'s own combinators: `concat(_:)` applies one modifier after another, and
/// `animation(_:)` animates the modifier's changes (the shimmer libraries' animated mask).
@Suite struct ModifierCompositionTests {
    @Test func anAnimatedModifierMovesThroughItsValues() throws {
        let preview = try #require(
            try compileScene(
                """
                import SwiftUI

                struct Slide: AnimatableModifier {
                    var x: Double
                    var animatableData: Double {
                        get { x }
                        set { x = newValue }
                    }
                    func body(content: Content) -> some View { content.offset(x: x) }
                }

                struct Root: View {
                    @State private var x = 0.0
                    var body: some View {
                        Color.blue.frame(width: 10, height: 10)
                            .modifier(Slide(x: x).animation(.linear(duration: 1)))
                            .onAppear { x = 100 }
                    }
                }

                #Preview(traits: .fixedLayout(width: 200, height: 50)) { Root() }
                """
            ).first)
        let blue = RGBA(hex: 0x007AFF)
        let start = try #require(try preview.drawnShapes(filled: blue, at: 0).first)
        let half = try #require(try preview.drawnShapes(filled: blue, at: 0.5).first)
        let end = try #require(try preview.drawnShapes(filled: blue, at: 1.5).first)
        #expect(abs((half.bounds.minX - start.bounds.minX) - 50) < 1e-6)
        #expect(abs((end.bounds.minX - start.bounds.minX) - 100) < 1e-6)
    }

    /// A scene that names no other prelude part: the combinators come with `ViewModifier`.
    @Test func anAnimatedModifierFadesThroughItsValues() throws {
        let preview = try #require(
            try compileScene(
                """
                import SwiftUI
                struct Fade: ViewModifier {
                    var on: Bool
                    func body(content: Content) -> some View { content.opacity(on ? 1 : 0.2) }
                }
                struct V: View {
                    @State var on = false
                    var body: some View {
                        Color.blue.modifier(Fade(on: on).animation(.linear(duration: 1))).onAppear { on = true }
                    }
                }
                #Preview { V() }
                """
            ).first)
        let blue = RGBA(hex: 0x007AFF)
        let half = try #require(try preview.drawnShapes(filled: blue, at: 0.5).first)
        #expect(abs(half.opacity - 0.6) < 1e-9)
    }

    /// `SimultaneousGesture(a, b)`, `SequenceGesture`, `ExclusiveGesture` written as types: the
    /// first gesture acts, as `a.simultaneously(with: b)` does.
    @Test func aComposedGestureWrittenAsATypeActsAsItsFirst() throws {
        let preview = try #require(
            try compileScene(
                """
                import SwiftUI
                // flipbook: tap 50,50 at 0.5
                struct Root: View {
                    @State private var taps = 0
                    var body: some View {
                        Color.blue.frame(width: 100, height: 100)
                            .gesture(SimultaneousGesture(TapGesture().onEnded { taps += 1 }, MagnificationGesture()))
                            .overlay(Text("\\(taps)"))
                    }
                }
                #Preview(traits: .fixedLayout(width: 100, height: 100)) { Root() }
                """
            ).first)
        #expect(try drawnTexts(of: preview, at: 0.2) == ["0"])
        #expect(try drawnTexts(of: preview, at: 1) == ["1"])
    }

    /// The animation is the modifier's: a change of the content in the same update is not
    /// animated by it (the fill is red at once while the slide is half-way).
    @Test func theContentKeepsItsOwnTransactions() throws {
        let preview = try #require(
            try compileScene(
                """
                import SwiftUI

                struct Slide: AnimatableModifier {
                    var x: Double
                    var animatableData: Double {
                        get { x }
                        set { x = newValue }
                    }
                    func body(content: Content) -> some View { content.offset(x: x) }
                }

                struct Root: View {
                    @State private var on = false
                    var body: some View {
                        (on ? Color.red : Color.blue).frame(width: 10, height: 10)
                            .modifier(Slide(x: on ? 100 : 0).animation(.linear(duration: 1)))
                            .onAppear { on = true }
                    }
                }

                #Preview(traits: .fixedLayout(width: 200, height: 50)) { Root() }
                """
            ).first)
        let red = try #require(try preview.drawnShapes(filled: RGBA(hex: 0xFF3B30), at: 0.5).first)
        let end = try #require(try preview.drawnShapes(filled: RGBA(hex: 0xFF3B30), at: 1.5).first)
        #expect(red.opacity == 1)
        #expect(abs((end.bounds.minX - red.bounds.minX) - 50) < 1e-6)
    }

    @Test func concatenatedModifiersApplyInOrder() throws {
        let preview = try #require(
            try compileScene(
                """
                import SwiftUI

                struct Pad: ViewModifier {
                    func body(content: Content) -> some View { content.padding(10) }
                }
                struct Fill: ViewModifier {
                    func body(content: Content) -> some View { content.background(Color.red) }
                }

                #Preview(traits: .fixedLayout(width: 100, height: 100)) {
                    Color.blue.frame(width: 20, height: 20).modifier(Pad().concat(Fill()))
                }
                """
            ).first)
        // The padding comes first, so the red background is the padded 40 × 40 square.
        let red = try #require(try preview.drawnShapes(filled: RGBA(hex: 0xFF3B30), at: 0).first)
        #expect(red.bounds.width == 40 && red.bounds.height == 40)
    }
}

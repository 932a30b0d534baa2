import Flipbook
import FlipbookModel
import Testing

/// An `Animatable` view or modifier whose body is several views is evaluated again at every
/// frame, as SwiftUI does: a percentage label counts through the values instead of
/// cross-fading, and a shape the body makes from the value follows it.
@Suite struct AnimatableBodyTests {
    let source = """
        import SwiftUI

        struct Bar: Shape {
            var fraction: Double
            func path(in rect: CGRect) -> Path {
                Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
            }
        }

        struct Shift: GeometryEffect {
            var x: Double
            func effectValue(size: CGSize) -> ProjectionTransform {
                ProjectionTransform(CGAffineTransform(translationX: x, y: 0))
            }
        }

        struct Ring: View, Animatable {
            var progress: Double
            var animatableData: Double {
                get { progress }
                set { progress = newValue }
            }
            var body: some View {
                VStack(spacing: 4) {
                    Bar(fraction: progress).fill(Color.blue).frame(width: 100, height: 10)
                    Text("\\(Int(progress * 100))%")
                }
                .modifier(Shift(x: progress * 20))
            }
        }

        struct Counter: ViewModifier, Animatable {
            var value: Double
            var animatableData: Double {
                get { value }
                set { value = newValue }
            }
            func body(content: Content) -> some View {
                HStack {
                    content
                    Text("n = \\(Int(value))")
                }
            }
        }

        struct Percent: AnimatableModifier {
            var value: Double
            var animatableData: Double {
                get { value }
                set { value = newValue }
            }
            func body(content: Content) -> some View {
                content.overlay(Text("\\(Int(value * 100)) %"))
            }
        }

        struct Root: View {
            @State private var progress = 0.0
            var body: some View {
                VStack {
                    Ring(progress: progress)
                    Color.red.frame(width: 10, height: 10).modifier(Counter(value: progress * 10))
                    Circle().fill(.green).modifier(Percent(value: progress)).frame(width: 80, height: 30)
                    Color.yellow.frame(width: 80, height: 30).modifier(Percent(value: progress))
                }
                .onAppear { withAnimation(.linear(duration: 1)) { progress = 1 } }
            }
        }

        #Preview(traits: .fixedLayout(width: 200, height: 160)) { Root() }
        """

    func preview() throws -> CompiledPreview { try #require(try compileScene(source).first) }

    @Test func aLabelInTheBodyCountsThroughTheValues() throws {
        let preview = try preview()
        // The last label's modifier comes after the view's frame: it counts as well.
        #expect(try drawnTexts(of: preview, at: 0.25) == ["25%", "n = 2", "25 %", "25 %"])
        #expect(try drawnTexts(of: preview, at: 0.5) == ["50%", "n = 5", "50 %", "50 %"])
        #expect(try drawnTexts(of: preview, at: 1.5) == ["100%", "n = 10", "100 %", "100 %"])
    }

    /// A modifier's body that attaches a view to its content (the SwiftUI Lab's percentage
    /// label) draws that view from the body evaluated per frame, and the content as it is.
    @Test func aViewTheModifierAttachesCountsAndItsContentStays() throws {
        let preview = try preview()
        let green = RGBA(hex: 0x34C759)
        #expect(try preview.drawnShapes(filled: green, at: 0.5).count == 1)
        #expect(try drawnTexts(of: preview, at: 0.75).last == "75 %")
    }

    /// An `Animatable` view whose body is one view with a view attached to it
    /// (`Color.blue.overlay(Text("\(n)"))`) counts, and keeps drawing its colour.
    @Test func anAnimatableViewsAttachedLabelCounts() throws {
        let source = """
            import SwiftUI
            struct Count: View, Animatable {
                var value: Double
                var animatableData: Double {
                    get { value }
                    set { value = newValue }
                }
                var body: some View { Color.blue.overlay(Text("\\(Int(value))")) }
            }
            struct Root: View {
                @State private var value = 0.0
                var body: some View {
                    Count(value: value).frame(width: 100, height: 50)
                        .onAppear { withAnimation(.linear(duration: 1)) { value = 100 } }
                }
            }
            #Preview(traits: .fixedLayout(width: 200, height: 100)) { Root() }
            """
        let preview = try #require(try compileScene(source).first)
        #expect(try drawnTexts(of: preview, at: 0.25) == ["25"])
        #expect(try drawnTexts(of: preview, at: 0.5) == ["50"])
        #expect(try preview.drawnShapes(filled: RGBA(hex: 0x007AFF), at: 0.5).count == 1)
    }

    @Test func aShapeTheBodyMakesFromTheValueFollowsIt() throws {
        // The bar is a scene shape without animatableData: only the body evaluated per frame
        // gives it the value (its width is 100 × progress).
        let preview = try preview()
        let blue = RGBA(hex: 0x007AFF)
        let quarter = try #require(try preview.drawnShapes(filled: blue, at: 0.25).first)
        let half = try #require(try preview.drawnShapes(filled: blue, at: 0.5).first)
        #expect(abs(quarter.bounds.width - 25) < 1e-6)
        #expect(abs(half.bounds.width - 50) < 1e-6)
        // The geometry effect at the body's root moves it by 20 × progress.
        #expect(abs((half.bounds.minX - quarter.bounds.minX) - 5) < 1e-6)
    }
}

extension AnimatableBodyTests {
    /// An `Animatable` view whose body is one leaf under modifiers that read its data
    /// (`Rectangle().frame(…).offset(x: x)`): the modifiers are evaluated per frame.
    @Test func aViewsModifiersFollowItsInterpolatedData() throws {
        let preview = try #require(
            try compileScene(
                """
                import SwiftUI
                struct MoveView: View, @preconcurrency Animatable {
                    var x: CGFloat
                    var animatableData: CGFloat {
                        get { x }
                        set { x = newValue }
                    }
                    var body: some View {
                        Rectangle().fill(.red).frame(width: 10, height: 10).offset(x: x)
                    }
                }
                struct Root: View {
                    @State private var x: CGFloat = 0
                    var body: some View {
                        MoveView(x: x).onAppear { withAnimation(.linear(duration: 1)) { x = 100 } }
                    }
                }
                #Preview(traits: .fixedLayout(width: 200, height: 20)) { Root() }
                """
            ).first)
        let red = RGBA(hex: 0xFF3B30)
        let start = try #require(try preview.drawnShapes(filled: red, at: 0).first)
        let half = try #require(try preview.drawnShapes(filled: red, at: 0.5).first)
        #expect(abs((half.bounds.minX - start.bounds.minX) - 50) < 1e-6, "\(start.bounds) \(half.bounds)")
    }
}

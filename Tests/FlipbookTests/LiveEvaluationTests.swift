import Flipbook
import FlipbookModel
import Foundation
import Testing

/// Scene code run per frame with interpolated values: a custom `Shape`'s `path(in:)` with its
/// `animatableData`, and a `GeometryEffect`'s `effectValue(size:)` (SwiftUI evaluates both for
/// every frame of an animation).
@Suite struct LiveEvaluationTests {
    let source = """
        import SwiftUI

        struct Shake: GeometryEffect {
            var amount: CGFloat = 10
            var shakesPerUnit = 3
            var animatableData: CGFloat

            func effectValue(size: CGSize) -> ProjectionTransform {
                ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
            }
        }

        struct Bar: Shape {
            var fraction: Double
            var animatableData: Double {
                get { fraction }
                set { fraction = newValue }
            }
            func path(in rect: CGRect) -> Path {
                Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
            }
        }

        struct Root: View {
            @State private var attempts = 0
            @State private var fraction = 0.2
            var body: some View {
                VStack(spacing: 0) {
                    Rectangle().fill(Color.red).frame(width: 80, height: 40)
                        .modifier(Shake(animatableData: CGFloat(attempts)))
                    Bar(fraction: fraction).fill(Color.blue).frame(width: 200, height: 20)
                        .background(
                            Rectangle().fill(Color.green).frame(width: 10, height: 10)
                                .modifier(Shake(animatableData: CGFloat(attempts)).ignoredByLayout()),
                            alignment: .leading)
                    Button("Go") {
                        withAnimation(.linear(duration: 1)) {
                            attempts += 1
                            fraction = 1
                        }
                    }
                }
            }
        }
        // flipbook: tap "Go" at 0.5
        #Preview(traits: .fixedLayout(width: 400, height: 200)) { Root() }
        """

    func shapes(at time: Double) throws -> [DrawnShape] {
        let preview = try #require(try compileScene(source).first)
        return canvasShapes(try preview.timeline.displayList(at: time))
    }

    @Test func aGeometryEffectIsEvaluatedWithTheInterpolatedValue() throws {
        // x = 10·sin(p·3π): 0 before the tap, −10 at p = 0.5 (t = 1), 0 at the end.
        let red = RGBA(hex: 0xFF3B30)
        func redX(_ t: Double) throws -> Double {
            try #require(try shapes(at: t).first { $0.fill?.description == red.description }).bounds.minX
        }
        let rest = try redX(0.25)
        #expect(abs(try redX(1.0) - (rest - 10)) < 1e-6)
        #expect(abs(try redX(0.5 + 1.0 / 6) - (rest + 10 * sin(0.5 * .pi))) < 1e-6)
        #expect(abs(try redX(2.0) - rest) < 1e-6)
        // `ignoredByLayout()` draws the same transform.
        let green = RGBA(hex: 0x34C759)
        func greenX(_ t: Double) throws -> Double {
            try #require(try shapes(at: t).first { $0.fill?.description == green.description }).bounds.minX
        }
        let greenRest = try greenX(0.25)
        #expect(abs(try greenX(1.0) - (greenRest - 10)) < 1e-6)
    }

    @Test func aCustomShapeIsDrawnWithItsInterpolatedAnimatableData() throws {
        let blue = RGBA(hex: 0x007AFF)
        func barWidth(_ t: Double) throws -> Double {
            try #require(try shapes(at: t).first { $0.fill?.description == blue.description }).bounds.width
        }
        #expect(abs(try barWidth(0.25) - 40) < 1e-6)  // 0.2 of 200
        #expect(abs(try barWidth(1.0) - 120) < 1e-6)  // halfway from 0.2 to 1
        #expect(abs(try barWidth(2.0) - 200) < 1e-6)
    }

    @Test func theScriptedTapIsATransactionAtItsTime() throws {
        let preview = try #require(try compileScene(source).first)
        #expect(preview.transactions.map(\.time) == [0, 0.5])
        #expect(preview.transactions[1].animation != nil)
    }

    /// An `Animatable` `ViewModifier`: its body runs every frame with the interpolated data.
    @Test func anAnimatableViewModifierBodyIsEvaluatedPerFrame() throws {
        let preview = try #require(
            try compileScene(
                """
                import SwiftUI
                struct Fade: ViewModifier, Animatable {
                    var level: Double
                    var animatableData: Double {
                        get { level }
                        set { level = newValue }
                    }
                    func body(content: Content) -> some View {
                        content.opacity(level * level)
                    }
                }
                struct Root: View {
                    @State private var x = 1.0
                    var body: some View {
                        Rectangle().fill(.red).frame(width: 50, height: 50)
                            .modifier(Fade(level: x))
                            .task {
                                try? await Task.sleep(for: .seconds(0.5))
                                withAnimation(.linear(duration: 1)) { x = 0 }
                            }
                    }
                }
                #Preview { Root() }
                """
            ).first)
        // level goes 1 → 0 linearly; the body squares it (a straight opacity track would give 0.5).
        let opacity = try #require(try preview.drawnShapes(at: 1.0).first).opacity
        #expect(abs(opacity - 0.25) < 1e-9)
        #expect(try preview.drawnShapes(at: 0.25).first?.opacity == 1)
    }
}

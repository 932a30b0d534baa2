import Flipbook
import FlipbookModel
import Testing

/// An `Animatable` view (or a keyframe animator's content) whose body draws a text made from
/// its animated value: the sample stage evaluates the body every frame, so the label counts
/// through the values instead of cross-fading from the old string to the new one.
@Suite struct AnimatableViewTests {
    func texts(_ source: String, at time: Double) throws -> [String] {
        try drawnTexts(of: try #require(try compileScene(source).first), at: time)
    }

    @Test func anAnimatableViewCountsThroughItsValues() throws {
        let source = """
            import SwiftUI
            struct Counter: View, Animatable {
                var value: Double
                var animatableData: Double {
                    get { value }
                    set { value = newValue }
                }
                var body: some View { Text("\\(Int(value))").font(.title) }
            }
            struct Root: View {
                @State private var total = 10.0
                var body: some View {
                    Counter(value: total).onAppear { withAnimation(.linear(duration: 1)) { total = 110 } }
                }
            }
            #Preview(traits: .fixedLayout(width: 200, height: 100)) { Root() }
            """
        #expect(try texts(source, at: 0) == ["10"])
        #expect(try texts(source, at: 0.25) == ["35"])
        #expect(try texts(source, at: 0.5) == ["60"])
        #expect(try texts(source, at: 1) == ["110"])
    }

    @Test func aViewThatIsNotAnimatableCrossFades() throws {
        let source = """
            import SwiftUI
            struct Label2: View {
                var value: Double
                var body: some View { Text("\\(Int(value))") }
            }
            struct Root: View {
                @State private var total = 10.0
                var body: some View {
                    Label2(value: total).onAppear { withAnimation(.linear(duration: 1)) { total = 110 } }
                }
            }
            #Preview(traits: .fixedLayout(width: 200, height: 100)) { Root() }
            """
        #expect(try texts(source, at: 0.5) == ["10", "110"])
    }

    @Test func aKeyframeAnimatorsTextShowsTheValueOfTheFrame() throws {
        let source = """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    KeyframeAnimator(initialValue: 0.0, repeating: true) { v in
                        Text("\\(Int(v))")
                    } keyframes: { _ in
                        LinearKeyframe(100.0, duration: 1)
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 200, height: 100)) { Root() }
            """
        #expect(try texts(source, at: 0.25) == ["25"])
        #expect(try texts(source, at: 1.5) == ["50"])
    }
}

import Flipbook
import FlipbookModel
import Testing

/// `binding.animation(_:)`: a change written through the binding is a transaction with that
/// animation.
@Suite struct BindingAnimationTests {
    @Test func aWriteThroughAnAnimatedBindingAnimates() throws {
        let source = """
            import SwiftUI
            struct Mover: View {
                @Binding var x: Double
                var body: some View {
                    Rectangle().frame(width: 20, height: 20).offset(x: x)
                        .task { x = 100 }
                }
            }
            struct Root: View {
                @State private var x = 0.0
                var body: some View { Mover(x: $x.animation(.linear(duration: 1))) }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 100)) { Root() }
            """
        let preview = try #require(try compileScene(source).first)
        func minX(_ time: Double) throws -> Double {
            try #require(canvasShapes(try preview.timeline.displayList(at: time)).first).bounds.minX
        }
        #expect(abs(try minX(0.5) - (140 + 50)) < 1e-6)
        #expect(abs(try minX(1.5) - 240) < 1e-6)
    }
}

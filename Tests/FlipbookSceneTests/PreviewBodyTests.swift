import FlipbookModel
import FlipbookScene
import Testing

/// A `#Preview` body's setup code: what it makes it may change before it returns the view, as
/// Xcode runs it, also when `@Previewable` variables make the body a view of its own.
@Suite struct PreviewBodyTests {
    private let model = """
        import SwiftUI
        @Observable class Game {
            var secret = "?????"
            var guesses = 0
        }
        struct Summary: View {
            let game: Game
            var body: some View { Text("\\(game.secret) \\(game.guesses)") }
        }
        """

    @Test func aPreviewableStateObjectIsSetUpBeforeTheViewIsReturned() throws {
        let source = model + """

            #Preview {
                @Previewable @State var game = Game()
                game.secret = "GREAT"
                game.guesses = 3
                return Summary(game: game)
            }
            """
        let steps = try runScene(source)
        #expect(steps[0].tree.texts == ["GREAT 3"])
    }

    @Test func aViewsBodyStillCannotChangeTheStateItReads() throws {
        let source = model + """

            struct Counter: View {
                @State private var game = Game()
                var body: some View {
                    game.guesses += 1
                    return Summary(game: game)
                }
            }
            #Preview { Counter() }
            """
        #expect(sceneErrors(source).first?.message.contains("a view's body cannot change state") == true)
    }
}

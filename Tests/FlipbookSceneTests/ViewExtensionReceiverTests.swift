import FlipbookModel
import FlipbookScene
import Testing

/// An `extension View`'s methods apply to every view, gradients among them (held as shape
/// styles, but views in SwiftUI).
@Suite struct ViewExtensionReceiverTests {
    @Test func aGradientTakesAViewExtensionsOverloadOfABuiltInModifier() throws {
        let tree = try runScene(
            scene(
                body: """
                    VStack {
                        LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom).cornerRadius(20, corners: 3)
                        RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 50).card()
                    }
                    """,
                extra: """
                    extension View {
                        func cornerRadius(_ radius: CGFloat, corners: Int) -> some View { padding(radius + CGFloat(corners)) }
                        func card() -> some View { padding(7) }
                    }
                    """))[0].tree
        let summaries = tree.summaries.joined(separator: "\n")
        #expect(summaries.contains(".padding(23)"), "\(summaries)")
        #expect(summaries.contains(".padding(7)"), "\(summaries)")
    }
}

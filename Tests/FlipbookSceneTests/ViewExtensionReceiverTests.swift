import FlipbookModel
import FlipbookScene
import Testing

/// An `extension View`'s methods apply to every view, gradients among them (held as shape
/// styles, but views in SwiftUI).
@Suite struct ViewExtensionReceiverTests {
    /// In `extension Shape`, a shape's own method called without `self.` is self's
    /// (`scale(x: -1, y: 1)` mirrors the shape).
    @Test func aShapeExtensionCallsShapeMethodsOnSelf() throws {
        let summaries = try runScene(
            scene(
                body: "Rectangle().flipped().fill(.blue)",
                extra: "extension Shape {\n    func flipped() -> ScaledShape<Self> { scale(x: -1, y: 1, anchor: .center) }\n}"))[0]
            .tree.summaries.joined(separator: "\n")
        #expect(summaries.contains("scale"), "\(summaries)")
    }

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

    /// In `extension View`, a modifier or an extension method named without a call is a
    /// function of the view (`ForEach(…, content: padding)`).
    @Test func aModifierNamedWithoutACallIsAFunctionOfTheView() throws {
        let tree = try runScene(
            scene(
                body: "Text(\"Hi\").spaced",
                extra: """
                    extension View {
                        var spaced: some View {
                            VStack {
                                ForEach([3.0, 9.0], id: \\.self, content: padding)
                                ForEach([4.0], id: \\.self, content: framed)
                            }
                        }
                        func framed(_ side: Double) -> some View { frame(width: side * 10) }
                    }
                    """))[0].tree
        let summaries = tree.summaries.joined(separator: "\n")
        #expect(summaries.contains(".padding(3)"), "\(summaries)")
        #expect(summaries.contains(".padding(9)"), "\(summaries)")
        #expect(summaries.contains("width: 40"), "\(summaries)")
    }
}

import Flipbook
import FlipbookModel
import FlipbookRender
import Testing

/// Modifiers with nothing to draw offline are accepted and change nothing that is drawn.
@Suite struct InertModifierTests {
    func displayList(_ modifiers: String) throws -> DisplayList {
        let source = """
            import SwiftUI
            struct Scene: View {
                @State var done = false
                var body: some View {
                    Circle().fill(.blue).frame(width: 50, height: 50)\(modifiers)
                }
            }
            #Preview("p", traits: .fixedLayout(width: 100, height: 100)) { Scene() }
            """
        let preview = try #require(
            try SceneCompiler.compile(
                source: source, fileName: "t.swift", options: RenderOptions(), measurer: RenderKit().measurer
            ).first)
        return try preview.timeline.displayList(at: 0)
    }

    @Test func accessibilityInputAndHapticsModifiersDrawNothing() throws {
        let plain = try displayList("")
        let decorated = try displayList(
            """
            .accessibilityLabel("Dot").accessibilityAddTraits(.isButton).accessibilityHidden(false)
            .contentShape(Rectangle()).allowsHitTesting(false).help("A dot")
            .keyboardShortcut("k", modifiers: [.command]).sensoryFeedback(.success, trigger: done)
            .textSelection(.enabled).statusBarHidden().focusable()
            """)
        #expect(decorated == plain)
    }

    @Test func aModifierThatWouldDrawIsStillAnError() throws {
        #expect(throws: (any Error).self) { try displayList(".listItemTint(.red)") }
    }

    @Test func ignoringTheSafeAreaChangesNothingOnACanvasWithoutOne() throws {
        #expect(try displayList(".ignoresSafeArea()") == displayList(""))
        #expect(try displayList(".edgesIgnoringSafeArea(.all)") == displayList(""))
    }
}

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

    /// A split view's style and column widths only show side by side, which a preview's
    /// compact width never does.
    @Test func splitViewColumnSettingsDrawNothing() throws {
        #expect(
            try displayList(".navigationSplitViewStyle(.balanced).navigationSplitViewColumnWidth(min: 100, ideal: 200)")
                == displayList(""))
    }

    /// iOS 26's scroll edge effect is not drawn, so hiding it changes nothing, and a
    /// `safeAreaBar` is laid out and drawn as the `safeAreaInset` it extends.
    @Test func iOS26ScrollEdgeEffectsDrawNothingBeyondTheirInset() throws {
        #expect(try displayList(".scrollEdgeEffectHidden(true, for: .top)") == displayList(""))
        #expect(
            try displayList(".safeAreaBar(edge: .bottom) { Text(\"Bar\") }").printed
                == displayList(".safeAreaInset(edge: .bottom) { Text(\"Bar\") }").printed)
    }

    @Test func toolbarItemsSharedGlassBackgroundDrawsNothing() throws {
        #expect(try displayList(".sharedBackgroundVisibility(.hidden)") == displayList(""))
        #expect(try displayList(".geometryGroup()") == displayList(""))
    }

    /// UIKit's painting calls in a shape's `path(in:)` have no current context and draw nothing;
    /// the returned path is drawn.
    @Test func uiKitPaintingInAShapesPathDrawsOnlyTheReturnedPath() throws {
        let source = """
            import SwiftUI
            import UIKit
            struct Blob: Shape {
                func path(in rect: CGRect) -> Path {
                    let bezier = UIBezierPath(ovalIn: rect)
                    UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
                    bezier.fill()
                    UIColor.black.setStroke()
                    bezier.stroke()
                    return Path(bezier.cgPath)
                }
            }
            #Preview("p", traits: .fixedLayout(width: 100, height: 100)) { Blob().fill(.blue).frame(width: 50, height: 50) }
            """
        let preview = try #require(
            try SceneCompiler.compile(
                source: source, fileName: "t.swift", options: RenderOptions(), measurer: RenderKit().measurer
            ).first)
        let drawn = try preview.drawnShapes(at: 0)
        #expect(drawn.count == 1)
        #expect(drawn.first?.fill?.description == "#007AFFFF")
        #expect(drawn.first?.bounds == Rect(x: 25, y: 25, width: 50, height: 50))
    }

    @Test func aModifierThatWouldDrawIsStillAnError() throws {
        #expect(throws: (any Error).self) { try displayList(".listItemTint(.red)") }
    }

    @Test func ignoringTheSafeAreaChangesNothingOnACanvasWithoutOne() throws {
        #expect(try displayList(".ignoresSafeArea()") == displayList(""))
        #expect(try displayList(".edgesIgnoringSafeArea(.all)") == displayList(""))
    }
}

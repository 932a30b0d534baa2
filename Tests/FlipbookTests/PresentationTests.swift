import Flipbook
import FlipbookModel
import FlipbookScene
import Testing

/// Sheets, alerts and dialogs that are not presented change nothing (their content is not
/// even evaluated), so views written with them render. A presented sheet or full-screen cover
/// is drawn over the screen, slides in and out, and is taken down by its `dismiss` action; an
/// alert is drawn over a dimmed screen and taken down by its buttons.
@Suite struct PresentationTests {
    static let red = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = RGBA(red: 0, green: 0, blue: 1, alpha: 1)
    /// A blue view that dismisses itself a second after it appears.
    static let blueView = """
        struct Blue: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                Color(red: 0, green: 0, blue: 1)
                    .task {
                        try? await Task.sleep(for: .seconds(1))
                        dismiss()
                    }
            }
        }
        """

    /// A 20-point red square in a 200-point canvas, presenting `presented` with `modifier`
    /// once it appears.
    func presenting(
        _ modifier: String, _ presented: String, state: String = "@State private var show = false", start: String = "show = true"
    ) throws -> CompiledPreview {
        let source = """
            import SwiftUI
            struct Root: View {
                \(state)
                var body: some View {
                    Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 20, height: 20)
                        .\(modifier) { \(presented) }
                        .onAppear { \(start) }
                }
            }
            \(Self.blueView)
            #Preview(traits: .fixedLayout(width: 200, height: 200)) { Root() }
            """
        var options = RenderOptions()
        options.duration = 3
        return try #require(try compileScene(source, options: options).first)
    }

    @Test func aSheetCoversTheScreenBelowTheShrunkPresentingView() throws {
        let preview = try presenting("sheet(isPresented: $show)", "Blue()")
        // Settled: the sheet 20 points from the top, the presenting view scaled by 168/200
        // about its top edge and moved down 10 points, on black.
        let sheet = try #require(try preview.drawnShapes(filled: Self.blue, at: 0.9).first)
        #expect(sheet.bounds == Rect(x: 0, y: 20, width: 200, height: 180))
        let square = try #require(try preview.drawnShapes(filled: Self.red, at: 0.9).first)
        #expect(abs(square.bounds.width - 16.8) < 0.01 && abs(square.bounds.minX - 91.6) < 0.01)
        #expect(abs(square.bounds.minY - (10 + 90 * 0.84)) < 0.01)
        #expect(try preview.drawnShapes(filled: RGBA(red: 0, green: 0, blue: 0, alpha: 1), at: 0.9).count == 1)
        // It slides up from the bottom edge...
        let rising = try #require(try preview.drawnShapes(filled: Self.blue, at: 0.1).first)
        #expect(rising.bounds.minY > 40 && rising.bounds.minY < 200)
        // ...and its dismiss() (after a second) takes it down again, the square back in place.
        #expect(try preview.drawnShapes(filled: Self.blue, at: 2.9).isEmpty)
        let back = try #require(try preview.drawnShapes(filled: Self.red, at: 2.9).first)
        #expect(back.bounds == Rect(x: 90, y: 90, width: 20, height: 20))
    }

    @Test func aSheetPresentedFromTheStartSlidesInOnceTheScreenAppears() throws {
        let preview = try presenting("sheet(isPresented: $show)", "Blue()", state: "@State private var show = true", start: "")
        #expect(try preview.drawnShapes(filled: Self.blue, at: 0).allSatisfy { $0.bounds.minY >= 199 })
        let rising = try #require(try preview.drawnShapes(filled: Self.blue, at: 0.1).first)
        #expect(rising.bounds.minY > 40 && rising.bounds.minY < 200)
        #expect(try preview.drawnShapes(filled: Self.blue, at: 0.9).first?.bounds.minY == 20)
    }

    @Test func aSheetRestsAtItsSmallestDetentOverTheDimmedScreen() throws {
        let preview = try presenting("sheet(isPresented: $show)", "Blue().presentationDetents([.large, .medium])")
        // Half the large height (180), on the bottom edge; the presenting view stays in place.
        let sheet = try #require(try preview.drawnShapes(filled: Self.blue, at: 0.9).first)
        #expect(sheet.bounds == Rect(x: 0, y: 110, width: 200, height: 90))
        let square = try #require(try preview.drawnShapes(filled: Self.red, at: 0.9).first)
        #expect(square.bounds == Rect(x: 90, y: 90, width: 20, height: 20))
        let dim = try preview.drawnShapes(at: 0.9).filter { $0.fill?.description.hasPrefix("#000000") == true }
        #expect(dim.contains { $0.bounds == Rect(x: 0, y: 0, width: 200, height: 200) && abs($0.opacity - 0.2) < 0.01 })
        // Two detents show the grabber.
        #expect(try preview.drawnShapes(at: 0.9).contains { $0.bounds.width == 36 && $0.bounds.height == 5 })
    }

    @Test func aSheetTakesTheBackgroundItsContentAsksFor() throws {
        let preview = try presenting(
            "sheet(isPresented: $show)",
            "Text(\"Hi\").presentationDetents([.fraction(0.5)]).presentationBackground(Color(red: 0, green: 1, blue: 0))")
        let green = RGBA(red: 0, green: 1, blue: 0, alpha: 1)
        let sheet = try #require(try preview.drawnShapes(filled: green, at: 0.9).first)
        #expect(sheet.bounds == Rect(x: 0, y: 110, width: 200, height: 90))
    }

    @Test func anInspectorIsASheetOnAnIPhone() throws {
        let preview = try presenting("inspector(isPresented: $show)", "Blue()")
        let sheet = try #require(try preview.drawnShapes(filled: Self.blue, at: 0.9).first)
        #expect(sheet.bounds == Rect(x: 0, y: 20, width: 200, height: 180))
    }

    @Test func aFullScreenCoverTakesTheWholeScreenForItsItem() throws {
        let preview = try presenting(
            "fullScreenCover(item: $name)", "name in Text(name)",
            state: "@State private var name: String? = nil", start: "name = \"Ada\"")
        #expect(try drawnTexts(of: preview, at: 0.9) == ["Ada"])
        // The presenting view stays as it is, under the cover.
        let square = try #require(try preview.drawnShapes(filled: Self.red, at: 0.9).first)
        #expect(square.bounds == Rect(x: 90, y: 90, width: 20, height: 20))
    }

    /// An alert scene whose "Delete" is shown by a tap at 0.3 s and tapped at 1.2 s.
    func alertScene(_ alert: String) throws -> CompiledPreview {
        let source = """
            import SwiftUI
            \(Self.blueView)
            struct Root: View {
                @State private var show = false
                @State private var deleted = false
                var body: some View {
                    VStack {
                        Text(deleted ? "Deleted" : "Kept")
                        Button("Ask") { show = true }
                    }
                    \(alert)
                }
            }
            #Preview { Root() }
            """
        var options = RenderOptions()
        options.duration = 3
        options.taps = [ScriptedTap(time: 0.3, target: .label("Ask")), ScriptedTap(time: 1.2, target: .label("Delete"))]
        return try #require(try compileScene(source, options: options).first)
    }

    @Test func anAlertShowsItsTitleMessageAndButtonsAndATapTakesItDown() throws {
        let preview = try alertScene(
            """
            .alert("Delete photos?", isPresented: $show) {
                Button("Delete", role: .destructive) { deleted = true }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
            """)
        #expect(try drawnTexts(of: preview, at: 0.2) == ["Kept", "Ask"])
        // Two buttons side by side, the cancel one on the left, as UIKit orders them.
        #expect(
            try drawnTexts(of: preview, at: 1) == ["Kept", "Ask", "Delete photos?", "This cannot be undone.", "Cancel", "Delete"])
        // In the middle of the screen, 270 points wide: the hairline above its buttons.
        let hairline = try #require(try preview.drawnShapes(at: 1.2).first { abs($0.bounds.width - 270) < 1 })
        #expect(abs(hairline.bounds.midX - 200) < 0.5 && hairline.bounds.midY > 120 && hairline.bounds.midY < 180)
        // Tapped, "Delete" runs its action and the alert fades out.
        #expect(try drawnTexts(of: preview, at: 2.9) == ["Deleted", "Ask"])
    }

    @Test func anAlertDrawsItsTextFields() throws {
        let preview = try alertScene(
            """
            .alert("Rename", isPresented: $show) {
                TextField("New name", text: .constant(""))
                Button("Delete") { deleted = true }
            }
            """)
        #expect(try drawnTexts(of: preview, at: 1) == ["Kept", "Ask", "Rename", "New name", "Delete"])
    }

    @Test func theDeprecatedAlertTypeIsDrawnTheSameWay() throws {
        let preview = try alertScene(
            """
            .alert(isPresented: $show) {
                Alert(
                    title: Text("Delete photos?"),
                    primaryButton: .destructive(Text("Delete")) { deleted = true },
                    secondaryButton: .cancel())
            }
            """)
        #expect(try drawnTexts(of: preview, at: 1) == ["Kept", "Ask", "Delete photos?", "Cancel", "Delete"])
        #expect(try drawnTexts(of: preview, at: 2.9) == ["Deleted", "Ask"])
    }

    @Test func aConfirmationDialogIsAnActionSheetWithACancelButton() throws {
        let preview = try alertScene(
            """
            .confirmationDialog("Photos", isPresented: $show, titleVisibility: .visible) {
                Button("Delete", role: .destructive) { deleted = true }
            }
            """)
        // The title made visible, the buttons, and the cancel button SwiftUI adds, last.
        #expect(try drawnTexts(of: preview, at: 1) == ["Kept", "Ask", "Photos", "Delete", "Cancel"])
        let cancel = try #require(
            try preview.drawnShapes(at: 1).last { $0.fill == nil || $0.fill?.description != "#000000FF" })
        #expect(abs(cancel.bounds.maxY - (300 - 8)) < 1)
        #expect(try drawnTexts(of: preview, at: 2.9) == ["Deleted", "Ask"])
    }

    @Test func onDismissRunsWhenTheSheetGoes() throws {
        let preview = try alertScene(
            """
            .sheet(isPresented: $show, onDismiss: { deleted = true }) {
                VStack {
                    Blue()
                    Button("Delete") {}
                }
            }
            """)
        #expect(try drawnTexts(of: preview, at: 1) == ["Kept", "Ask", "Delete"])
        // Blue's task dismisses the sheet a second after it appears.
        #expect(try drawnTexts(of: preview, at: 2.9) == ["Deleted", "Ask"])
    }

    /// `{ … } content: { … }`: the unlabelled trailing closure is then `onDismiss`.
    @Test func onDismissAsTheTrailingClosureBeforeContent() throws {
        let preview = try alertScene(
            """
            .sheet(isPresented: $show) {
                deleted = true
            } content: {
                VStack {
                    Blue()
                    Button("Delete") {}
                }
            }
            """)
        #expect(try drawnTexts(of: preview, at: 1) == ["Kept", "Ask", "Delete"])
        #expect(try drawnTexts(of: preview, at: 2.9) == ["Deleted", "Ask"])
    }

    @Test func aPopoverIsASheetOnAnIPhone() throws {
        let preview = try presenting("popover(isPresented: $show, arrowEdge: .top)", "Blue()")
        let sheet = try #require(try preview.drawnShapes(filled: Self.blue, at: 0.9).first)
        #expect(sheet.bounds == Rect(x: 0, y: 20, width: 200, height: 180))
    }

    @Test func aSheetPresentedFromASheetIsReported() throws {
        let source = """
            import SwiftUI
            struct Root: View {
                @State private var show = true
                var body: some View {
                    Color.red.sheet(isPresented: $show) {
                        Color.blue.sheet(isPresented: .constant(true)) { Color.green }
                    }
                }
            }
            #Preview { Root() }
            """
        #expect(throws: (any Error).self) { try compileScene(source) }
        do { _ = try compileScene(source) } catch { #expect("\(error)".contains("presenting a sheet from a presented sheet")) }
    }

    @Test func unpresentedSheetsAlertsAndDialogsDrawNothing() throws {
        let source = """
            import SwiftUI
            struct Item: Identifiable { let id = 1 }
            struct Root: View {
                @State private var showSheet = false
                @State private var item: Item?
                var body: some View {
                    Rectangle().fill(Color.red).frame(width: 20, height: 20)
                        .sheet(isPresented: $showSheet) { Color.blue }
                        .fullScreenCover(item: $item) { _ in Color.blue }
                        .alert("Delete?", isPresented: .constant(false)) {
                            Button("Delete", role: .destructive) {}
                        } message: { Text(undefinedName) }
                        .confirmationDialog("Pick", isPresented: $showSheet) { Button("A") {} }
                        .popover(isPresented: $showSheet) { Color.blue }
                }
            }
            #Preview(traits: .fixedLayout(width: 100, height: 100)) { Root() }
            """
        let preview = try #require(try compileScene(source).first)
        let shapes = canvasShapes(try preview.timeline.displayList(at: 0))
        #expect(shapes.map(\.bounds) == [Rect(x: 40, y: 40, width: 20, height: 20)])
    }
}

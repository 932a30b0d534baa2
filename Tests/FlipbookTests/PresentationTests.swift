import Flipbook
import FlipbookModel
import Testing

/// Sheets, alerts and dialogs that are not presented change nothing (their content is not
/// even evaluated), so views written with them render.
@Suite struct PresentationTests {
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

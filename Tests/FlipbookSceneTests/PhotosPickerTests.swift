import FlipbookModel
import FlipbookScene
import Testing

/// PhotosUI's `PhotosPicker`: a button of its label; nothing is ever picked offline.
@Suite struct PhotosPickerTests {
    @Test func aPickerIsAButtonOfItsLabelAndPicksNothing() throws {
        let source = """
            import PhotosUI
            import SwiftUI
            struct Root: View {
                @State private var item: PhotosPickerItem?
                @State private var items: [PhotosPickerItem] = []
                @State private var loaded = "waiting"
                var body: some View {
                    VStack {
                        PhotosPicker(selection: $item, matching: .images) { Label("Choose", systemImage: "photo") }
                        PhotosPicker("Several", selection: $items, maxSelectionCount: 3, matching: .any(of: [.images, .videos]))
                        Text(loaded)
                    }
                    .photosPicker(isPresented: .constant(false), selection: $item)
                    .task {
                        let data = try? await PhotosPickerItem(itemIdentifier: nil).loadTransferable(type: Data.self)
                        loaded = data == nil ? "nothing" : "data"
                    }
                }
            }
            #Preview { Root() }
            """
        let transactions = try runScene(source)
        let tree = try #require(transactions.last).tree
        #expect(tree.texts == ["Choose", "Several", "nothing"])
    }
}

import SwiftUI

// "SwiftUI - Animated Updates of List Row Subviews" (2022-08-28): a List of rows from a store;
// each row shows its text, its detail and an "Updates: N" Text. When the store updates a row
// (its updatesCount goes up and its detail changes), only that row's "Updates" Text animates:
// it has `.id(row.text + row.detail)`, so the new value is a new view; the old Text shrinks and
// fades out while the new one grows and fades in (`.scale.combined(with: .opacity)`), driven by
// the List's `.animation(.default, value: store.rows)`. The rest of the row and the other rows
// do not move. (The post has no code; this follows its description. Instead of pull-to-refresh
// and one random row, a `.task` updates the rows in a fixed order, one every second, so the
// render is deterministic.)

struct Row: Identifiable, Equatable {
    let id: Int
    var text: String
    var detail: String
    var updatesCount = 0
}

@MainActor
final class Store: ObservableObject {
    @Published var rows: [Row] = [
        Row(id: 0, text: "Inbox", detail: "Revision 1"),
        Row(id: 1, text: "Calendar", detail: "Revision 1"),
        Row(id: 2, text: "Photos", detail: "Revision 1"),
        Row(id: 3, text: "Notes", detail: "Revision 1"),
    ]

    /// What the post's background refresh does to one row, back on the main actor.
    func update(_ index: Int) {
        rows[index].updatesCount += 1
        rows[index].detail = "Revision \(rows[index].updatesCount + 1)"
    }
}

struct ContentView: View {
    @StateObject private var store = Store()

    var body: some View {
        List(store.rows) { row in
            VStack(alignment: .leading, spacing: 4) {
                Text(row.text)
                    .font(.headline)
                Text(row.detail)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Text("Updates: \(row.updatesCount)")
                    .font(.caption)
                    .id(row.text + row.detail)
                    .transition(.scale.combined(with: .opacity))
            }
        }
        .animation(.default, value: store.rows)
        .task {
            for index in [1, 3, 1] {
                try? await Task.sleep(for: .seconds(1))
                store.update(index)
            }
        }
    }
}

#Preview("List row updates", traits: .fixedLayout(width: 390, height: 420)) {
    ContentView()
}

import SwiftUI

// Layout gallery: ScrollView, Grid, Label, Button(_:systemImage:), fixedSize, hidden and
// layoutPriority (docs/semantics.md, "Layout").
// What you should see, on white, inside a scroll view at rest that fills the canvas above a
// grey footnote: a bold "Scores" headline with a grid icon; a grey rounded card holding a grid
// of names and scores (a bold header row, a thin divider across both columns, names
// left-aligned, scores right-aligned in their column, which "Score" makes as wide as it is); a
// row with an orange "Favourites" label (star) and a trash icon alone; a blue "Add item"
// button with a plus; a bar of a red part and a blue part; then teal rows, the last one
// visible cut straight across by the scroll view's bottom edge, just above the footnote. At
// 0.3 s, over 0.5 s, Linus's score becomes 1024 (the new text slides into place from the old
// one's frame), and the blue part of the bar, which has layout priority, grows from 80 to 200
// points while the red part shrinks to what is left. An invisible (hidden) view keeps 12
// points between the bar and the rows.

struct LayoutGallery: View {
    @State private var expanded = false

    var body: some View {
        VStack(spacing: 0) {
            scroller
            Text("Below the scroll view")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .padding(8)
        }
        .task {
            try? await Task.sleep(for: .seconds(0.3))
            withAnimation(.easeInOut(duration: 0.5)) { expanded = true }
        }
    }

    var scroller: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 14) {
                Label("Scores", systemImage: "square.grid.2x2")
                    .font(.headline)
                Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 6) {
                    GridRow {
                        Text("Name").bold()
                        Text("Score").bold().gridColumnAlignment(.trailing)
                    }
                    Divider().gridCellUnsizedAxes(.horizontal)
                    GridRow {
                        Text("Ada")
                        Text("42")
                    }
                    GridRow {
                        Text("Grace")
                        Text("7")
                    }
                    GridRow {
                        Text("Linus")
                        Text(expanded ? "1024" : "99")
                    }
                }
                .padding(12)
                .background(RoundedRectangle(cornerRadius: 10).fill(Color.gray.opacity(0.15)))
                HStack(spacing: 20) {
                    Label("Favourites", systemImage: "star.fill")
                        .foregroundStyle(.orange)
                    Label("Trash", systemImage: "trash")
                        .labelStyle(.iconOnly)
                }
                Button("Add item", systemImage: "plus") {}
                HStack(spacing: 0) {
                    Color.red.frame(minWidth: 20)
                    Color.blue.frame(width: expanded ? 200 : 80).layoutPriority(1)
                }
                .frame(width: 280, height: 20)
                Color.black.frame(height: 12).hidden()
                ForEach(0..<5) { i in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Color.teal.opacity(0.25 + 0.12 * Double(i)))
                        .frame(height: 44)
                        .fixedSize(horizontal: false, vertical: true)
                }
            }
            .padding()
        }
    }
}

#Preview("Layout gallery", traits: .fixedLayout(width: 320, height: 480)) { LayoutGallery() }

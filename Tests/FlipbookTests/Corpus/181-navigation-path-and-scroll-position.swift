// A `NavigationPath` and an iOS 18 `ScrollPosition` kept in state, read but not moved: the
// stack shows its root (the path is empty) and the scroll view is at rest, so
// `onScrollGeometryChange` never runs and the header stays as it started.
import SwiftUI

struct PathsAndPositions: View {
    @State private var path = NavigationPath()
    @State private var restored = NavigationPath([Int]())
    @State private var position = ScrollPosition(edge: .top)
    @State private var collapsed = false

    var body: some View {
        NavigationStack(path: $path) {
            ScrollView {
                VStack {
                    Text(collapsed ? "Collapsed" : "Expanded").font(.headline)
                    Text("\(path.count + restored.count) screens pushed, \(position.isPositionedByUser ? "moved" : "at rest")")
                }
            }
            .scrollPosition($position)
            .onScrollGeometryChange(for: CGFloat.self) { geometry in
                geometry.contentOffset.y
            } action: { _, offset in
                collapsed = offset > 40
            }
            .navigationTitle("Library")
        }
    }
}

#Preview(traits: .fixedLayout(width: 300, height: 220)) { PathsAndPositions() }

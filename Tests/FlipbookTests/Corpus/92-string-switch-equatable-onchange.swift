import SwiftUI

struct Filter: Equatable {
    var category: String
    var minimumRating: Int
}

struct FilterSummary: View {
    @State private var filter = Filter(category: "all", minimumRating: 0)
    @State private var changes = 0

    private var icon: String {
        switch filter.category {
        case "books", "comics": return "📚"
        case "music": return "🎵"
        default: return "✨"
        }
    }

    var body: some View {
        VStack(spacing: 6) {
            Text("\(icon) \(filter.category) ≥ \(filter.minimumRating)★")
            Text("\(changes) changes")
                .font(.caption)
        }
        .onChange(of: filter) { _, _ in
            changes += 1
        }
        .task {
            try? await Task.sleep(for: .seconds(0.4))
            filter.category = "comics"
            try? await Task.sleep(for: .seconds(0.4))
            filter.minimumRating = 4
            try? await Task.sleep(for: .seconds(0.4))
            filter.minimumRating = 4
        }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 100)) {
    FilterSummary()
}

import SwiftUI

enum Tab: String, CaseIterable, Identifiable {
    case home, search, settings

    var id: Self { self }

    var title: String { rawValue.capitalized }

    var color: Color {
        switch self {
        case .home: .blue
        case .search: .purple
        case .settings: .gray
        }
    }
}

struct TabStrip: View {
    @State private var selected: Tab = .home

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Tab.allCases) { tab in
                Text(tab.title)
                    .font(.subheadline)
                    .foregroundColor(selected == tab ? .white : .primary)
                    .frame(width: 80, height: 32)
                    .background(selected == tab ? tab.color : Color.clear)
            }
        }
        .task {
            for tab in Tab.allCases.dropFirst() {
                try? await Task.sleep(for: .seconds(0.5))
                withAnimation(.easeInOut(duration: 0.25)) { selected = tab }
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 280, height: 80)) {
    TabStrip()
}

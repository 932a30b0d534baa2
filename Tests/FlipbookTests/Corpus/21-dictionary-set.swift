import SwiftUI

struct VotingView: View {
    @State private var votes: [String: Int] = ["Cats": 3, "Dogs": 5, "Birds": 1]
    @State private var favorites: Set<String> = ["Dogs"]

    private var ranking: [(key: String, value: Int)] {
        votes.sorted { $0.value > $1.value }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(ranking, id: \.key) { entry in
                HStack {
                    Text(entry.key)
                        .fontWeight(favorites.contains(entry.key) ? .bold : .regular)
                        .frame(width: 60, alignment: .leading)
                    Rectangle()
                        .fill(Color.accentColor)
                        .frame(width: CGFloat(entry.value) * 20, height: 14)
                }
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.easeInOut(duration: 0.4)) {
                votes["Cats", default: 0] += 4
                votes["Fish"] = 2
                favorites.insert("Cats")
                favorites.remove("Dogs")
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 260, height: 140)) {
    VotingView()
}

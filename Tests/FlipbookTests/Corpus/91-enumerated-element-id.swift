import SwiftUI

struct Player: Identifiable {
    let id = UUID()
    let name: String
}

struct Podium: View {
    @State private var players = [Player(name: "Zoe"), Player(name: "Max"), Player(name: "Ivy")]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(Array(players.enumerated()), id: \.element.id) { index, player in
                Text("\(index + 1). \(player.name)")
                    .fontWeight(index == 0 ? .bold : .regular)
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.easeInOut(duration: 0.4)) {
                players.swapAt(0, 2)
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 160, height: 110)) {
    Podium()
}

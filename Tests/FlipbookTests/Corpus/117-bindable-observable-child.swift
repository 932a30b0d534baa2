// An @Observable model held in @State and handed to a child as @Bindable: the child's buttons
// change the model through it (player.score += 5), and the parent's level and progress follow.
import SwiftUI

@Observable
class Player {
    var score = 0
    var level: Int { score / 10 + 1 }
}

struct ScoreBoard: View {
    @State private var player = Player()

    var body: some View {
        VStack(spacing: 12) {
            Text("Level \(player.level)")
                .font(.headline)
            ProgressView(value: Double(player.score % 10), total: 10)
                .tint(.orange)
                .frame(width: 200)
            ScoreButtons(player: player)
        }
    }
}

struct ScoreButtons: View {
    @Bindable var player: Player

    var body: some View {
        HStack {
            Button("+1") { withAnimation { player.score += 1 } }
            Button("+5") { withAnimation { player.score += 5 } }
        }
        .buttonStyle(.bordered)
    }
}

// flipbook: tap "+5" at 0.3
// flipbook: tap "+5" at 0.9
#Preview(traits: .fixedLayout(width: 260, height: 160)) {
    ScoreBoard()
}

import SwiftUI
import Observation

@Observable
class PlayerState {
    var score = 0
    var name = "Player 1"
    var progress: Double { Double(score) / 10 }
}

struct ScoreBoard: View {
    @State private var player = PlayerState()

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("\(player.name): \(player.score)")
                .font(.headline)
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.3))
                Capsule().fill(Color.green)
                    .frame(width: 200 * player.progress)
            }
            .frame(width: 200, height: 12)
        }
        .onAppear {
            withAnimation(.linear(duration: 1).delay(0.5)) {
                player.score = 5
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 260, height: 120)) {
    ScoreBoard()
}

import SwiftUI

struct Game {
    private(set) var lives = 3
    private(set) var level = 1

    mutating func loseLife() {
        lives = max(lives - 1, 0)
    }

    mutating func levelUp() {
        level += 1
        lives = 3
    }
}

struct GameHUD: View {
    @State private var game = Game()

    var body: some View {
        VStack(spacing: 10) {
            Text("Level \(game.level)")
            HStack {
                ForEach(0..<3) { index in
                    Text("♥")
                        .font(.title)
                        .foregroundColor(index < game.lives ? .red : .gray)
                }
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation { game.loseLife() }
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation { game.loseLife() }
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation { game.levelUp() }
        }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 120)) {
    GameHUD()
}

import SwiftUI

enum Mood: Equatable {
    case happy, sad, sleepy
}

struct MoodFace: View {
    @State private var mood: Mood = .happy

    var body: some View {
        Group {
            switch mood {
            case .happy:
                Text("🙂").font(.system(size: 50))
            case .sad:
                Text("🙁").font(.system(size: 50))
            case .sleepy:
                Text("😴").font(.system(size: 50))
            }
        }
        .transition(.scale.combined(with: .opacity))
        .animation(.spring(response: 0.4, dampingFraction: 0.7), value: mood)
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            mood = .sad
            try? await Task.sleep(for: .seconds(0.7))
            mood = .sleepy
        }
    }
}

#Preview(traits: .fixedLayout(width: 140, height: 120)) {
    MoodFace()
}

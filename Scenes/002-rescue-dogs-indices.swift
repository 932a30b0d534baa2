import SwiftUI

// WWDC21 "Demystify SwiftUI" — the rescue dogs, identified by their indices. With
// `ForEach(rescueDogs.indices, id: \.self)` a row is its position, not its dog: when Ruby is
// inserted at the front, no row changes place. The first three rows update where they are (their
// names cross-fade and their circles change colour: green, orange, blue), and the insertion
// happens at the end: a fourth row, Max, fades in at the bottom of the list, its row's
// background with it. (The transcript has no code; this follows the talk's slides.)

struct RescueDog {
    var name: String
    var dogTagID: Int
    var color: Color
}

struct ProfileView: View {
    var name: String
    var color: Color

    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(color)
                .frame(width: 36, height: 36)
            Text(name)
                .font(.system(size: 20, weight: .semibold))
        }
    }
}

struct RescueDogs: View {
    @State private var rescueDogs = [
        RescueDog(name: "Bandit", dogTagID: 11, color: .orange),
        RescueDog(name: "Luna", dogTagID: 12, color: .blue),
        RescueDog(name: "Max", dogTagID: 13, color: .purple),
    ]

    var body: some View {
        List {
            ForEach(rescueDogs.indices, id: \.self) { index in
                ProfileView(name: rescueDogs[index].name, color: rescueDogs[index].color)
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation {
                rescueDogs.insert(RescueDog(name: "Ruby", dogTagID: 14, color: .green), at: 0)
            }
        }
    }
}

#Preview("Rescue dogs, indices as ids", traits: .fixedLayout(width: 320, height: 320)) {
    RescueDogs()
}

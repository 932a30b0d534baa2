import SwiftUI

// WWDC21 "Demystify SwiftUI" — the rescue dogs, identified by a stable id: each dog's tag.
// `ForEach(rescueDogs, id: \.dogTagID)` ties every row to its dog, so when Ruby is inserted at
// the front of the list, her row fades in at the top while Bandit, Luna and Max slide down a row
// to make room, each keeping its own colour and name. (The transcript has no code; this follows
// the talk's slides.)

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
            ForEach(rescueDogs, id: \.dogTagID) { rescueDog in
                ProfileView(name: rescueDog.name, color: rescueDog.color)
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

#Preview("Rescue dogs, stable ids", traits: .fixedLayout(width: 320, height: 320)) {
    RescueDogs()
}

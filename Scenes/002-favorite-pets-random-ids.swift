import SwiftUI

// WWDC21 "Demystify SwiftUI" — the favourite pets with an unstable identifier:
// `var id: UUID { UUID() }` makes a new id every time the body is evaluated. When a new pet is
// inserted at the front, every row gets a new identity: all the old rows fade out while all the
// new rows fade in at their new places ("everything on screen flashes"), instead of one row
// appearing. (The transcript has no code; this follows the talk's slides.)

struct Pet: Identifiable {
    var name: String
    var color: Color
    var id: UUID { UUID() }
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

struct FavoritePets: View {
    @State private var pets = [
        Pet(name: "Bandit", color: .orange),
        Pet(name: "Luna", color: .blue),
        Pet(name: "Max", color: .purple),
    ]

    var body: some View {
        List {
            ForEach(pets) { pet in
                ProfileView(name: pet.name, color: pet.color)
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation {
                pets.insert(Pet(name: "Ruby", color: .green), at: 0)
            }
        }
    }
}

#Preview("Favourite pets, a new UUID each time", traits: .fixedLayout(width: 320, height: 320)) {
    FavoritePets()
}

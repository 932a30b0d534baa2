import SwiftUI

struct Fruit: Identifiable {
    let id: Int
    let name: String
    let color: Color
}

struct FruitPicker: View {
    let fruits = [
        Fruit(id: 1, name: "Apple", color: .red),
        Fruit(id: 2, name: "Banana", color: .yellow),
        Fruit(id: 3, name: "Lime", color: .green),
    ]
    @State private var selected: Fruit?

    var body: some View {
        VStack(spacing: 8) {
            Text(selected.map { "You picked \($0.name)" } ?? "Pick a fruit")
                .font(.headline)
            HStack {
                ForEach(fruits) { fruit in
                    Text(fruit.name)
                        .padding(6)
                        .background(selected?.id == fruit.id ? fruit.color.opacity(0.4) : Color.clear)
                        .cornerRadius(6)
                        .onTapGesture {
                            withAnimation(.easeInOut(duration: 0.2)) { selected = fruit }
                        }
                }
            }
        }
    }
}

// flipbook: tap "Banana" at 0.5

#Preview(traits: .fixedLayout(width: 260, height: 120)) {
    FruitPicker()
}

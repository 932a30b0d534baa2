// Mutating methods reach through constants that hold references, as in Swift: a class
// instance bound by `for … in`, and a struct's `@Binding` property (its setter is nonmutating).
import SwiftUI

@Observable final class Card {
    var flipped = false
    var tags: [String] = []
}

struct Flag {
    @Binding var isOn: Bool
}

struct Deck: View {
    @State private var cards = [Card(), Card(), Card()]
    @State private var highlighted = false

    var body: some View {
        HStack(spacing: 10) {
            ForEach(cards.indices, id: \.self) { index in
                RoundedRectangle(cornerRadius: 6)
                    .fill(cards[index].flipped ? Color.orange : Color.blue)
                    .frame(width: 40, height: 60)
                    .scaleEffect(cards[index].tags.isEmpty ? 1 : 0.8)
            }
        }
        .padding(10)
        .background(highlighted ? Color.yellow : Color.clear)
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.easeInOut(duration: 0.3)) {
                for card in cards {
                    card.flipped.toggle()
                    card.tags.append("seen")
                }
                let flag = Flag(isOn: self.$highlighted)
                flag.isOn.toggle()
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 100)) { Deck() }

// expect: exit 0
// run: render --duration 0.5
import SwiftUI

// Found by the fuzzer (an out-of-memory): every `alignmentGuide` closure is frozen with what
// it captures, and each froze its own copy of the view's state, so 2 000 cards holding a
// 2 000-element array took 4 million copied values and gigabytes. The closures of one
// evaluation now share one frozen copy of an array.
struct Card: Identifiable {
    var id: Int
    var title: String
}

struct Deck: View {
    @State private var cards: [Card] = (0..<1_500).map { Card(id: $0, title: "Card \($0)") }

    var body: some View {
        VStack(spacing: 0) {
            ForEach(cards) { card in
                Text(card.title)
                    .font(.system(size: 2))
                    .alignmentGuide(.leading) { d in d.width * Double(cards.count) }
            }
        }
    }
}

#Preview { Deck() }

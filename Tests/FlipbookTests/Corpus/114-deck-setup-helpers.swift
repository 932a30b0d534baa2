// Setup code as apps write it: cards appended as `.init(…)` in a loop, a copy of the first
// one re-identified, a shared store reached through a function, a range of Doubles written
// `0...2.0`, gradient stops spelled `Gradient.Stop`, a CGSize scale, an unfocused
// @FocusState, and the preview given as `#Preview(body:)`.
import SwiftUI

struct Card: Identifiable {
    var id = UUID().uuidString
    var title: String
}

final class Store {
    static let shared = Store()
    var highlighted = false
    static func current() -> Store { shared }
}

struct Deck: View {
    @State private var cards: [Card] = []
    @FocusState private var isFocused: Bool
    private let tilt = Double.random(in: 0...2.0)

    var body: some View {
        VStack(spacing: 6) {
            ForEach(cards) { card in
                Text(card.title)
                    .frame(width: 120, height: 28)
                    .background(
                        LinearGradient(
                            stops: [Gradient.Stop(color: .orange, location: 0), .init(color: .pink, location: 1)],
                            startPoint: .leading, endPoint: .trailing)
                    )
                    .scaleEffect(CGSize(width: 1, height: isFocused ? 2 : 1))
                    .rotationEffect(.degrees(tilt))
            }
        }
        .onAppear(perform: setup)
    }

    func setup() {
        for index in 0..<3 {
            cards.append(.init(title: "Card \(index)"))
        }
        if var first = cards.first {
            first.id = UUID().uuidString
            first.title = "Again"
            cards.append(first)
        }
        Store.current().highlighted = true
    }
}

#Preview(body: {
    Deck()
})

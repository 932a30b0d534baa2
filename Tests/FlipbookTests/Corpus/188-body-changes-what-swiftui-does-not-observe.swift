// A body may change what SwiftUI does not observe: an object it just made (a sample deck built
// by setting a class's properties, then flipped in the preview), and a static variable (a
// palette told the colour scheme). A `PreviewProvider`'s `previews` runs once in Xcode, before
// the views, so its `@AppStorage` setting is setup. Only "B" is face up; the player is Ada.
import SwiftUI
final class Deck {
    var cards: [String] = []
    var flipped: Set<String> = []
    func flip(_ card: String) { flipped.insert(card) }
}
struct Palette {
    static var shared = Palette()
    var scheme: ColorScheme = .light
    func card() -> Color { scheme == .dark ? .gray : .orange }
}
extension Deck {
    static var sample: Deck {
        let deck = Deck()
        deck.cards = ["A", "B", "C"]
        return deck
    }
}
struct DeckView: View {
    let deck: Deck
    @Environment(\.colorScheme) var colorScheme
    var body: some View {
        Palette.shared.scheme = colorScheme
        return HStack {
            ForEach(deck.cards, id: \.self) { card in
                Text(deck.flipped.contains(card) ? card : "?")
                    .frame(width: 60, height: 80)
                    .background(Palette.shared.card())
            }
        }
    }
}
struct DeckView_Previews: PreviewProvider {
    @AppStorage("player") static var player = "nobody"
    static var previews: some View {
        player = "Ada"
        let deck = Deck.sample
        deck.flip("B")
        return VStack {
            Text(player)
            DeckView(deck: deck)
        }
    }
}

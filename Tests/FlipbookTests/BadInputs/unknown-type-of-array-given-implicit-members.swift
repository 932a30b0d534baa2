// expect: exit 2 at 7:31 "cannot find type 'Card' in scope"
// run: render --duration 1
// An array of a type no file declares, given implicit members: the missing type is named.
import SwiftUI

struct Deck: View {
    @State private var cards: [Card] = [.init(title: "A"), .init(title: "B")]
    var body: some View {
        VStack { ForEach(cards) { Text($0.title) } }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { Deck() }

// A view's property named like a modifier (a stored `offset`, a `shadow` flag, the prelude
// Gauge's private `tint`) does not hide that modifier: `Card(offset: 10).offset(y: 20)` moves
// the card 10 across inside and 20 down outside, as in Swift, and the gauge takes the tint.
// A property that holds a closure is still called as one.
import SwiftUI

struct Card: View {
    var offset: CGFloat = 0
    var shadow = true
    var action: () -> String = { "closure" }
    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(.blue)
            .frame(width: 60, height: 40)
            .offset(x: offset)
            .shadow(radius: shadow ? 2 : 0)
    }
}

struct V: View {
    var body: some View {
        let card = Card(offset: 10)
        VStack(spacing: 30) {
            card.offset(y: 20).shadow(color: .red, radius: 4)
            Text(card.action())
            Gauge(value: 0.5) { Text("Half") }.tint(.orange)
        }
        .padding()
    }
}
#Preview(traits: .fixedLayout(width: 240, height: 240)) { V() }

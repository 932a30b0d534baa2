import SwiftUI

// Sakun Labs, "SwiftUI: Understanding identity via transitions" — a flip and slide: an animation
// and a transition. The flip is an animation inside CardView (both faces are always there; the
// current one is opaque and facing forward). The slide to the next card is a transition: the
// card's `.id(card.id)` changes, so the answered card moves out to the leading edge while the
// next card moves in from the trailing edge, front side up. The faces turn in perspective about
// the vertical axis with rotation3DEffect: the orange question turns away (0° → 180°) while fading
// out, the teal answer turns in (−180° → 0°) while fading in; half-way both are edge-on.

struct Card: Identifiable {
    let id: Int
    let question: String
    let answer: String

    enum Side {
        case front, back
    }
}

let cards = [
    Card(id: 1, question: "3 + 4", answer: "7"),
    Card(id: 2, question: "6 × 7", answer: "42"),
    Card(id: 3, question: "2⁵", answer: "32"),
]

struct CardView: View {
    let card: Card
    let side: Card.Side

    func sideView(side: Card.Side) -> some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(side == .front ? Color.orange : Color.teal)
            .frame(width: 220, height: 140)
            .overlay(
                Text(side == .front ? card.question : card.answer)
                    .font(.system(size: 40, weight: .bold))
                    .foregroundStyle(.white)
            )
    }

    var body: some View {
        ZStack {
            sideView(side: .front)
                .rotation3DEffect(.degrees(side == .front ? 0 : 180), axis: (0, 1, 0))
                .opacity(side == .front ? 1 : 0)
            sideView(side: .back)
                .rotation3DEffect(.degrees(side == .back ? 0 : -180), axis: (0, 1, 0))
                .opacity(side == .back ? 1 : 0)
        }
    }
}

struct FlipAndSlideAnimationPlusTransition: View {
    @State private var index = 0
    @State private var side = Card.Side.front

    var body: some View {
        CardView(card: cards[index], side: side)
            .id(cards[index].id)
            .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))
            .task {
                for _ in 0..<2 {
                    try? await Task.sleep(for: .seconds(0.5))
                    withAnimation(.easeInOut(duration: 0.6)) {
                        side = .back
                    }
                    try? await Task.sleep(for: .seconds(1.0))
                    withAnimation(.easeInOut(duration: 0.6)) {
                        index += 1
                        side = .front
                    }
                }
            }
    }
}

#Preview("Card flip and slide", traits: .fixedLayout(width: 400, height: 240)) {
    FlipAndSlideAnimationPlusTransition()
}

import SwiftUI

// Sakun Labs, "SwiftUI: Understanding identity via transitions" — flip and slide with only
// transitions. CardViewWithoutAnimations draws just the side it is given, and its id is
// `card.id + side.id`, so turning the card over and moving to the next card are both a removal
// plus an insertion. The transition is computed from `side`, and a removed view keeps the
// transition it had before the change, so:
//   - turning over (front → back): the question (removed, side was .front) flips away with
//     `.flip(direction: 1)` and fades out, while the answer (inserted, side is .back) flips in
//     with `.flip(direction: -1)` and fades in;
//   - next card (back → front): the answer (removed, side was .back) moves out to the leading
//     edge, while the next question (inserted, side is .front) moves in from the trailing edge.
// `.flip` is the article's custom transition built on the first example's rotation3DEffect.

struct Card: Identifiable {
    let id: String
    let question: String
    let answer: String

    enum Side: String, Identifiable {
        case front, back

        var id: String { rawValue }
    }
}

let cards = [
    Card(id: "add", question: "3 + 4", answer: "7"),
    Card(id: "multiply", question: "6 × 7", answer: "42"),
    Card(id: "power", question: "2⁵", answer: "32"),
]

struct FlipModifier: ViewModifier {
    let angle: Double

    func body(content: Content) -> some View {
        content
            .rotation3DEffect(.degrees(angle), axis: (0, 1, 0))
    }
}

extension AnyTransition {
    static func flip(direction: Double) -> AnyTransition {
        .modifier(
            active: FlipModifier(angle: 180 * direction),
            identity: FlipModifier(angle: 0)
        )
    }
}

struct CardViewWithoutAnimations: View {
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
        sideView(side: side)
    }
}

struct FlipAndSlideOnlyTransitionsView: View {
    @State private var index = 0
    @State private var side = Card.Side.front

    var card: Card {
        cards[index]
    }

    var body: some View {
        CardViewWithoutAnimations(card: card, side: side)
            .id(card.id + side.id)
            .transition(fullTransition)
            .task {
                for _ in 0..<2 {
                    try? await Task.sleep(for: .seconds(1.0))
                    withAnimation(.easeInOut(duration: 0.8)) {
                        side = .back
                    }
                    try? await Task.sleep(for: .seconds(1.2))
                    withAnimation(.easeInOut(duration: 0.8)) {
                        index += 1
                        side = .front
                    }
                }
            }
    }

    var fullTransition: AnyTransition {
        if side == .front {
            return .asymmetric(
                insertion: .move(edge: .trailing),
                removal: .flip(direction: 1).combined(with: .opacity)
            )
        } else {
            return .asymmetric(
                insertion: .flip(direction: -1).combined(with: .opacity),
                removal: .move(edge: .leading)
            )
        }
    }
}

#Preview("Flip and slide, only transitions", traits: .fixedLayout(width: 400, height: 240)) {
    FlipAndSlideOnlyTransitionsView()
}

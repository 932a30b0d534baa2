import SwiftUI

// The flash-card example of seeds/000: a nested enum, a method taking it, and the transitions.
struct Card: Identifiable {
    enum Side: String, Identifiable {
        case front, back
        var id: String { rawValue }
    }

    let id: String
    var question: String
    var answer: String = "?"

    static let sample = Card(id: "1", question: "2 + 2", answer: "4")
}

struct CardView: View {
    let card: Card
    let side: Card.Side

    func sideView(side: Card.Side) -> some View {
        switch side {
        case .front: Color.blue
        case .back: Color.orange
        }
    }

    @ViewBuilder
    func label(_ text: String, emphasized: Bool = false) -> some View {
        if emphasized {
            Text(text).bold()
        } else {
            Text(text)
        }
    }

    var body: some View {
        ZStack {
            sideView(side: .front)
                .rotation3DEffect(.degrees(side == .front ? 0 : 180), axis: (0, 1, 0))
                .opacity(side == .front ? 1 : 0)
            sideView(side: .back)
                .rotation3DEffect(.degrees(side == .back ? 0 : -180), axis: (x: 0, y: 1, z: 0))
                .opacity(side == .back ? 1 : 0)
        }
    }
}

struct FlipAndSlide: View {
    @State var side = Card.Side.front
    @State private var card = Card.sample

    var transition: AnyTransition {
        .asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading))
    }

    var fullTransition: AnyTransition {
        if side == .front {
            return .asymmetric(
                insertion: .move(edge: .trailing),
                removal: .opacity
            )
        } else {
            return .asymmetric(insertion: .opacity, removal: .move(edge: .leading))
        }
    }

    var body: some View {
        CardView(card: card, side: side)
            .id(card.id + side.id)
            .transition(fullTransition)
            .task {
                try? await Task.sleep(for: .seconds(1))
                withAnimation(.easeInOut(duration: 0.5)) {
                    side = .back
                }
            }
    }
}

#Preview {
    FlipAndSlide()
}

import SwiftUI

// Clive Liu, "SwiftUI Transition" — a custom transition conforming to the `Transition` protocol.
// Its body fades the content by `phase.isIdentity` and turns it by an angle that depends on the
// phase: an appearing view starts at 180° (willAppear) and a disappearing one ends at −180°
// (didDisappear). The turn is about the centre of the Group's frame (`.offset` moves the drawing,
// not the frame), so the circles swing around the middle of the canvas. On the first toggle the
// old circle swings counter-clockwise from the left through the bottom to the right while fading
// out, and the new circle starts turned 180° (drawn on the left) and swings clockwise through the
// bottom too: the two travel together, one fading into the other. On the second toggle both swing
// from the right through the top to the left.

struct MyTransition: Transition {

    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1.0 : 0.0)
            .rotationEffect(phase.rotation)
    }
}

fileprivate extension TransitionPhase {

    var rotation: Angle {
        switch self {
            case .willAppear:
                .degrees(180)
            case .identity:
                .zero
            case .didDisappear:
                .degrees(-180)
        }
    }
}

struct MyView: View {

    @State private var condition: Bool = true

    var body: some View {
        Group {
            if condition {
                blueCircle
                    .offset(x: -100)
            } else {
                blueCircle
                    .offset(x: 100)
            }
        }
        .transition(MyTransition())
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation {
                condition.toggle()
            }
            try? await Task.sleep(for: .seconds(1.0))
            withAnimation {
                condition.toggle()
            }
        }
    }

    private var blueCircle: some View {
        Circle()
            .fill(Color.blue)
            .frame(width: 100, height: 100)
    }
}

#Preview("Transition protocol", traits: .fixedLayout(width: 400, height: 340)) {
    MyView()
}

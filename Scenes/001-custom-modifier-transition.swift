import SwiftUI

// Clive Liu, "SwiftUI Transition" — a custom transition made with a view modifier:
// `AnyTransition.modifier(active: MyViewModifier(isIdentity: false), identity: MyViewModifier(isIdentity: true))`.
// The active modifier turns the content by 180° and makes it transparent. The turn is about the
// centre of the Group's frame (`.offset` moves the drawing, not the frame), so the circles swing
// around the middle of the canvas: on each toggle the old circle swings from its side over the
// top (0° → 180°, clockwise) to the other side while fading out, and the new circle starts turned
// 180° — drawn where the old one is — and swings clockwise through the bottom to its own side
// while fading in. The second toggle does the same from right to left.

struct MyViewModifier: ViewModifier {

    let isIdentity: Bool

    @State private var idealSize: CGSize = .zero

    func body(content: Content) -> some View {
        content
            .rotationEffect(.degrees(isIdentity ? 0 : 180))
            .opacity(isIdentity ? 1 : 0)
    }
}

extension AnyTransition {

    static let myTransition: AnyTransition = .modifier(
        active: MyViewModifier(isIdentity: false),
        identity: MyViewModifier(isIdentity: true)
    )
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
        .transition(.myTransition)
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

#Preview("Custom modifier transition", traits: .fixedLayout(width: 400, height: 340)) {
    MyView()
}

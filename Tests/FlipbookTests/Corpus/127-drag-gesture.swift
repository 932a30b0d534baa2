// Scripted drags: a card that follows the finger and is thrown away past a threshold, and a
// handle whose offset is a @GestureState (animated by its transaction), back to zero when
// the finger lifts. The gestures come from a computed property and from the modifier; a long
// press is accepted and inert.
// flipbook: drag "Swipe me" by 150,30 over 0.25 at 0.3
// flipbook: drag 60,150 by 0,-40 over 0.2 at 1.2
import SwiftUI

struct SwipeDeck: View {
    @State private var offset = CGSize.zero
    @State private var gone = false
    @GestureState private var handleOffset = CGSize.zero

    private var swipe: some Gesture {
        DragGesture()
            .onChanged { value in offset = value.translation }
            .onEnded { value in
                withAnimation(.easeOut(duration: 0.3)) {
                    if value.predictedEndTranslation.width > 200 {
                        gone = true
                        offset = CGSize(width: 400, height: value.translation.height)
                    } else {
                        offset = .zero
                    }
                }
            }
    }

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10)
                .fill(gone ? Color.gray : Color.purple)
                .frame(width: 90, height: 60)
                .overlay(Text("Swipe me").foregroundStyle(.white))
                .rotationEffect(.degrees(Double(offset.width) / 10))
                .offset(offset)
                .gesture(swipe)
                .simultaneousGesture(LongPressGesture().onEnded { _ in gone = false })
            Capsule()
                .fill(Color.orange)
                .frame(width: 40, height: 12)
                .offset(x: -40, y: 50)
                .offset(handleOffset)
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .updating($handleOffset) { value, state, transaction in state = value.translation; transaction.animation = .easeOut(duration: 0.2) }
                )
        }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 200)) { SwipeDeck() }

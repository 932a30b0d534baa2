import SwiftUI

struct FlipCard: View {
    @State private var isFaceUp = false

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 12)
                .fill(isFaceUp ? Color.white : Color.red)
            RoundedRectangle(cornerRadius: 12)
                .strokeBorder(Color.red, lineWidth: 3)
            if isFaceUp {
                Text("A♠")
                    .font(.largeTitle)
            }
        }
        .frame(width: 100, height: 140)
        .rotation3DEffect(.degrees(isFaceUp ? 0 : 180), axis: (x: 0, y: 1, z: 0))
        .onTapGesture {
            withAnimation(.easeInOut(duration: 0.6)) {
                isFaceUp.toggle()
            }
        }
    }
}

// flipbook: tap 120,100 at 0.5

#Preview(traits: .fixedLayout(width: 240, height: 200)) {
    FlipCard()
}

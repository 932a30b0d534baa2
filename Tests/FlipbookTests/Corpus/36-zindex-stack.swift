import SwiftUI

struct CardDeck: View {
    @State private var topCard = 2
    let colors: [Color] = [.red, .green, .blue]

    var body: some View {
        ZStack {
            ForEach(0..<colors.count, id: \.self) { index in
                RoundedRectangle(cornerRadius: 12)
                    .fill(colors[index])
                    .frame(width: 120, height: 80)
                    .offset(x: CGFloat(index) * 30 - 30, y: index == topCard ? -20 : CGFloat(index) * 10 - 10)
                    .zIndex(index == topCard ? 1 : 0)
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation { topCard = 0 }
        }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 160)) {
    CardDeck()
}

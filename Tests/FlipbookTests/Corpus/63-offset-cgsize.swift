import SwiftUI

struct DraggableCard: View {
    @State private var offset: CGSize = .zero

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(Color.indigo)
            .frame(width: 100, height: 70)
            .offset(offset)
            .rotationEffect(.degrees(Double(offset.width / 10)))
            .onAppear {
                withAnimation(.interactiveSpring()) {
                    offset = CGSize(width: 80, height: -20)
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) {
                    withAnimation(.spring()) {
                        offset = .zero
                    }
                }
            }
    }
}

#Preview(traits: .fixedLayout(width: 300, height: 160)) {
    DraggableCard()
}

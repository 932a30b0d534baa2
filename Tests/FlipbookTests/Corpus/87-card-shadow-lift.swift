import SwiftUI

struct LiftingCard: View {
    @State private var isLifted = false

    var body: some View {
        RoundedRectangle(cornerRadius: 14)
            .fill(Color.white)
            .frame(width: 140, height: 90)
            .shadow(color: .black.opacity(isLifted ? 0.3 : 0.1),
                    radius: isLifted ? 12 : 2,
                    x: 0, y: isLifted ? 8 : 1)
            .scaleEffect(isLifted ? 1.05 : 1)
            .task {
                try? await Task.sleep(for: .seconds(0.5))
                withAnimation(.easeOut(duration: 0.4)) { isLifted = true }
            }
    }
}

#Preview(traits: .fixedLayout(width: 220, height: 160)) {
    LiftingCard()
        .padding()
        .background(Color(white: 0.93))
}

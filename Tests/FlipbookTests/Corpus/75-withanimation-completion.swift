import SwiftUI

struct CelebrateView: View {
    @State private var scale: CGFloat = 0.2
    @State private var message = "Get ready"

    var body: some View {
        VStack(spacing: 12) {
            Circle()
                .fill(Color.pink)
                .frame(width: 60, height: 60)
                .scaleEffect(scale)
            Text(message)
        }
        .onAppear {
            withAnimation(.easeOut(duration: 0.5)) {
                scale = 1
            } completion: {
                message = "Done!"
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 140)) {
    CelebrateView()
}

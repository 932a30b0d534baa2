import SwiftUI

struct LikeButton: View {
    @State private var isLiked = false

    var body: some View {
        Circle()
            .fill(isLiked ? Color.red : Color.gray.opacity(0.3))
            .frame(width: 60, height: 60)
            .scaleEffect(isLiked ? 1.3 : 1.0)
            .animation(.spring(response: 0.3, dampingFraction: 0.5), value: isLiked)
            .onTapGesture {
                isLiked.toggle()
            }
    }
}

// flipbook: tap 120,80 at 0.5

#Preview(traits: .fixedLayout(width: 240, height: 160)) {
    LikeButton()
}

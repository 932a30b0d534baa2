import SwiftUI

struct FollowButton: View {
    @State private var isFollowing = false

    var body: some View {
        Button(action: {
            withAnimation(.easeInOut(duration: 0.25)) {
                isFollowing.toggle()
            }
        }) {
            HStack(spacing: 6) {
                Image(systemName: isFollowing ? "checkmark" : "plus")
                Text(isFollowing ? "Following" : "Follow")
            }
            .foregroundColor(isFollowing ? .blue : .white)
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(
                Capsule().fill(isFollowing ? Color.white : Color.blue)
            )
            .overlay(Capsule().stroke(Color.blue, lineWidth: 1))
        }
    }
}

// flipbook: tap "Follow" at 0.5

#Preview(traits: .fixedLayout(width: 220, height: 100)) {
    FollowButton()
}

import SwiftUI

struct NotificationBanner: View {
    @State private var messages = ["Welcome"]

    var body: some View {
        VStack(spacing: 8) {
            ForEach(messages, id: \.self) { message in
                Text(message)
                    .frame(width: 200, height: 36)
                    .background(Color.yellow.opacity(0.6))
                    .cornerRadius(6)
                    .transition(
                        .asymmetric(
                            insertion: .move(edge: .top).combined(with: .opacity),
                            removal: .scale(scale: 0.5).combined(with: .opacity)
                        )
                    )
            }
        }
        .frame(height: 140, alignment: .top)
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.easeOut(duration: 0.4)) {
                messages.insert("New follower", at: 0)
            }
            try? await Task.sleep(for: .seconds(1))
            withAnimation(.easeIn(duration: 0.4)) {
                messages.removeLast()
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 260, height: 160)) {
    NotificationBanner()
}

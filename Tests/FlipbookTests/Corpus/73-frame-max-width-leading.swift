import SwiftUI

struct MessageBubble: View {
    let text: String
    let isMine: Bool

    var body: some View {
        Text(text)
            .padding(10)
            .foregroundColor(isMine ? .white : .primary)
            .background(isMine ? Color.blue : Color(white: 0.9))
            .cornerRadius(14)
            .frame(maxWidth: .infinity, alignment: isMine ? .trailing : .leading)
    }
}

struct ChatView: View {
    var body: some View {
        VStack(spacing: 8) {
            MessageBubble(text: "Hi there!", isMine: false)
            MessageBubble(text: "Hello 👋", isMine: true)
            Spacer()
        }
        .padding()
    }
}

#Preview(traits: .fixedLayout(width: 260, height: 160)) {
    ChatView()
}

import SwiftUI

struct InboxIcon: View {
    @State private var unread = 0

    var body: some View {
        RoundedRectangle(cornerRadius: 10)
            .fill(Color.blue)
            .frame(width: 64, height: 64)
            .overlay(alignment: .topTrailing) {
                if unread > 0 {
                    Text("\(unread)")
                        .font(.caption2.bold())
                        .foregroundColor(.white)
                        .frame(width: 22, height: 22)
                        .background(Circle().fill(.red))
                        .offset(x: 8, y: -8)
                        .transition(.scale)
                }
            }
            .background(alignment: .bottom) {
                Ellipse()
                    .fill(Color.black.opacity(0.15))
                    .frame(width: 60, height: 10)
                    .offset(y: 8)
            }
            .task {
                try? await Task.sleep(for: .seconds(0.5))
                withAnimation(.spring) { unread = 3 }
            }
    }
}

#Preview(traits: .fixedLayout(width: 160, height: 140)) {
    InboxIcon()
}

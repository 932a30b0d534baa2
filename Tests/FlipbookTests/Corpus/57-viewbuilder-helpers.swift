import SwiftUI

struct OrderStatusView: View {
    @State private var isShipped = false

    var body: some View {
        VStack(spacing: 12) {
            header
            statusBadge(for: isShipped)
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.easeInOut(duration: 0.4)) { isShipped = true }
        }
    }

    private var header: some View {
        Text("Order #1042")
            .font(.headline)
    }

    @ViewBuilder
    private func statusBadge(for shipped: Bool) -> some View {
        if shipped {
            Label2(text: "Shipped", color: .green)
                .transition(.move(edge: .trailing).combined(with: .opacity))
        } else {
            Label2(text: "Processing", color: .orange)
                .transition(.opacity)
        }
    }
}

struct Label2: View {
    let text: String
    let color: Color

    var body: some View {
        Text(text)
            .font(.subheadline.bold())
            .foregroundColor(.white)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(Capsule().fill(color))
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 120)) {
    OrderStatusView()
}

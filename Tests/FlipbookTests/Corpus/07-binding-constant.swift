import SwiftUI

struct StatusPill: View {
    @Binding var isOnline: Bool

    var body: some View {
        HStack(spacing: 6) {
            Circle()
                .fill(isOnline ? .green : .red)
                .frame(width: 10, height: 10)
            Text(isOnline ? "Online" : "Offline")
                .font(.caption)
        }
        .padding(.horizontal, 10)
        .padding(.vertical, 4)
        .background(Capsule().fill(Color(white: 0.92)))
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 120)) {
    VStack(spacing: 12) {
        StatusPill(isOnline: .constant(true))
        StatusPill(isOnline: .constant(false))
    }
}

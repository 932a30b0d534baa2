import SwiftUI

struct RecordingIndicator: View {
    @State private var isPulsing = false

    var body: some View {
        HStack(spacing: 8) {
            Circle()
                .fill(Color.red)
                .frame(width: 16, height: 16)
                .opacity(isPulsing ? 0.2 : 1)
                .scaleEffect(isPulsing ? 0.8 : 1)
            Text("REC")
                .font(.headline)
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 0.5).repeatForever(autoreverses: true)) {
                isPulsing = true
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 160, height: 80)) {
    RecordingIndicator()
}

import SwiftUI

struct AttentionBell: View {
    @State private var ring = false

    var body: some View {
        Capsule()
            .fill(Color.orange)
            .frame(width: 30, height: 60)
            .rotationEffect(.degrees(ring ? 20 : -20), anchor: .top)
            .onAppear {
                withAnimation(.linear(duration: 0.2).repeatCount(5, autoreverses: true)) {
                    ring = true
                }
            }
    }
}

#Preview(traits: .fixedLayout(width: 160, height: 120)) {
    AttentionBell()
}

import SwiftUI

struct SunsetCard: View {
    @State private var isNight = false

    var body: some View {
        ZStack {
            LinearGradient(
                colors: isNight ? [.indigo, .black] : [.orange, .pink],
                startPoint: .top,
                endPoint: .bottom
            )
            Circle()
                .fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 30))
                .frame(width: 60, height: 60)
                .offset(y: isNight ? 60 : -10)
        }
        .frame(width: 200, height: 140)
        .clipShape(RoundedRectangle(cornerRadius: 16))
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.easeInOut(duration: 1)) { isNight = true }
        }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 180)) {
    SunsetCard()
}

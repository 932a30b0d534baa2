import SwiftUI

struct SplashView: View {
    @State private var logoScale: CGFloat = 0.5
    @State private var showTitle = false

    var body: some View {
        VStack(spacing: 16) {
            Circle()
                .fill(Color.orange)
                .frame(width: 80, height: 80)
                .scaleEffect(logoScale)
            if showTitle {
                Text("Flipper")
                    .font(.title.bold())
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
        .onAppear {
            Task {
                withAnimation(.spring(duration: 0.6, bounce: 0.4)) {
                    logoScale = 1
                }
                try await Task.sleep(nanoseconds: 800_000_000)
                withAnimation(.easeOut) {
                    showTitle = true
                }
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 200)) {
    SplashView()
}

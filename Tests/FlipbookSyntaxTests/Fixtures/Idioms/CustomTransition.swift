import SwiftUI

struct BlurFade: Transition {
    var radius: CGFloat = 12

    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .blur(radius: phase.isIdentity ? 0 : radius)
            .opacity(phase.isIdentity ? 1 : 0)
            .scaleEffect(phase == .willAppear ? 0.8 : phase == .didDisappear ? 1.2 : 1)
    }
}

extension AnyTransition {
    static var slideAndFade: AnyTransition {
        .asymmetric(
            insertion: .move(edge: .trailing).combined(with: .opacity),
            removal: .scale(scale: 0.5).combined(with: .opacity)
        )
    }
}

struct TransitionDemo: View {
    @State private var showDetails = false

    var body: some View {
        VStack {
            if showDetails {
                Text("Details")
                    .font(.title)
                    .transition(BlurFade(radius: 20))
            }
            Rectangle()
                .frame(width: 100, height: 40)
                .transition(.slideAndFade)
                .id(showDetails)
        }
        .task {
            try? await Task.sleep(for: .milliseconds(400))
            withAnimation(.easeOut(duration: 0.6)) {
                showDetails.toggle()
            }
        }
    }
}

#Preview {
    TransitionDemo()
}

import SwiftUI

enum Bounce: CaseIterable {
    case rest, squash, stretch

    var scale: CGSize {
        switch self {
        case .rest: CGSize(width: 1, height: 1)
        case .squash: CGSize(width: 1.3, height: 0.7)
        case .stretch: CGSize(width: 0.8, height: 1.25)
        }
    }
}

struct Values {
    var offset = 0.0
    var rotation = Angle.zero
}

struct BouncingBall: View {
    @State private var trigger = 0

    var body: some View {
        HStack(spacing: 40) {
            Circle()
                .fill(.orange)
                .frame(width: 60, height: 60)
                .phaseAnimator(Bounce.allCases, trigger: trigger) { content, phase in
                    content.scaleEffect(x: phase.scale.width, y: phase.scale.height)
                } animation: { phase in
                    switch phase {
                    case .rest: .spring(duration: 0.3)
                    case .squash, .stretch: .easeInOut(duration: 0.15)
                    }
                }
            Image(systemName: "star.fill")
                .keyframeAnimator(initialValue: Values(), trigger: trigger) { content, value in
                    content
                        .offset(y: value.offset)
                        .rotationEffect(value.rotation)
                } keyframes: { _ in
                    KeyframeTrack(\.offset) {
                        SpringKeyframe(-40, duration: 0.3)
                        CubicKeyframe(0, duration: 0.4)
                    }
                    KeyframeTrack(\.rotation) {
                        LinearKeyframe(.degrees(180), duration: 0.7)
                    }
                }
        }
        .onAppear { trigger += 1 }
    }
}

#Preview {
    BouncingBall()
}

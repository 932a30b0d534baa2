import SwiftUI

// Keyframes and layouts: a keyframe animator and a custom `Layout` switched through
// `AnyLayout` (docs/semantics.md, "Keyframes" and "Layout").
// What you should see, on white: at the top, a red ball that, from 0.2 s, squashes, jumps up
// about 60 points with a spring, wobbles as it turns ±16° and lands back, stretching, by about
// 2 s. Below it, five blue dots in a row; from 0.4 s, over 0.8 s, they move (each dot keeps its
// identity, nothing fades) onto a circle drawn by the scene's own `RadialLayout`, which is
// taller than the row, so the whole column re-centres and the ball's resting place rises.

struct RadialLayout: Layout {
    var radius: CGFloat = 60

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: radius * 2 + 30, height: radius * 2 + 30)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let step = 2 * Double.pi / Double(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let angle = step * Double(index) - Double.pi / 2
            let point = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

struct Bounce {
    var scale = 1.0
    var stretch = 1.0
    var lift = 0.0
    var angle = Angle.zero
}

struct KeyframesAndLayouts: View {
    @State private var jumps = 0
    @State private var radial = false

    var body: some View {
        VStack(spacing: 40) {
            Circle()
                .fill(Color.red)
                .frame(width: 50, height: 50)
                .keyframeAnimator(initialValue: Bounce(), trigger: jumps) { content, value in
                    content
                        .rotationEffect(value.angle)
                        .scaleEffect(value.scale)
                        .scaleEffect(y: value.stretch, anchor: .bottom)
                        .offset(y: value.lift)
                } keyframes: { _ in
                    KeyframeTrack(\.angle) {
                        CubicKeyframe(.zero, duration: 0.58)
                        CubicKeyframe(.degrees(16), duration: 0.125)
                        CubicKeyframe(.degrees(-16), duration: 0.125)
                        CubicKeyframe(.degrees(16), duration: 0.125)
                        CubicKeyframe(.zero, duration: 0.125)
                    }
                    KeyframeTrack(\.stretch) {
                        CubicKeyframe(1.0, duration: 0.1)
                        CubicKeyframe(0.6, duration: 0.15)
                        CubicKeyframe(1.5, duration: 0.1)
                        CubicKeyframe(1.05, duration: 0.15)
                        CubicKeyframe(1.0, duration: 0.88)
                        CubicKeyframe(0.8, duration: 0.1)
                        CubicKeyframe(1.04, duration: 0.4)
                        CubicKeyframe(1.0, duration: 0.22)
                    }
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.0, duration: 0.36)
                        SpringKeyframe(1.3, duration: 0.8, spring: .bouncy)
                        SpringKeyframe(1.0, spring: .bouncy)
                    }
                    KeyframeTrack(\.lift) {
                        LinearKeyframe(0.0, duration: 0.1)
                        SpringKeyframe(10.0, duration: 0.15, spring: .bouncy)
                        SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
                        SpringKeyframe(0.0, spring: .bouncy)
                    }
                }

            let layout = radial ? AnyLayout(RadialLayout()) : AnyLayout(HStackLayout(spacing: 10))
            layout {
                ForEach(0..<5, id: \.self) { _ in
                    Circle().fill(Color.blue).frame(width: 24, height: 24)
                }
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(0.2))
            jumps += 1
            try? await Task.sleep(for: .seconds(0.2))
            withAnimation(.easeInOut(duration: 0.8)) { radial = true }
        }
    }
}

#Preview("Keyframes and layouts", traits: .fixedLayout(width: 300, height: 360)) { KeyframesAndLayouts() }

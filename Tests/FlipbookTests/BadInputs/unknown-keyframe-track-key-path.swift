// expect: exit 2 at 11:31 "value of type 'Double' has no member 'nothing'"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var runs = 0
    var body: some View {
        Text("x")
            .keyframeAnimator(initialValue: 1.0, trigger: runs) { content, value in content.opacity(value) }
            keyframes: { _ in
                KeyframeTrack(\.nothing) { LinearKeyframe(0.0, duration: 1) }
            }
            .task { runs += 1 }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }

// iOS 17's `CustomAnimation`: `Animation(Ramp())` runs the type's `animate(value:time:context:)`,
// here a quadratic ease-in that finishes after 0.8 s. The dot crosses from x = -100 to 100: a
// quarter of the way at 0.4 s, where a linear ramp would be half way.
import SwiftUI
struct Ramp: CustomAnimation {
    var duration: TimeInterval = 0.8
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time >= duration { return nil }
        let fraction = time / duration
        return value.scaled(by: fraction * fraction)
    }
}
extension Animation {
    static var ramp: Animation { Animation(Ramp()) }
}
struct Mover: View {
    @State private var on = false
    var body: some View {
        Circle().fill(.blue).frame(width: 40).offset(x: on ? 100 : -100)
            .onAppear { withAnimation(.ramp) { on = true } }
    }
}
#Preview { Mover() }

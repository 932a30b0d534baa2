import FlipbookModel

extension ResolvedAnimation {
    /// Resolves a model animation, turning parameters that cannot describe a motion into
    /// something that can, so evaluation never traps or yields NaN:
    /// - a curve with a duration ≤ 0 or any non-finite number is instant (SwiftUI also finishes
    ///   a curve with d ≤ 0 at once);
    /// - a spring with a response ≤ 0 is instant, as the task defines it (SwiftUI would run it at
    ///   its stiffness cap); an interpolating spring with a mass or stiffness ≤ 0 is instant;
    /// - a negative or NaN delay counts as 0, an infinite one makes the animation instant (it
    ///   would never start, and a value that never moves again is a jump);
    /// - a speed ≤ 0, infinite or NaN makes the animation instant;
    /// - a repeat count ≤ 0 plays one pass, as SwiftUI's repeat does (it checks the count only
    ///   after a pass ends); repeating an instant animation is instant, even forever.
    init(_ animation: Animation) {
        switch animation {
        case .timingCurve(let c0x, let c0y, let c1x, let c1y, let duration):
            let numbers = [c0x, c0y, c1x, c1y, duration]
            guard duration > 0, numbers.allSatisfy(\.isFinite) else {
                self = .instant
                return
            }
            self = .curve(BezierTimingCurve(c0x: c0x, c0y: c0y, c1x: c1x, c1y: c1y), duration: duration)
        case .spring(let response, let dampingFraction, _):
            guard let oscillator = DampedOscillator(fluidResponse: response, dampingFraction: dampingFraction) else {
                self = .instant
                return
            }
            self = .freshSpring(oscillator, initialVelocity: 0)
        case .interpolatingSpring(let mass, let stiffness, let damping, let initialVelocity):
            guard let oscillator = DampedOscillator(mass: mass, stiffness: stiffness, damping: damping) else {
                self = .instant
                return
            }
            self = .freshSpring(oscillator, initialVelocity: initialVelocity.isFinite ? initialVelocity : 0)
        case .delay(let base, let seconds):
            guard let delay = Self.sanitizedDelay(seconds) else {
                self = .instant
                return
            }
            self = ResolvedAnimation(base).rewarped { $0.delayed(by: delay) }
        case .speed(let base, let factor):
            guard let speed = Self.sanitizedSpeed(factor) else {
                self = .instant
                return
            }
            self = ResolvedAnimation(base).rewarped { $0.sped(by: speed) }
        case .repeatCount(let base, let count, let autoreverses):
            self = ResolvedAnimation(base).repeated(passes: Double(max(count, 1)), autoreverses: autoreverses)
        case .repeatForever(let base, let autoreverses):
            self = ResolvedAnimation(base).repeated(passes: .infinity, autoreverses: autoreverses)
        case .sampled(_, let progress, let interval):
            guard progress.count > 1, interval > 0, interval.isFinite, progress.allSatisfy(\.isFinite) else {
                self = .instant
                return
            }
            self = .table(progress, interval: interval)
        }
    }

    /// A delay in seconds that a time warp can use, or nil when the animation becomes instant.
    static func sanitizedDelay(_ seconds: Double) -> Double? {
        if seconds == .infinity { return nil }
        return seconds > 0 ? seconds : 0
    }

    /// A speed factor that a time warp can use, or nil when the animation becomes instant.
    static func sanitizedSpeed(_ factor: Double) -> Double? {
        factor.isFinite && factor > 0 ? factor : nil
    }

    /// A spring released at rest one unit from its target, finishing by the renderer's rule in
    /// progress units (scale 1).
    private static func freshSpring(_ oscillator: DampedOscillator, initialVelocity: Double) -> ResolvedAnimation {
        let finish = SpringFinishRule.finishTime(
            oscillator: oscillator, displacements: [-1], velocities: [initialVelocity], scale: 1
        )
        return .spring(oscillator, initialVelocity: initialVelocity, finish: finish)
    }

    /// This animation on a clock whose warp is transformed by `transform` (a modifier wrapped
    /// around it). Consecutive modifiers fold into one warp.
    private func rewarped(_ transform: (TimeWarp) -> TimeWarp) -> ResolvedAnimation {
        let inner: ResolvedAnimation
        let warp: TimeWarp
        switch self {
        case .instant:
            // SwiftUI asks a delayed animation for its value at local time 0: an animation that is
            // already finished there finishes at once, delay or not.
            return .instant
        case .warped(let base, let baseWarp, _):
            inner = base
            warp = transform(baseWarp)
        default:
            inner = self
            warp = transform(.identity)
        }
        let innerFinish = inner.finishTime
        let finish = innerFinish.isFinite ? warp.elapsedTime(reaching: innerFinish) : .infinity
        return .warped(inner, warp, finish: finish)
    }

    /// This animation played `passes` times.
    private func repeated(passes: Double, autoreverses: Bool) -> ResolvedAnimation {
        let passDuration = finishTime
        // A pass that never ends is the whole animation; an instant one repeats into nothing.
        guard passDuration > 0, passDuration.isFinite else { return self }
        return .repeated(self, passes: passes, autoreverses: autoreverses, passDuration: passDuration)
    }
}

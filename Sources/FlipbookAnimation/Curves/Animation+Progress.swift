import FlipbookModel

extension Animation {
    /// How long a fresh run of this animation lasts, from its start to the time its value
    /// reaches the target for good: the duration of a curve, a spring's finish by the renderer's
    /// rule (≤ 10 s), delays, speeds and repeats included; .infinity for `repeatForever`, 0 for
    /// an instant animation. Useful to know when a removed view can go.
    public var finishTime: Double {
        ResolvedAnimation(self).finishTime
    }

    /// When a fresh run of this animation is logically complete, SwiftUI's default moment for
    /// a `withAnimation` completion (`.logicallyComplete`): a curve's duration; a spring's
    /// response (SEMANTICS §1.4: FluidSpringAnimation is logically complete at t ≥ response),
    /// an interpolating spring's perceptual duration 2π/ω0; delays, speeds and repeats
    /// included; .infinity for `repeatForever`. A spring usually settles (`finishTime`) later.
    public var logicalDuration: Double {
        switch self {
        case .timingCurve(_, _, _, _, let duration): return max(0, duration)
        case .spring(let response, _, _): return max(0, response)
        case .interpolatingSpring(let mass, let stiffness, let damping, _):
            let duration = SpringParameters(mass: mass, stiffness: stiffness, damping: damping).duration
            return duration.isFinite ? duration : finishTime
        case .delay(let base, let seconds): return max(0, seconds) + base.logicalDuration
        case .speed(let base, let factor): return factor > 0 ? base.logicalDuration / factor : .infinity
        case .repeatCount(let base, let count, _): return Double(max(0, count)) * base.logicalDuration
        case .repeatForever: return .infinity
        case .sampled(_, let progress, let interval): return Double(max(0, progress.count - 1)) * interval
        }
    }

    /// The unit progress of a fresh run of this animation at `time` seconds after its start:
    /// 0 at the start, 1 once finished, outside [0, 1] while a spring or curve overshoots.
    /// This resolves the animation on every call (a spring scans for its finish time); for
    /// many samples of one animation, use an `AnimatableTrack`.
    public func progress(at time: Double) -> Double {
        ResolvedAnimation(self).sample(at: time).progress
    }
}

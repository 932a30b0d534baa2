import FlipbookModel

/// An `Animation` resolved for evaluation: the fraction of its interval Δ it has covered, as a
/// function of the time since it started.
///
/// A fresh animation moves a value by Δ·p(t), whatever Δ is (SEMANTICS §0), and delay, speed
/// and repeat keep that form, so one scalar progress serves every vector component.
indirect enum ResolvedAnimation: Hashable, Sendable {
    /// Finished from the start: the value jumps to its target.
    case instant
    /// A Bézier timing curve over `duration` seconds (SEMANTICS §1.1).
    case curve(BezierTimingCurve, duration: Double)
    /// A spring released at rest one unit from its target (progress 0) with an initial
    /// progress velocity, which snaps to the target at `finish` (SEMANTICS §1.4).
    case spring(DampedOscillator, initialVelocity: Double, finish: Double)
    /// An animation on a clock transformed by delay and speed modifiers (SEMANTICS §1.5).
    case warped(ResolvedAnimation, TimeWarp, finish: Double)
    /// `passes` runs of an animation lasting `passDuration` each, pass k over [kD, (k+1)D)
    /// (SEMANTICS §1.5, idealised rule). `passes` may be infinite.
    case repeated(ResolvedAnimation, passes: Double, autoreverses: Bool, passDuration: Double)
    /// A scene's custom animation as sampled: progress at k·`interval`, linear between samples,
    /// finished after the last.
    case table([Double], interval: Double)

    /// The time from which the progress stays at 1.
    var finishTime: Double {
        switch self {
        case .instant: 0
        case .curve(_, let duration): duration
        case .spring(_, _, let finish): finish
        case .warped(_, _, let finish): finish
        case .repeated(_, let passes, _, let passDuration): passes * passDuration
        case .table(let progress, let interval): Double(progress.count - 1) * interval
        }
    }

    /// Progress and its rate at `time` seconds after the start (negative times count as 0).
    func sample(at time: Double) -> ProgressSample {
        guard time < finishTime else { return .finished }
        switch self {
        case .instant:
            return .finished
        case .curve(let curve, let duration):
            let u = time / duration
            return ProgressSample(
                progress: curve.progress(at: u),
                velocity: curve.slope(at: u) / duration,
                // SwiftUI's timing curves report no velocity to a spring that takes over (§1.6).
                reportsVelocity: false
            )
        case .spring(let oscillator, let initialVelocity, _):
            let propagator = oscillator.propagator(at: max(time, 0))
            return ProgressSample(
                progress: 1 + propagator.displacement(from: -1, velocity: initialVelocity),
                velocity: propagator.velocity(from: -1, velocity: initialVelocity),
                reportsVelocity: true
            )
        case .warped(let inner, let warp, _):
            var sample = inner.sample(at: warp.localTime(at: time))
            sample.velocity *= warp.localRate(at: time)
            return sample
        case .repeated(let inner, _, let autoreverses, let passDuration):
            let elapsed = max(time, 0)
            let pass = (elapsed / passDuration).rounded(.down)
            var sample = inner.sample(at: elapsed - pass * passDuration)
            if autoreverses && pass.truncatingRemainder(dividingBy: 2) != 0 {
                sample.progress = 1 - sample.progress
                sample.velocity = -sample.velocity
            }
            // SwiftUI's repeat modifier does not forward a velocity.
            sample.reportsVelocity = false
            return sample
        case .table(let progress, let interval):
            let position = max(time, 0) / interval
            let index = min(Int(position), progress.count - 2)
            let fraction = position - Double(index)
            let slope = progress[index + 1] - progress[index]
            // A custom animation reports no velocity to a spring that takes over, as curves do.
            return ProgressSample(
                progress: progress[index] + slope * fraction, velocity: slope / interval, reportsVelocity: false)
        }
    }
}

/// The state of one animation entry at one instant, in units of its interval Δ.
struct ProgressSample: Hashable, Sendable {
    /// The fraction of Δ covered; outside [0, 1] while a spring or curve overshoots.
    var progress: Double
    /// d(progress)/dt per second.
    var velocity: Double
    /// Whether SwiftUI hands this velocity to a spring that merges with the animation. Timing
    /// curves and repeats do not (SEMANTICS §1.6), so a merging spring starts from rest.
    var reportsVelocity: Bool

    static let finished = ProgressSample(progress: 1, velocity: 0, reportsVelocity: true)
}

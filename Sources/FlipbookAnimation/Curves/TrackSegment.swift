import FlipbookModel

/// What a value does from one recorded change until the next: it holds, or it animates.
///
/// The displayed value is an origin (a fixed value, or a merged spring) followed by the running
/// sum of the combined entries (SEMANTICS §1.6). A segment never changes once built, so any time
/// after its start can be evaluated in any order.
struct TrackSegment: Hashable, Sendable {
    /// Where the running sum starts: P₋₁ in SEMANTICS §1.6.
    enum Origin: Hashable, Sendable {
        case fixed([Double])
        case spring(MergedSpring)
    }

    /// The one animation of a segment that is not a combination, with the real time its
    /// (modifiers') clock started: what a later fluid spring may merge with.
    struct SoleAnimation: Hashable, Sendable {
        let chain: ModifierChain
        let clockStart: Double
    }

    /// The time of the change that made this segment.
    let start: Double
    /// The model value from this change on.
    let target: [Double]
    let origin: Origin
    let entries: [CombinedEntry]
    /// The time from which the value is `target` for good.
    let finishTime: Double
    /// Nil for a held value and for a combination of several animations.
    let sole: SoleAnimation?
    /// Whether the change was animated (a pending animated change at the same instant is
    /// replaced by the next one, SEMANTICS §1.6 case 3).
    let isAnimated: Bool

    /// A value that holds from `time` on.
    static func still(_ value: [Double], at time: Double) -> TrackSegment {
        TrackSegment(
            start: time, target: value, origin: .fixed(value), entries: [], finishTime: time,
            sole: nil, isAnimated: false
        )
    }

    /// Whether an animation is still moving the value at `time`.
    func isRunning(at time: Double) -> Bool { time < finishTime }

    /// The displayed value at `time` (≥ start).
    func value(at time: Double) -> [Double] {
        var values = target
        var unused: [Double] = []
        _ = evaluate(at: time, values: &values, velocities: &unused, withVelocity: false)
        return values
    }

    /// The time derivative of the displayed value at `time` (≥ start).
    func velocity(at time: Double) -> [Double] {
        var values = target
        var velocities = [Double](repeating: 0, count: target.count)
        _ = evaluate(at: time, values: &values, velocities: &velocities, withVelocity: true)
        return velocities
    }

    /// The velocity SwiftUI hands to a fluid spring that takes over at `time`: the running
    /// animation's own velocity, or zero when it reports none (timing curves, repeats) or when
    /// several animations are combined (SwiftUI's combining animation reports none).
    func mergeVelocity(at time: Double) -> [Double] {
        var values = target
        var velocities = [Double](repeating: 0, count: target.count)
        guard sole != nil, isRunning(at: time),
            evaluate(at: time, values: &values, velocities: &velocities, withVelocity: true)
        else {
            return [Double](repeating: 0, count: target.count)
        }
        return velocities
    }

    /// Writes the value (and the velocity, if asked) at `time` into buffers of the target's
    /// dimension. Returns whether every running part reports its velocity.
    private func evaluate(
        at time: Double,
        values: inout [Double],
        velocities: inout [Double],
        withVelocity: Bool
    ) -> Bool {
        guard isRunning(at: time) else {
            // `values` starts as the target; a finished segment has zero velocity.
            return true
        }
        var reportsVelocity = true
        switch origin {
        case .fixed(let value):
            values = value
        case .spring(let spring):
            spring.sample(at: time, values: &values, velocities: &velocities, withVelocity: withVelocity)
        }
        for entry in entries {
            reportsVelocity =
                entry.apply(
                    at: time, values: &values, velocities: &velocities, withVelocity: withVelocity
                ) && reportsVelocity
        }
        return reportsVelocity
    }
}

import FlipbookModel

/// The history of one animatable value (a vector: a frame, a colour, an opacity…): where it was
/// set, to what, and with which animation. Evaluating it at any time gives the displayed value.
///
/// Each change appends a segment that says what the value does from then until the next
/// change; the value at t comes from the last segment that starts at or before t. So the value
/// is a pure function of the recorded changes and t, and frames can be asked for in any order.
public struct AnimatableTrack: Hashable, Sendable {
    /// The latest model value.
    public private(set) var target: [Double]
    /// Non-decreasing start times; the first holds the initial value.
    private var segments: [TrackSegment]

    /// Creates a track that holds `initial` from `time` on (and before it).
    public init(initial: [Double], at time: Double) {
        target = initial
        segments = [.still(initial, at: time.isFinite ? time : 0)]
    }

    /// Records a change of the model value at `time` (times are non-decreasing across calls).
    /// animation == nil: the value moves by the change at `time`; running animations go on as
    /// offsets from the new value (they are not stopped), as SwiftUI's do. A vector of a
    /// different dimension than the current one jumps (no animation).
    ///
    /// A time earlier than the previous change, or not finite, counts as the previous change's
    /// time. Setting the current target again changes nothing, as in SwiftUI, where an
    /// unchanged value starts no animation. A change to or from a target with a non-finite
    /// component jumps, so that NaN cannot spread through animations.
    public mutating func set(_ newTarget: [Double], at time: Double, animation: Animation?) {
        guard newTarget != target else { return }
        let lastStart = segments[segments.count - 1].start
        let time = time.isFinite ? max(time, lastStart) : lastStart
        target = newTarget
        let previous = segments[segments.count - 1].target
        let isAnimatable =
            newTarget.count == previous.count
            && newTarget.allSatisfy { $0.isFinite } && previous.allSatisfy { $0.isFinite }
        guard let animation, isAnimatable else {
            let running = segments[segments.count - 1]
            if isAnimatable, running.isRunning(at: time) {
                segments.append(running.shifted(to: newTarget, at: time))
                return
            }
            appendStill(newTarget, at: time)
            return
        }
        // An animated change at the same instant has not rendered a frame yet: SwiftUI replaces
        // it (SEMANTICS §1.6 case 3), so the new one starts from what that one started from.
        while segments.count > 1, let last = segments.last, last.start == time, last.isAnimated {
            segments.removeLast()
        }
        let running = segments[segments.count - 1]
        guard newTarget != running.target else { return }
        segments.append(.following(running, to: newTarget, at: time, animation: animation))
    }

    /// Starts the value over at `newTarget` from `time`, stopping whatever runs: not a model
    /// change (that is `set` without animation) but the timeline's own restarts, such as a new
    /// life of an identity, a content fade that begins again, or a matched view's start.
    public mutating func reset(to newTarget: [Double], at time: Double) {
        let lastStart = segments[segments.count - 1].start
        let time = time.isFinite ? max(time, lastStart) : lastStart
        target = newTarget
        appendStill(newTarget, at: time)
    }

    private mutating func appendStill(_ value: [Double], at time: Double) {
        // Nothing that started at this instant was ever displayed past its first value.
        while segments.count > 1, segments[segments.count - 1].start == time {
            segments.removeLast()
        }
        segments.append(.still(value, at: time))
    }

    /// The displayed value at `time`: at any time, also before the last change.
    public func value(at time: Double) -> [Double] {
        guard let segment = segment(at: time) else { return segments[0].target }
        return segment.value(at: time)
    }

    /// The displayed value's rate of change per second at `time` (zero where it holds or jumps).
    ///
    /// This is the true derivative, timing curves included. A fluid spring that takes over
    /// inherits SwiftUI's notion instead, in which timing curves, repeats and combinations of
    /// several animations report no velocity (SEMANTICS §1.6).
    public func velocity(at time: Double) -> [Double] {
        guard let segment = segment(at: time) else { return [Double](repeating: 0, count: segments[0].target.count) }
        return segment.velocity(at: time)
    }

    /// The time from which the value stays at `target` for good (.infinity for repeatForever).
    public var finishTime: Double { segments[segments.count - 1].finishTime }

    /// Whether an animation moves the value at `time` (false where it holds).
    public func isAnimating(at time: Double) -> Bool {
        segment(at: time)?.isRunning(at: time) ?? false
    }

    /// The times of the recorded changes that are still in effect, in order (the first is the
    /// creation time).
    public var changeTimes: [Double] { segments.map(\.start) }

    /// The last segment starting at or before `time`, or nil before the first one.
    private func segment(at time: Double) -> TrackSegment? {
        if time.isNaN { return segments[segments.count - 1] }
        guard time >= segments[0].start else { return nil }
        // Binary search for the last start ≤ time; equal starts resolve to the latest segment.
        var low = 0
        var high = segments.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if segments[middle].start <= time { low = middle } else { high = middle }
        }
        return segments[low]
    }
}

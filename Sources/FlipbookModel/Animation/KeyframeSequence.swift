import Foundation

/// The keyframes of one `KeyframeTrack`, on the components of the animated value (its
/// `animatableData` as a vector), sampled as a function of the time since the track started.
///
/// Each keyframe starts where the previous one ended (the first one at `start`), and lasts its
/// duration; after the last one the value rests at its target (a spring cut off before it
/// settled jumps there). Velocities carry from one keyframe into the
/// next, as SwiftUI's documentation describes (the rules chosen where it is silent are in
/// docs/semantics.md, "Keyframes"):
/// - `linear`: `from + (to − from) · curve(τ/d)`;
/// - `spring`: a damped spring from `from` towards `to`, released with the start velocity (or
///   the previous keyframe's end velocity) and cut off after its duration: the next keyframe
///   starts where and as fast as it then is;
/// - `cubic`: a cubic Hermite segment. The velocity at a knot between two cubic keyframes is
///   Catmull-Rom's `(next − previous)/(time between them)`; next to another kind of keyframe
///   it is that keyframe's velocity there; at the track's start and end it is zero;
/// - `move`: jumps to the target at once.
public struct KeyframeSequence: Hashable, Sendable {
    public var start: [Double]
    public var keyframes: [Keyframe]

    public init(start: [Double], keyframes: [Keyframe]) {
        self.start = start
        self.keyframes = keyframes
    }

    /// The sum of the keyframes' durations.
    public var duration: Double { keyframes.reduce(0) { $0 + $1.duration } }

    /// The value `time` seconds after the track started.
    public func value(at time: Double) -> [Double] {
        var from = start
        var incoming = zeros
        var elapsed = 0.0
        for (index, keyframe) in keyframes.enumerated() {
            let to = fitted(keyframe.target)
            let local = time - elapsed
            if local < keyframe.duration {
                guard local > 0 else { return from }
                return segment(index, from: from, to: to, incoming: incoming).value(at: local)
            }
            // After the last keyframe the track rests at its target.
            guard index + 1 < keyframes.count else { return to }
            let finished = segment(index, from: from, to: to, incoming: incoming)
            incoming = finished.endVelocity
            from = finished.endValue
            elapsed += keyframe.duration
        }
        return from
    }

    private var zeros: [Double] { Array(repeating: 0, count: start.count) }

    /// A target with as many components as the start value (a mismatch is padded or cut).
    private func fitted(_ vector: [Double]) -> [Double] {
        if vector.count == start.count { return vector }
        return (0..<start.count).map { $0 < vector.count ? vector[$0] : 0 }
    }

    /// Where keyframe `index` starts: the previous target, or the track's start.
    private func origin(of index: Int) -> [Double] {
        index == 0 ? start : fitted(keyframes[index - 1].target)
    }

    private func segment(_ index: Int, from: [Double], to: [Double], incoming: [Double]) -> Segment {
        let keyframe = keyframes[index]
        switch keyframe.kind {
        case .linear(let curve):
            return .linear(from: from, to: to, duration: keyframe.duration, curve: curve)
        case .spring(let spring, let startVelocity):
            return .spring(
                from: from, to: to, duration: keyframe.duration, spring: spring,
                velocity: startVelocity.map(fitted) ?? incoming)
        case .cubic(let startVelocity, let endVelocity):
            let startSlope = startVelocity.map(fitted) ?? knotVelocity(before: index, incoming: incoming)
            let endSlope = endVelocity.map(fitted) ?? knotVelocity(after: index)
            return .cubic(from: from, to: to, duration: keyframe.duration, startVelocity: startSlope, endVelocity: endSlope)
        case .move:
            return .move(to: to)
        }
    }

    /// The velocity at the start of cubic keyframe `index`.
    private func knotVelocity(before index: Int, incoming: [Double]) -> [Double] {
        guard index > 0 else { return zeros }
        let previous = keyframes[index - 1]
        guard case .cubic = previous.kind else { return incoming }
        return catmullRom(
            origin(of: index - 1), fitted(keyframes[index].target), over: previous.duration + keyframes[index].duration)
    }

    /// The velocity at the end of cubic keyframe `index`.
    private func knotVelocity(after index: Int) -> [Double] {
        guard index + 1 < keyframes.count else { return zeros }
        let next = keyframes[index + 1]
        let here = fitted(keyframes[index].target)
        let there = fitted(next.target)
        switch next.kind {
        case .cubic, .spring(_, nil):
            // A spring with no start velocity of its own takes this one: the spline's estimate.
            return catmullRom(origin(of: index), there, over: keyframes[index].duration + next.duration)
        case .spring(_, let velocity?):
            return fitted(velocity)
        case .linear(let curve):
            guard next.duration > 0 else { return zeros }
            let slope = curve.slope(at: 0) / next.duration
            return zip(here, there).map { ($1 - $0) * slope }
        case .move:
            return zeros
        }
    }

    private func catmullRom(_ previous: [Double], _ next: [Double], over time: Double) -> [Double] {
        guard time > 0 else { return zeros }
        return zip(previous, next).map { ($1 - $0) / time }
    }
}

/// One keyframe: where it goes, how, and for how long.
public struct Keyframe: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case linear(KeyframeCurve)
        case spring(SpringParameters, startVelocity: [Double]?)
        case cubic(startVelocity: [Double]?, endVelocity: [Double]?)
        case move
    }

    public var kind: Kind
    public var target: [Double]
    /// Seconds; zero for a move.
    public var duration: Double

    public init(_ kind: Kind, target: [Double], duration: Double) {
        self.kind = kind
        self.target = target
        if case .move = kind { self.duration = 0 } else { self.duration = duration.isFinite ? max(duration, 0) : 0 }
    }
}

/// SwiftUI's `UnitCurve`: the easing of a linear keyframe.
public enum KeyframeCurve: Hashable, Sendable {
    case linear
    case bezier(BezierTimingCurve)
    case circularEaseIn
    case circularEaseOut
    case circularEaseInOut

    /// Progress at input progress `u` in [0, 1].
    public func value(at u: Double) -> Double {
        let u = min(max(u, 0), 1)
        switch self {
        case .linear: return u
        case .bezier(let curve): return curve.progress(at: u)
        case .circularEaseIn: return 1 - (1 - u * u).squareRoot()
        case .circularEaseOut: return (1 - (u - 1) * (u - 1)).squareRoot()
        case .circularEaseInOut:
            return u < 0.5
                ? (1 - (1 - 4 * u * u).squareRoot()) / 2
                : ((1 - (2 * u - 2) * (2 * u - 2)).squareRoot() + 1) / 2
        }
    }

    /// d(progress)/du.
    public func slope(at u: Double) -> Double {
        switch self {
        case .linear: return 1
        case .bezier(let curve): return curve.slope(at: u)
        default:
            // The circular curves are vertical at one end; a one-sided difference stays finite.
            let h = 1e-4
            let a = min(max(u - h, 0), 1 - 2 * h)
            return (value(at: a + 2 * h) - value(at: a)) / (2 * h)
        }
    }
}

/// A keyframe's motion between its two knots.
private enum Segment {
    case linear(from: [Double], to: [Double], duration: Double, curve: KeyframeCurve)
    case spring(from: [Double], to: [Double], duration: Double, spring: SpringParameters, velocity: [Double])
    case cubic(from: [Double], to: [Double], duration: Double, startVelocity: [Double], endVelocity: [Double])
    case move(to: [Double])

    func value(at t: Double) -> [Double] {
        switch self {
        case .linear(let from, let to, let duration, let curve):
            let p = curve.value(at: t / duration)
            return zip(from, to).map { $0 + ($1 - $0) * p }
        case .spring(let from, let to, _, let spring, let velocity):
            let propagator = oscillator(spring).propagator(at: t)
            return (0..<to.count).map { i in
                to[i] + propagator.displacement(from: from[i] - to[i], velocity: velocity[i])
            }
        case .cubic(let from, let to, let duration, let v0, let v1):
            let s = t / duration
            let s2 = s * s
            let s3 = s2 * s
            let h00 = 2 * s3 - 3 * s2 + 1
            let h10 = s3 - 2 * s2 + s
            let h01 = -2 * s3 + 3 * s2
            let h11 = s3 - s2
            return (0..<to.count).map { i in
                h00 * from[i] + h10 * duration * v0[i] + h01 * to[i] + h11 * duration * v1[i]
            }
        case .move(let to):
            return to
        }
    }

    /// The value as the segment ends: its target, except for a spring cut off before it
    /// settled, which the next keyframe takes over where it is.
    var endValue: [Double] {
        switch self {
        case .linear(_, let to, _, _), .cubic(_, let to, _, _, _), .move(let to): return to
        case .spring(_, _, let duration, _, _): return value(at: duration)
        }
    }

    /// The velocity as the segment ends.
    var endVelocity: [Double] {
        switch self {
        case .linear(let from, let to, let duration, let curve):
            guard duration > 0 else { return from.map { _ in 0 } }
            let slope = curve.slope(at: 1) / duration
            return zip(from, to).map { ($1 - $0) * slope }
        case .spring(let from, let to, let duration, let spring, let velocity):
            let propagator = oscillator(spring).propagator(at: duration)
            return (0..<to.count).map { i in propagator.velocity(from: from[i] - to[i], velocity: velocity[i]) }
        case .cubic(_, _, _, _, let v1):
            return v1
        case .move(let to):
            return to.map { _ in 0 }
        }
    }

    private func oscillator(_ spring: SpringParameters) -> DampedOscillator {
        DampedOscillator(naturalFrequency: spring.angularFrequency, dampingRatio: spring.dampingRatio)
    }
}

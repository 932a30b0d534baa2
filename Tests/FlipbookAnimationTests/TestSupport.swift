import FlipbookAnimation
import FlipbookModel

/// Named animations of SEMANTICS §1.3, built from the model's cases.
enum Springs {
    /// `.smooth` and `.spring` (no arguments): response 0.5, ζ = 1.
    static let smooth = Animation.spring(response: 0.5, dampingFraction: 1, blendDuration: 0)
    /// `.snappy`: bounce 0.15, so ζ = 0.85.
    static let snappy = Animation.spring(response: 0.5, dampingFraction: 0.85, blendDuration: 0)
    /// `.bouncy`: bounce 0.3, so ζ = 0.7.
    static let bouncy = Animation.spring(response: 0.5, dampingFraction: 0.7, blendDuration: 0)
    /// `interpolatingSpring(stiffness: 100, damping: 10)`: ω0 = 10, ζ = 0.5.
    static let interpolating = Animation.interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
}

/// Whether two numbers agree to within `tolerance`.
func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two vectors have the same length and agree component-wise to within `tolerance`.
func isClose(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-6) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

/// A one-component track at `from` that is set to `to` at time `start` with `animation`.
func scalarTrack(from: Double, to: Double, at start: Double = 0, animation: Animation?) -> AnimatableTrack {
    var track = AnimatableTrack(initial: [from], at: 0)
    track.set([to], at: start, animation: animation)
    return track
}

extension AnimatableTrack {
    /// The first component of the value at `time`.
    func scalar(at time: Double) -> Double { value(at: time)[0] }
}

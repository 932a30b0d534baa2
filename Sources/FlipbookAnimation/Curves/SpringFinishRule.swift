import FlipbookModel

/// When a spring counts as finished: the renderer's rule of SEMANTICS §1.4, made independent of
/// the frame rate by testing a fixed 1 ms grid from the spring's start instead of frames.
///
/// The rule reads "|x − 1| < 1e-3 and |v| < 1e-2 /s in progress units". A spring that starts
/// elsewhere than at rest one unit away (a merged spring, or an interpolating spring with an
/// initial velocity) has no single progress unit, so the thresholds scale with a length S:
/// for a fresh spring S is its travel ‖Δ‖∞, which gives back the progress rule.
enum SpringFinishRule {
    /// The position tolerance, as a fraction of the scale S.
    static let positionTolerance = 1e-3
    /// The velocity tolerance per second, as a fraction of the scale S.
    static let velocityTolerance = 1e-2
    /// The spacing of the grid the rule is tested on.
    static let gridStep = 1e-3
    /// A spring that has not settled by then snaps to its target.
    static let cap = 10.0

    /// The number of grid steps up to the cap.
    static var gridCount: Int { Int((cap / gridStep).rounded()) }

    /// The scale S of a spring starting with displacement y0 and velocity v0 from its target:
    /// max(‖y0‖∞, ‖v0‖∞/ω0), so that a spring resting one unit away has S = 1.
    static func scale(displacements: [Double], velocities: [Double], naturalFrequency: Double) -> Double {
        var largestDisplacement = 0.0
        for y in displacements { largestDisplacement = max(largestDisplacement, abs(y)) }
        var largestVelocity = 0.0
        for v in velocities { largestVelocity = max(largestVelocity, abs(v)) }
        guard naturalFrequency > 0 else { return largestDisplacement }
        return max(largestDisplacement, largestVelocity / naturalFrequency)
    }

    /// Whether a state whose largest displacement and velocity components are given is settled.
    static func isSettled(largestDisplacement: Double, largestVelocity: Double, scale: Double) -> Bool {
        largestDisplacement < positionTolerance * scale && largestVelocity < velocityTolerance * scale
    }

    /// The first grid time at which a closed-form spring with state (y0, v0) per component at
    /// time `origin` is settled, or the cap. Grid times before `firstStep` were already tested
    /// by the caller (a blended spring integrates its first steps numerically). A zero scale (at
    /// rest on the target) finishes at once.
    static func finishTime(
        oscillator: DampedOscillator,
        displacements: [Double],
        velocities: [Double],
        scale: Double,
        origin: Double = 0,
        firstStep: Int = 0
    ) -> Double {
        guard scale > 0, scale.isFinite else { return 0 }
        for step in firstStep..<max(firstStep, gridCount) {
            let time = Double(step) * gridStep
            let propagator = oscillator.propagator(at: time - origin)
            var largestDisplacement = 0.0
            var largestVelocity = 0.0
            for index in displacements.indices {
                let y0 = displacements[index]
                let v0 = velocities[index]
                largestDisplacement = max(largestDisplacement, abs(propagator.displacement(from: y0, velocity: v0)))
                largestVelocity = max(largestVelocity, abs(propagator.velocity(from: y0, velocity: v0)))
            }
            if isSettled(largestDisplacement: largestDisplacement, largestVelocity: largestVelocity, scale: scale) {
                return time
            }
        }
        return cap
    }
}

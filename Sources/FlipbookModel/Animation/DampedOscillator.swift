import Foundation

/// A unit-mass damped harmonic oscillator y'' + 2ζω0·y' + ω0²·y = 0, solved in closed form
/// (SEMANTICS §1.4). y is the displacement from the spring's rest point (value − target).
public struct DampedOscillator: Hashable, Sendable {
    /// The closed-form branch, with the constants each one needs.
    public enum Regime: Hashable, Sendable {
        case underdamped(decay: Double, dampedFrequency: Double)
        case critical
        case overdamped(slowRoot: Double, fastRoot: Double)
    }

    /// Natural angular frequency ω0 in radians per second.
    public let naturalFrequency: Double
    /// Damping ratio ζ, after clamping.
    public let dampingRatio: Double
    public let regime: Regime

    /// Creates the oscillator. ζ is clamped to [0, 10⁶]: a negative ratio would grow without
    /// bound, and an infinite one (`bounce: -1`) has no finite roots.
    public init(naturalFrequency: Double, dampingRatio: Double) {
        let zeta = min(max(dampingRatio, 0), 1e6)
        let omega = naturalFrequency
        self.naturalFrequency = omega
        self.dampingRatio = zeta
        // Near ζ = 1 the other branches divide by a vanishing ωd or root gap; the critical
        // solution is their common limit.
        if abs(zeta - 1) <= 1e-9 {
            regime = .critical
        } else if zeta < 1 {
            regime = .underdamped(decay: zeta * omega, dampedFrequency: omega * (1 - zeta * zeta).squareRoot())
        } else {
            let fast = -zeta * omega - omega * (zeta * zeta - 1).squareRoot()
            // r₊ = ω0²/r₋ (the roots multiply to ω0²) avoids the cancellation in −λ + ω0√(ζ²−1).
            regime = .overdamped(slowRoot: omega * omega / fast, fastRoot: fast)
        }
    }

    /// The fundamental solution at time t: how the initial displacement and velocity propagate.
    public func propagator(at t: Double) -> SpringPropagator {
        let omega = naturalFrequency
        switch regime {
        case .underdamped(let decay, let dampedFrequency):
            let envelope = exp(-decay * t)
            let cosine = cos(dampedFrequency * t)
            let sine = sin(dampedFrequency * t)
            return SpringPropagator(
                displacementFromDisplacement: envelope * (cosine + decay * sine / dampedFrequency),
                displacementFromVelocity: envelope * sine / dampedFrequency,
                velocityFromDisplacement: -envelope * omega * omega * sine / dampedFrequency,
                velocityFromVelocity: envelope * (cosine - decay * sine / dampedFrequency)
            )
        case .critical:
            let envelope = exp(-omega * t)
            return SpringPropagator(
                displacementFromDisplacement: envelope * (1 + omega * t),
                displacementFromVelocity: envelope * t,
                velocityFromDisplacement: -envelope * omega * omega * t,
                velocityFromVelocity: envelope * (1 - omega * t)
            )
        case .overdamped(let slow, let fast):
            let slowTerm = exp(slow * t)
            let fastTerm = exp(fast * t)
            let gap = fast - slow
            return SpringPropagator(
                displacementFromDisplacement: (fast * slowTerm - slow * fastTerm) / gap,
                displacementFromVelocity: (fastTerm - slowTerm) / gap,
                velocityFromDisplacement: slow * fast * (slowTerm - fastTerm) / gap,
                velocityFromVelocity: (fast * fastTerm - slow * slowTerm) / gap
            )
        }
    }
}

/// The 2×2 matrix that maps an oscillator's state at time 0 to its state at time t. The
/// solution is linear in the initial state, so one matrix serves every vector component.
public struct SpringPropagator: Hashable, Sendable {
    public let displacementFromDisplacement: Double
    public let displacementFromVelocity: Double
    public let velocityFromDisplacement: Double
    public let velocityFromVelocity: Double

    public func displacement(from y0: Double, velocity v0: Double) -> Double {
        displacementFromDisplacement * y0 + displacementFromVelocity * v0
    }

    public func velocity(from y0: Double, velocity v0: Double) -> Double {
        velocityFromDisplacement * y0 + velocityFromVelocity * v0
    }
}

import Foundation

/// A spring described both ways SwiftUI's `Spring` offers: physically (mass, stiffness,
/// damping) and perceptually (duration, bounce), with the conversions of SEMANTICS §1.3.
public struct SpringParameters: Hashable, Sendable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double

    /// A spring from its physical constants.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// `Spring(duration:bounce:)`: k = (2π/duration)², c = 2√k·ζ with ζ = 1 − bounce for
    /// bounce ≥ 0 and 1/(1 + bounce) below; mass 1.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.init(response: duration, dampingRatio: Animation.dampingFraction(bounce: bounce))
    }

    /// `Spring(response:dampingRatio:)`: the same as duration = response with ζ given directly.
    /// A response ≤ 0 is infinitely stiff.
    public init(response: Double, dampingRatio: Double) {
        let stiffness = response > 0 ? pow(2 * Double.pi / response, 2) : .infinity
        let damping = dampingRatio == 0 ? 0 : 2 * stiffness.squareRoot() * dampingRatio
        self.init(mass: 1, stiffness: stiffness, damping: damping)
    }

    /// ω0 = √(k/m) in radians per second; 0 unless mass and stiffness are positive.
    public var angularFrequency: Double {
        mass > 0 && stiffness > 0 ? (stiffness / mass).squareRoot() : 0
    }

    /// ζ = c/(2√(km)); 0 unless mass and stiffness are positive and the ratio is defined.
    public var dampingRatio: Double {
        guard mass > 0, stiffness > 0 else { return 0 }
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        return ratio.isNaN ? 0 : ratio
    }

    /// The perceptual duration 2π/ω0 (infinite for a spring without stiffness).
    public var duration: Double {
        angularFrequency > 0 ? 2 * Double.pi / angularFrequency : .infinity
    }

    /// 1 − ζ for ζ ≤ 1, 1/ζ − 1 above.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// SwiftUI's `settlingDuration` with ε = 0.001, released at rest (SEMANTICS §1.4, [O]):
    /// −ln(ε/(λ + 1))/λ for ζ < 1, and for ζ ≥ 1 the first multiple of 0.1 s after which
    /// |x − 1| < ε for a full second. Infinite if the spring never settles within 100 s.
    /// This is SwiftUI's estimate; the renderer's finish rule is `Animation.finishTime`.
    public var settlingDuration: Double {
        let epsilon = 1e-3
        let omega = angularFrequency
        let ratio = dampingRatio
        guard omega > 0, omega.isFinite, ratio > 0, ratio.isFinite else { return omega.isFinite ? .infinity : 0 }
        if ratio < 1 {
            let decay = ratio * omega
            return -log(epsilon / (decay + 1)) / decay
        }
        let oscillator = DampedOscillator(naturalFrequency: omega, dampingRatio: ratio)
        func isWithin(_ time: Double) -> Bool {
            abs(oscillator.propagator(at: time).displacement(from: -1, velocity: 0)) < epsilon
        }
        var streak = 0
        for step in 0...1000 {
            // A full second is the grid point itself and the ten after it.
            streak = isWithin(Double(step) / 10) ? streak + 1 : 0
            if streak == 11 { return Double(step - 10) / 10 }
        }
        return .infinity
    }
}

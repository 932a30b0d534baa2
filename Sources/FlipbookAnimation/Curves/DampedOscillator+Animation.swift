import FlipbookModel
import Foundation

extension DampedOscillator {
    /// SwiftUI's stiffness cap for fluid springs: responses below 2π/√45000 ≈ 0.0296 s all run
    /// at this stiffness (SEMANTICS §1.4).
    static let fluidStiffnessCap = 45000.0

    /// The oscillator of a fluid spring (`.spring`, `.smooth`, `.snappy`, `.bouncy`…):
    /// ω0 = 2π/response, ζ = dampingFraction (SEMANTICS §1.3). Nil when the spring is instant:
    /// a response ≤ 0 is an infinitely stiff spring, and a non-finite parameter cannot move.
    init?(fluidResponse response: Double, dampingFraction: Double) {
        guard response.isFinite, response > 0, !dampingFraction.isNaN else {
            return nil
        }
        let stiffness = min(pow(2 * Double.pi / response, 2), Self.fluidStiffnessCap)
        self.init(naturalFrequency: stiffness.squareRoot(), dampingRatio: dampingFraction)
    }

    /// The oscillator of `interpolatingSpring(mass:stiffness:damping:)`: ω0 = √(k/m) and
    /// ζ = c/(2√(km)), with every ζ ≥ 1 run as critically damped at ω0, as SwiftUI's
    /// `SpringAnimation` does (SEMANTICS §1.4). Nil when the spring cannot move: a mass or
    /// stiffness that is not positive and finite, or a non-finite damping.
    init?(mass: Double, stiffness: Double, damping: Double) {
        guard mass.isFinite, mass > 0, stiffness.isFinite, stiffness > 0, damping.isFinite else {
            return nil
        }
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        self.init(naturalFrequency: (stiffness / mass).squareRoot(), dampingRatio: min(ratio, 1))
    }
}

import FlipbookModel
import Foundation
import Testing

@testable import FlipbookAnimation

@Suite("Spring closed forms (SEMANTICS §1.4, §6)")
struct DampedOscillatorTests {
    static let times = [0.05, 0.10, 0.20, 0.30, 0.50, 1.00]

    static let table: [(name: String, animation: Animation, progress: [Double])] = [
        ("smooth", Springs.smooth, [0.131311, 0.357740, 0.715416, 0.890034, 0.986399, 0.999953]),
        ("default", .default, [0.112512, 0.316461, 0.665624, 0.856214, 0.977810, 0.999864]),
        (
            "spring(0.5, 0.825)", .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0),
            [0.139417, 0.393608, 0.799649, 0.968511, 1.008402, 0.999945]
        ),
        ("snappy", Springs.snappy, [0.138210, 0.388102, 0.786369, 0.956447, 1.006020, 0.999966]),
        ("bouncy", Springs.bouncy, [0.145715, 0.423302, 0.873711, 1.033930, 1.014498, 1.000072]),
        ("bounce -0.5", .spring(duration: 0.5, bounce: -0.5), [0.096998, 0.231362, 0.450605, 0.607665, 0.799926, 0.962845]),
        ("interpolating(100, 10)", Springs.interpolating, [0.104405, 0.340300, 0.849426, 1.124355, 1.074591, 1.002170]),
    ]

    /// The unsnapped closed form of a resolved spring animation.
    static func closedForm(_ animation: Animation, at time: Double) -> Double {
        guard case .spring(let oscillator, let initialVelocity, _) = ResolvedAnimation(animation) else {
            Issue.record("\(animation) did not resolve to a spring")
            return .nan
        }
        return 1 + oscillator.propagator(at: time).displacement(from: -1, velocity: initialVelocity)
    }

    @Test("closed form matches the reference table to 1e-6", arguments: 0..<7)
    func referenceTable(row: Int) {
        let entry = Self.table[row]
        for (time, expected) in zip(Self.times, entry.progress) {
            let progress = Self.closedForm(entry.animation, at: time)
            #expect(isClose(progress, expected), "\(entry.name) at \(time): \(progress) ≠ \(expected)")
        }
    }

    @Test("rendered progress is the closed form until the finish, then exactly 1", arguments: 0..<7)
    func renderedProgress(row: Int) {
        let entry = Self.table[row]
        let finish = entry.animation.finishTime
        for time in Self.times {
            let rendered = entry.animation.progress(at: time)
            let expected = time < finish ? Self.closedForm(entry.animation, at: time) : 1
            #expect(rendered == expected, "\(entry.name) at \(time)")
        }
    }

    @Test("first peaks: bouncy 1.045988 at 0.350070 s, snappy 1.006288 at 0.474579 s")
    func firstPeaks() {
        for (animation, time, peak) in [(Springs.bouncy, 0.350070, 1.045988), (Springs.snappy, 0.474579, 1.006288)] {
            #expect(isClose(Self.closedForm(animation, at: time), peak))
            // A peak: the neighbours on both sides are lower.
            #expect(Self.closedForm(animation, at: time - 1e-3) < Self.closedForm(animation, at: time))
            #expect(Self.closedForm(animation, at: time + 1e-3) < Self.closedForm(animation, at: time))
        }
    }

    @Test("smooth reaches 0.99 at 0.5283 s and 0.999 at 0.7348 s")
    func smoothThresholds() {
        #expect(Self.closedForm(Springs.smooth, at: 0.5282) < 0.99)
        #expect(Self.closedForm(Springs.smooth, at: 0.5283) >= 0.99)
        #expect(Self.closedForm(Springs.smooth, at: 0.7347) < 0.999)
        #expect(Self.closedForm(Springs.smooth, at: 0.7348) >= 0.999)
    }

    @Test("an interpolating spring with ζ ≥ 1 runs critically damped at ω0")
    func interpolatingOverdampedIsCritical() {
        let overdamped = Animation.interpolatingSpring(mass: 1, stiffness: 100, damping: 40, initialVelocity: 0)
        // Critical at ω0 = 10: 1 − e^(−1)·(1 + 1) at t = 0.1.
        #expect(isClose(overdamped.progress(at: 0.1), 0.264241))
        // A fluid spring with ζ = 2 does not get that treatment (table row "bounce -0.5").
        #expect(isClose(Animation.spring(duration: 0.5, bounce: -0.5).progress(at: 0.1), 0.231362))
    }

    @Test("an interpolating spring starts with its initial velocity in units of Δ per second")
    func initialVelocity() {
        let kicked = Animation.interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 3)
        let track = scalarTrack(from: 10, to: 30, animation: kicked)
        #expect(isClose(track.velocity(at: 0)[0], 60, 1e-9))
        #expect(track.scalar(at: 0) == 10)
        // The closed form with v0: x = 1 − e^(−λt)[cos ωd·t + ((λ − v0)/ωd) sin ωd·t].
        let lambda = 5.0
        let omegaD = 10 * (0.75).squareRoot()
        let t = 0.1
        let expected = 1 - exp(-lambda * t) * (cos(omegaD * t) + (lambda - 3) / omegaD * sin(omegaD * t))
        #expect(isClose(kicked.progress(at: t), expected, 1e-12))
    }

    @Test("a mass scales the natural frequency: ω0 = √(k/m)")
    func massScalesFrequency() {
        let heavy = Animation.interpolatingSpring(mass: 4, stiffness: 400, damping: 20, initialVelocity: 0)
        // k/m = 100 and c/(2√(km)) = 0.25: compare with the unit-mass equivalent.
        let unit = Animation.interpolatingSpring(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0)
        for t in [0.1, 0.3, 0.7] {
            #expect(isClose(heavy.progress(at: t), unit.progress(at: t), 1e-12))
        }
    }

    @Test("the velocity of each regime is the derivative of its displacement")
    func velocityIsDerivative() {
        for ratio in [0.0, 0.3, 1.0, 1.0 + 1e-10, 1.5, 40] {
            let oscillator = DampedOscillator(naturalFrequency: 9, dampingRatio: ratio)
            for t in [0.05, 0.4, 1.3] {
                let h = 1e-6
                let ahead = oscillator.propagator(at: t + h).displacement(from: 2, velocity: -7)
                let behind = oscillator.propagator(at: t - h).displacement(from: 2, velocity: -7)
                let velocity = oscillator.propagator(at: t).velocity(from: 2, velocity: -7)
                #expect(isClose(velocity, (ahead - behind) / (2 * h), 1e-5), "ζ = \(ratio), t = \(t)")
            }
            let start = oscillator.propagator(at: 0)
            #expect(isClose(start.displacement(from: 2, velocity: -7), 2, 1e-12))
            #expect(isClose(start.velocity(from: 2, velocity: -7), -7, 1e-12))
        }
    }
}

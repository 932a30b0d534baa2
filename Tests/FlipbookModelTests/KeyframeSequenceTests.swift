import FlipbookModel
import Foundation
import Testing

/// A keyframe track sampled in time: each keyframe kind, and how velocities carry from one to
/// the next. Expected values are worked out by hand from the formulas in docs/semantics.md.
@Suite struct KeyframeSequenceTests {
    func sample(_ keyframes: [Keyframe], start: Double = 0, at time: Double) -> Double {
        KeyframeSequence(start: [start], keyframes: keyframes).value(at: time)[0]
    }

    func linear(_ to: Double, _ duration: Double, _ curve: KeyframeCurve = .linear) -> Keyframe {
        Keyframe(.linear(curve), target: [to], duration: duration)
    }

    func cubic(_ to: Double, _ duration: Double) -> Keyframe {
        Keyframe(.cubic(startVelocity: nil, endVelocity: nil), target: [to], duration: duration)
    }

    @Test func linearKeyframesInterpolateAndThenHold() {
        let keyframes = [linear(10, 1), linear(-10, 2)]
        #expect(sample(keyframes, at: -1) == 0)
        #expect(sample(keyframes, at: 0.25) == 2.5)
        #expect(sample(keyframes, at: 1) == 10)
        #expect(sample(keyframes, at: 2) == 0)
        #expect(sample(keyframes, at: 10) == -10)
        #expect(KeyframeSequence(start: [0], keyframes: keyframes).duration == 3)
    }

    @Test func aLinearKeyframeFollowsItsUnitCurve() {
        let easeIn = KeyframeCurve.bezier(BezierTimingCurve(c0x: 0.42, c0y: 0, c1x: 1, c1y: 1))
        let value = sample([linear(100, 1, easeIn)], at: 0.5)
        #expect(abs(value - 100 * easeIn.value(at: 0.5)) < 1e-9)
        #expect(value < 40)
        // circularEaseIn: 1 − √(1 − u²).
        #expect(abs(sample([linear(1, 1, .circularEaseIn)], at: 0.6) - 0.2) < 1e-12)
    }

    @Test func aMoveJumpsAndTheNextKeyframeStartsThere() {
        let keyframes = [Keyframe(.move, target: [5], duration: 3), linear(15, 1)]
        #expect(sample(keyframes, at: 0) == 5)
        #expect(sample(keyframes, at: 0.5) == 10)
    }

    @Test func cubicKeyframesAreACatmullRomSpline() {
        // Up and back: the velocity at the top is (0 − 0)/2 = 0, and zero at both ends, so
        // the first half is 10·(3s² − 2s³).
        #expect(abs(sample([cubic(10, 1), cubic(0, 1)], at: 0.5) - 5) < 1e-12)
        #expect(abs(sample([cubic(10, 1), cubic(0, 1)], at: 0.25) - 1.5625) < 1e-12)
        // Still climbing: the velocity at the knot is (20 − 0)/2 = 10, which pulls the first
        // segment's middle down by 10·(s³ − s²) = −1.25.
        #expect(abs(sample([cubic(10, 1), cubic(20, 1)], at: 0.5) - 3.75) < 1e-12)
    }

    @Test func aCubicKeyframeAfterALinearOneStartsAtItsVelocity() {
        // The linear keyframe ends at 10 per second; the cubic one holds 10 and ends at rest:
        // 10 + 10·(s³ − 2s² + s) at s = 0.5.
        #expect(abs(sample([linear(10, 1), cubic(10, 1)], at: 1.5) - 11.25) < 1e-12)
    }

    @Test func aSpringKeyframeIsADampedSpringCutOffAfterItsDuration() {
        // Critically damped (bounce 0), duration 0.5: ω0 = 4π, x(t) = 1 − (1 + ω0·t)·e^(−ω0·t).
        let spring = SpringParameters(duration: 0.5, bounce: 0)
        let keyframes = [Keyframe(.spring(spring, startVelocity: nil), target: [1], duration: 0.25), linear(1, 1)]
        let expected = 1 - (1 + Double.pi) * exp(-Double.pi)
        #expect(abs(sample(keyframes, at: 0.125) - (1 - (1 + Double.pi / 2) * exp(-Double.pi / 2))) < 1e-9)
        // The next keyframe starts where the spring was cut off, not at its target.
        #expect(abs(sample(keyframes, at: 0.25) - expected) < 1e-9)
        #expect(abs(sample(keyframes, at: 0.75) - (expected + (1 - expected) / 2)) < 1e-9)
    }

    @Test func aSpringKeyframeTakesTheIncomingVelocity() {
        let spring = SpringParameters(duration: 0.5, bounce: 0)
        // Released at the target moving at 10 per second, the spring overshoots and comes back:
        // x(t) = 10·t·e^(−ω0·t) above the target.
        let keyframes = [linear(1, 0.1), Keyframe(.spring(spring, startVelocity: nil), target: [1], duration: 1)]
        let t = 0.05
        #expect(abs(sample(keyframes, at: 0.1 + t) - (1 + 10 * t * exp(-4 * Double.pi * t))) < 1e-9)
    }

    @Test func everyComponentOfAVectorMovesOnItsOwn() {
        let sequence = KeyframeSequence(
            start: [0, 100], keyframes: [Keyframe(.linear(.linear), target: [10, 0], duration: 1)])
        #expect(sequence.value(at: 0.5) == [5, 50])
    }
}

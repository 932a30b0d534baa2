import FlipbookModel
import Foundation
import Testing

@testable import FlipbookAnimation

@Suite("Interruption: merge and combine (SEMANTICS §1.6, §6)")
struct InterruptionTests {
    static let linear = Animation.linear(duration: 1)

    @Test("combine: linear 0 → 100, retargeted to 0 at 0.5 s: 25, 50, 56.25, 50, 25, 0")
    func combineTable() {
        var track = scalarTrack(from: 0, to: 100, animation: Self.linear)
        track.set([0], at: 0.5, animation: Self.linear)
        let expected: [(Double, Double)] = [(0.25, 25), (0.5, 50), (0.75, 56.25), (1.0, 50), (1.25, 25), (1.5, 0)]
        for (time, value) in expected {
            #expect(isClose(track.scalar(at: time), value, 1e-9), "t = \(time)")
        }
        #expect(track.finishTime == 1.5)
    }

    @Test("merge: smooth 0 → 100, retargeted to 0 at 0.2 s follows the reference values")
    func mergeTable() {
        var track = scalarTrack(from: 0, to: 100, animation: Springs.smooth)
        #expect(isClose(track.scalar(at: 0.2), 71.541569))
        #expect(isClose(track.velocity(at: 0.2)[0], 255.828333))
        track.set([0], at: 0.2, animation: Springs.smooth)
        let expected: [(Double, Double)] = [
            (0.25, 68.971410), (0.30, 53.229438), (0.40, 24.504160), (0.50, 9.636513), (0.70, 1.211904),
        ]
        for (time, value) in expected {
            #expect(isClose(track.scalar(at: time), value), "t = \(time)")
        }
        // Position and velocity are continuous through the merge.
        #expect(isClose(track.scalar(at: 0.2), 71.541569))
        #expect(isClose(track.velocity(at: 0.2)[0], 255.828333))
    }

    @Test("a spring merging into a timing curve starts from rest at the displayed value")
    func mergeIntoCurveHasNoVelocity() {
        var track = scalarTrack(from: 0, to: 100, animation: Self.linear)
        track.set([200], at: 0.5, animation: Springs.smooth)
        #expect(track.scalar(at: 0.5) == 50)
        #expect(track.velocity(at: 0.5)[0] == 0)
        // A fresh smooth spring over 150 units from 50.
        let omega = 4 * Double.pi
        let s = 0.1
        let expected = 200 - 150 * exp(-omega * s) * (1 + omega * s)
        #expect(isClose(track.scalar(at: 0.6), expected, 1e-9))
    }

    @Test("a spring with the same modifiers merges on the running clock: no second delay")
    func mergeWithIdenticalModifiers() {
        let delayed = Animation.delay(Springs.smooth, seconds: 0.3)
        var track = scalarTrack(from: 0, to: 100, animation: delayed)
        track.set([0], at: 0.5, animation: delayed)
        // Local time is elapsed − 0.3, so this is the merge table shifted by 0.3 s.
        #expect(isClose(track.scalar(at: 0.55), 68.971410))
        #expect(isClose(track.scalar(at: 0.70), 24.504160))
        #expect(isClose(track.scalar(at: 1.00), 1.211904))
    }

    @Test("a merge during the shared delay starts the spring when the delay ends")
    func mergeDuringDelay() {
        let delayed = Animation.delay(Springs.smooth, seconds: 1)
        var track = scalarTrack(from: 0, to: 100, animation: delayed)
        track.set([50], at: 0.5, animation: delayed)
        #expect(track.scalar(at: 0.9) == 0)
        // The reference progress has 6 decimals.
        #expect(isClose(track.scalar(at: 1.2), 50 * 0.715416, 1e-4))
    }

    @Test("different modifiers combine: the new spring waits out its own delay")
    func differentModifiersCombine() {
        var track = scalarTrack(from: 0, to: 100, animation: .delay(Springs.smooth, seconds: 0.3))
        track.set([0], at: 0.5, animation: .delay(Springs.smooth, seconds: 0.1))
        let running = scalarTrack(from: 0, to: 100, animation: .delay(Springs.smooth, seconds: 0.3))
        // Until 0.6 s the new entry has progress 0: the first spring shows alone.
        #expect(track.scalar(at: 0.58) == running.scalar(at: 0.58))
        let p = Springs.smooth.progress(at: 0.1)
        #expect(isClose(track.scalar(at: 0.7), (1 - p) * running.scalar(at: 0.7), 1e-9))
    }

    @Test("a spring with modifiers does not merge into a curve with the same modifiers")
    func modifiedSpringNeedsSpringBase() {
        var track = scalarTrack(from: 0, to: 100, animation: .delay(Self.linear, seconds: 0.2))
        track.set([0], at: 0.5, animation: .delay(Springs.smooth, seconds: 0.2))
        // Combined: the linear entry goes on alone during the new entry's delay.
        // Curve progress is rounded to multiples of 2⁻²⁰ (§1.1): 0.4 is 0.3999996.
        #expect(isClose(track.scalar(at: 0.6), 40, 1e-4))
    }

    @Test("a bare spring merges into a combination, from rest (SwiftUI's combination reports no velocity)")
    func bareSpringMergesIntoCombination() {
        var track = scalarTrack(from: 0, to: 100, animation: Springs.interpolating)
        track.set([50], at: 0.1, animation: Springs.interpolating)
        let beforeMerge = track.scalar(at: 0.2)
        track.set([0], at: 0.2, animation: Springs.smooth)
        #expect(track.scalar(at: 0.2) == beforeMerge)
        #expect(track.velocity(at: 0.2)[0] == 0)
    }

    @Test("interpolating springs add up and keep their velocity")
    func interpolatingSpringsCombine() {
        var track = scalarTrack(from: 0, to: 100, animation: Springs.interpolating)
        let velocityBefore = track.velocity(at: 0.1)[0]
        track.set([0], at: 0.1, animation: Springs.interpolating)
        // The new entry has progress 0 and velocity 0 at its start: the old one carries on.
        #expect(isClose(track.velocity(at: 0.1)[0], velocityBefore, 1e-9))
        let old = Springs.interpolating.progress(at: 0.3) * 100
        let new = Springs.interpolating.progress(at: 0.2)
        #expect(isClose(track.scalar(at: 0.3), (1 - new) * old, 1e-9))
    }

    @Test("a blended response matches an independent fine integration")
    func responseBlend() {
        let slow = Animation.spring(response: 0.5, dampingFraction: 1, blendDuration: 0)
        let fast = Animation.spring(response: 0.2, dampingFraction: 0.8, blendDuration: 0.5)
        var track = scalarTrack(from: 0, to: 100, animation: slow)
        track.set([0], at: 0.2, animation: fast)
        let reference = Self.integrateBlend(
            y0: 71.54156890859574, v0: 255.82833281973825, oldResponse: 0.5, newResponse: 0.2,
            dampingFraction: 0.8, blendDuration: 0.5, times: [0.05, 0.1, 0.3, 0.45, 0.6, 0.8]
        )
        for (s, value) in reference where 0.2 + s < track.finishTime {
            #expect(isClose(track.scalar(at: 0.2 + s), value, 1e-4), "s = \(s)")
        }
        // At s = 0.6 the spring is within the finish rule's tolerance and has snapped.
        #expect(track.finishTime < 0.8)
        #expect(track.scalar(at: 0.8) == 0)
        // Without a blend the faster spring would already be much closer to 0 at s = 0.1.
        var unblended = scalarTrack(from: 0, to: 100, animation: slow)
        unblended.set([0], at: 0.2, animation: .spring(response: 0.2, dampingFraction: 0.8, blendDuration: 0))
        #expect(abs(unblended.scalar(at: 0.3) - track.scalar(at: 0.3)) > 1)
    }

    @Test("two changes at the same instant: the pending animation is replaced")
    func pendingAnimationIsReplaced() {
        var track = AnimatableTrack(initial: [0], at: 0)
        track.set([100], at: 1, animation: Self.linear)
        track.set([200], at: 1, animation: Self.linear)
        #expect(isClose(track.scalar(at: 1.5), 100, 1e-9))
        #expect(track.finishTime == 2)
    }

    @Test("a jump then an animation at the same instant animates from the jumped value")
    func jumpThenAnimate() {
        var track = AnimatableTrack(initial: [0], at: 0)
        track.set([50], at: 1, animation: nil)
        track.set([100], at: 1, animation: Self.linear)
        #expect(isClose(track.scalar(at: 1.5), 75, 1e-9))
        #expect(track.scalar(at: 0.5) == 0)
    }

    /// y'' = −c(s)·y' − k(s)·y with the smoothstep response, by RK4 with 10 µs steps.
    static func integrateBlend(
        y0: Double, v0: Double, oldResponse: Double, newResponse: Double,
        dampingFraction: Double, blendDuration: Double, times: [Double]
    ) -> [(Double, Double)] {
        func acceleration(_ s: Double, _ y: Double, _ v: Double) -> Double {
            let p = min(max(s / blendDuration, 0), 1)
            let r = newResponse + (oldResponse - newResponse) * (1 - p * p * (3 - 2 * p))
            let k = pow(2 * Double.pi / r, 2)
            return -2 * k.squareRoot() * dampingFraction * v - k * y
        }
        let h = 1e-5
        var y = y0
        var v = v0
        var results: [(Double, Double)] = []
        var step = 0
        for target in times {
            while Double(step) * h < target - h / 2 {
                let s = Double(step) * h
                let k1y = v, k1v = acceleration(s, y, v)
                let k2y = v + h / 2 * k1v, k2v = acceleration(s + h / 2, y + h / 2 * k1y, v + h / 2 * k1v)
                let k3y = v + h / 2 * k2v, k3v = acceleration(s + h / 2, y + h / 2 * k2y, v + h / 2 * k2v)
                let k4y = v + h * k3v, k4v = acceleration(s + h, y + h * k3y, v + h * k3v)
                y += h / 6 * (k1y + 2 * k2y + 2 * k3y + k4y)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                step += 1
            }
            results.append((target, y))
        }
        return results
    }
}

import FlipbookModel
import Testing

@testable import FlipbookAnimation

@Suite("Spring settling and the renderer's finish rule (SEMANTICS §1.4, §6)")
struct SpringFinishRuleTests {
    /// The last time on a 10 µs grid up to 5 s where the closed form is ε or more from 1.
    static func lastUnsettled(_ animation: Animation) -> Double {
        guard case .spring(let oscillator, let v0, _) = ResolvedAnimation(animation) else { return .nan }
        var last = 0.0
        for step in 0...500_000 {
            let time = Double(step) * 1e-5
            let x = 1 + oscillator.propagator(at: time).displacement(from: -1, velocity: v0)
            if abs(x - 1) >= 1e-3 { last = time }
        }
        return last
    }

    @Test("last |x − 1| ≥ 1e-3: smooth 0.7347 s, bouncy 0.8187 s, interpolatingSpring(100, 10) 1.2701 s")
    func settlingTimes() {
        #expect(isClose(Self.lastUnsettled(Springs.smooth), 0.7347, 1e-4))
        #expect(isClose(Self.lastUnsettled(Springs.bouncy), 0.8187, 1e-4))
        #expect(isClose(Self.lastUnsettled(Springs.interpolating), 1.2701, 1e-4))
    }

    @Test(
        "finish = first 1 ms grid time with |x − 1| < 1e-3 and |v| < 1e-2 /s",
        arguments: [
            (Springs.smooth, 0.746), (Springs.bouncy, 0.846), (Springs.snappy, 0.728),
            (Springs.interpolating, 1.353), (Animation.default, 0.812), (Animation.spring(duration: 0.5, bounce: -0.5), 2.074),
        ]
    )
    func finishTimes(animation: Animation, expected: Double) {
        #expect(isClose(animation.finishTime, expected, 1e-9))
        // The rule holds at the finish and fails one grid step before it.
        let resolved = ResolvedAnimation(animation)
        guard case .spring(let oscillator, let v0, _) = resolved else {
            Issue.record("not a spring")
            return
        }
        func settled(_ time: Double) -> Bool {
            let propagator = oscillator.propagator(at: time)
            return abs(propagator.displacement(from: -1, velocity: v0)) < 1e-3
                && abs(propagator.velocity(from: -1, velocity: v0)) < 1e-2
        }
        #expect(settled(expected))
        #expect(!settled(expected - 1e-3))
    }

    @Test("the finish is at least the last time the position leaves the tolerance")
    func finishAfterSettling() {
        #expect(Springs.smooth.finishTime > 0.7347)
        #expect(Springs.bouncy.finishTime > 0.8187)
        #expect(Springs.interpolating.finishTime > 1.2701)
    }

    @Test("an undamped spring is cut at 10 s and snaps to its target")
    func cappedAtTenSeconds() {
        let undamped = Animation.spring(response: 0.5, dampingFraction: 0, blendDuration: 0)
        #expect(undamped.finishTime == 10)
        let track = scalarTrack(from: 0, to: 1, animation: undamped)
        #expect(track.scalar(at: 9.99) != 1)
        #expect(track.scalar(at: 10) == 1)
    }

    @Test("the finish does not depend on the travel: 1 or 1000 units finish together")
    func scaleFree() {
        let short = scalarTrack(from: 0, to: 1, animation: Springs.bouncy)
        let long = scalarTrack(from: 0, to: 1000, animation: Springs.bouncy)
        #expect(short.finishTime == long.finishTime)
    }

    @Test("a merged spring's scale is max(‖d0‖∞, ‖v0‖∞/ω0)")
    func mergedScale() {
        let scale = SpringFinishRule.scale(displacements: [3, -5], velocities: [40, -80], naturalFrequency: 10)
        #expect(scale == 8)
        let restingScale = SpringFinishRule.scale(displacements: [-1], velocities: [0], naturalFrequency: 12)
        #expect(restingScale == 1)
    }
}

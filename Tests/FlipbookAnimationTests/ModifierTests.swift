import FlipbookModel
import Testing

@testable import FlipbookAnimation

@Suite("delay, speed and repeat (SEMANTICS §1.5, §6)")
struct ModifierTests {
    static let linear = Animation.linear(duration: 1)

    @Test(".linear(1).delay(1).speed(2) at 0.75 s gives 0.5; .speed(2).delay(1) at 1.25 s gives 0.5")
    func compositionOrder() {
        let delayThenSpeed = Animation.speed(.delay(Self.linear, seconds: 1), factor: 2)
        let speedThenDelay = Animation.delay(.speed(Self.linear, factor: 2), seconds: 1)
        #expect(isClose(delayThenSpeed.progress(at: 0.75), 0.5))
        #expect(isClose(speedThenDelay.progress(at: 1.25), 0.5))
        // The effective delays differ: 0.5 s and 1 s.
        #expect(delayThenSpeed.progress(at: 0.5) == 0)
        #expect(delayThenSpeed.progress(at: 0.55) > 0)
        #expect(speedThenDelay.progress(at: 1.0) == 0)
        #expect(delayThenSpeed.finishTime == 1.0)
        #expect(speedThenDelay.finishTime == 1.5)
    }

    @Test("the easeIn examples: effective delay 0.5 s, and t' = 2·max(0, t − 1)")
    func easeInComposition() {
        let easeIn = Animation.easeIn(duration: 1)
        let delayThenSpeed = Animation.speed(.delay(easeIn, seconds: 1), factor: 2)
        let speedThenDelay = Animation.delay(.speed(easeIn, factor: 2), seconds: 1)
        // easeIn at u = 0.5 is 0.315357 (§6): reached at 2t − 1 = 0.5 and at 2(t − 1) = 0.5.
        #expect(isClose(delayThenSpeed.progress(at: 0.75), 0.315357))
        #expect(isClose(speedThenDelay.progress(at: 1.25), 0.315357))
    }

    @Test("during a delay the value stays at its start")
    func delayHoldsStart() {
        let track = scalarTrack(from: 20, to: 120, animation: .delay(Self.linear, seconds: 0.5))
        #expect(track.scalar(at: 0.25) == 20)
        #expect(track.scalar(at: 0.5) == 20)
        #expect(isClose(track.scalar(at: 1.0), 70))
        #expect(track.finishTime == 1.5)
        #expect(track.velocity(at: 0.25)[0] == 0)
        #expect(isClose(track.velocity(at: 1.0)[0], 100, 1e-6))
    }

    @Test("speed scales the velocity as well as the time")
    func speedScalesVelocity() {
        let track = scalarTrack(from: 0, to: 100, animation: .speed(Self.linear, factor: 4))
        #expect(isClose(track.scalar(at: 0.125), 50))
        #expect(isClose(track.velocity(at: 0.125)[0], 400, 1e-6))
        #expect(track.finishTime == 0.25)
    }

    @Test("repeatCount(3), autoreversing: x(0.5) = 50, x(1.25) = 75, x(2.5) = 50, 100 from 3 s")
    func repeatThreeAutoreversing() {
        let track = scalarTrack(from: 0, to: 100, animation: .repeatCount(Self.linear, count: 3, autoreverses: true))
        #expect(isClose(track.scalar(at: 0.5), 50))
        #expect(isClose(track.scalar(at: 1.25), 75))
        #expect(isClose(track.scalar(at: 2.5), 50))
        #expect(track.scalar(at: 3) == 100)
        #expect(track.scalar(at: 7) == 100)
        #expect(track.finishTime == 3)
        // The reversed pass moves backwards.
        #expect(isClose(track.velocity(at: 1.25)[0], -100, 1e-6))
    }

    @Test("repeatCount(2), autoreversing: x(1.9) = 10, then a snap to 100 at 2 s")
    func repeatTwoSnapsToTarget() {
        let track = scalarTrack(from: 0, to: 100, animation: .repeatCount(Self.linear, count: 2, autoreverses: true))
        // 0.9 is not a multiple of 2⁻²⁰, to which curve progress is rounded (§1.1): 10.00004.
        #expect(isClose(track.scalar(at: 1.9), 10, 1e-4))
        #expect(track.scalar(at: 2) == 100)
        #expect(track.scalar(at: 2.5) == 100)
    }

    @Test("without autoreverse every pass starts over from the start")
    func repeatWithoutAutoreverse() {
        let track = scalarTrack(from: 0, to: 100, animation: .repeatCount(Self.linear, count: 3, autoreverses: false))
        #expect(isClose(track.scalar(at: 1.25), 25))
        #expect(isClose(track.scalar(at: 2.5), 50))
        #expect(track.scalar(at: 3) == 100)
    }

    @Test("a repeated spring passes last its finish time each")
    func repeatedSpring() {
        let bouncyTwice = Animation.repeatCount(Springs.bouncy, count: 2, autoreverses: true)
        let pass = Springs.bouncy.finishTime
        #expect(isClose(bouncyTwice.finishTime, 2 * pass, 1e-12))
        // Second pass, reversed: 1 − p(τ).
        #expect(isClose(bouncyTwice.progress(at: pass + 0.2), 1 - Springs.bouncy.progress(at: 0.2), 1e-12))
    }

    @Test("repeatForever never finishes and keeps cycling")
    func repeatForever() {
        var track = AnimatableTrack(initial: [0], at: 0)
        track.set([360], at: 1, animation: .repeatForever(Self.linear, autoreverses: false))
        #expect(track.finishTime == .infinity)
        #expect(isClose(track.scalar(at: 1.25), 90))
        #expect(isClose(track.scalar(at: 1001.5), 180, 1e-6))
        let bouncing = scalarTrack(from: 0, to: 10, animation: .repeatForever(Self.linear, autoreverses: true))
        #expect(isClose(bouncing.scalar(at: 1e6 + 0.25), 2.5, 1e-6))
        #expect(isClose(bouncing.scalar(at: 1e6 + 1.25), 7.5, 1e-6))
    }

    @Test("repeat wraps the delay: each pass waits again")
    func repeatOfDelay() {
        let waiting = Animation.repeatCount(.delay(Self.linear, seconds: 0.5), count: 2, autoreverses: false)
        #expect(waiting.finishTime == 3)
        #expect(waiting.progress(at: 1.6) == 0)
        #expect(isClose(waiting.progress(at: 2.5), 0.5))
    }
}

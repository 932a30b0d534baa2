import FlipbookAnimation
import FlipbookModel
import Testing

@Suite("AnimatableTrack: history, jumps, vectors, frame rates")
struct AnimatableTrackTests {
    static let linear = Animation.linear(duration: 1)

    @Test("before any change the value is the initial one, before and after the creation time")
    func initialValue() {
        let track = AnimatableTrack(initial: [3, 4], at: 2)
        #expect(track.value(at: 0) == [3, 4])
        #expect(track.value(at: 10) == [3, 4])
        #expect(track.target == [3, 4])
        #expect(track.finishTime == 2)
        #expect(track.velocity(at: 5) == [0, 0])
    }

    @Test("a change without animation moves the value by the change and the animation goes on")
    func nilAnimationShifts() {
        var track = scalarTrack(from: 0, to: 100, animation: Self.linear)
        track.set([30], at: 0.5, animation: nil)
        // Curve progress is rounded to multiples of 2⁻²⁰ (§1.1): 0.4 is 0.3999996.
        #expect(isClose(track.scalar(at: 0.4), 40, 1e-4))
        // OpenSwiftUI: model − interval + animated interval = 30 − 100 + 50.
        #expect(isClose(track.scalar(at: 0.5), -20, 1e-4))
        #expect(isClose(track.scalar(at: 0.9), 20, 1e-4))
        #expect(isClose(track.velocity(at: 0.9)[0], 100, 1e-3))
        #expect(track.finishTime == 1)
        #expect(track.scalar(at: 1) == 30)
        #expect(track.isAnimating(at: 0.6))
    }

    @Test("a reset stops the running animation and holds the new value")
    func resetStops() {
        var track = scalarTrack(from: 0, to: 100, animation: Self.linear)
        track.reset(to: [30], at: 0.5)
        #expect(isClose(track.scalar(at: 0.4), 40, 1e-4))
        #expect(track.scalar(at: 0.5) == 30)
        #expect(track.scalar(at: 0.9) == 30)
        #expect(track.velocity(at: 0.9) == [0])
        #expect(track.finishTime == 0.5)
        #expect(!track.isAnimating(at: 0.6))
    }

    @Test("a later change leaves the values displayed before it untouched")
    func historyIsKept() {
        let single = scalarTrack(from: 0, to: 100, animation: Springs.bouncy)
        var retargeted = single
        retargeted.set([-50], at: 0.3, animation: Self.linear)
        retargeted.set([10], at: 0.6, animation: Springs.smooth)
        retargeted.set([10, 10], at: 0.9, animation: nil)
        for time in stride(from: 0.0, to: 0.3, by: 0.01) {
            #expect(retargeted.scalar(at: time) == single.scalar(at: time))
        }
        // And the values between later changes do not depend on the evaluation order.
        let times = stride(from: 0.0, through: 1.2, by: 1.0 / 60).map { $0 }
        let forwards = times.map { retargeted.value(at: $0) }
        let backwards = times.reversed().map { retargeted.value(at: $0) }
        #expect(forwards == backwards.reversed())
        #expect(retargeted.value(at: 1.0) == [10, 10])
    }

    @Test("a vector of 4 components animates each component like a scalar")
    func componentWise() {
        let from = [0.0, 10, -5, 1]
        // Every component changes at every step: a component set to its current value again
        // would merge in the vector but be left alone in a scalar track.
        let to = [100.0, 20, 5, 0]
        var vector = AnimatableTrack(initial: from, at: 0)
        vector.set(to, at: 0, animation: Springs.bouncy)
        vector.set([-1, -2, -3, -4], at: 0.25, animation: Springs.smooth)
        vector.set([1, 2, 3, 4], at: 0.5, animation: Self.linear)
        var scalars: [AnimatableTrack] = []
        for index in 0..<4 {
            var scalar = scalarTrack(from: from[index], to: to[index], animation: Springs.bouncy)
            scalar.set([Double(-index - 1)], at: 0.25, animation: Springs.smooth)
            scalar.set([Double(index + 1)], at: 0.5, animation: Self.linear)
            scalars.append(scalar)
        }
        for time in stride(from: 0.0, through: 2.0, by: 0.05) {
            let expected = scalars.map { $0.scalar(at: time) }
            #expect(isClose(vector.value(at: time), expected, 1e-9), "t = \(time)")
        }
        // The merged spring finishes when the slowest component is settled; the linear entry
        // ends the combination at 1.5 s.
        #expect(vector.finishTime == 1.5)
    }

    @Test("a change of dimension jumps")
    func dimensionChangeJumps() {
        var track = AnimatableTrack(initial: [0, 0], at: 0)
        track.set([1, 2, 3], at: 1, animation: Self.linear)
        #expect(track.value(at: 1) == [1, 2, 3])
        #expect(track.value(at: 1.5) == [1, 2, 3])
        #expect(track.value(at: 0.5) == [0, 0])
        #expect(track.finishTime == 1)
    }

    @Test("setting the current target again changes nothing")
    func sameTargetIsIgnored() {
        var track = scalarTrack(from: 0, to: 100, animation: Self.linear)
        let before = track
        track.set([100], at: 0.5, animation: nil)
        track.set([100], at: 0.6, animation: Springs.smooth)
        #expect(track == before)
    }

    @Test("the same motion sampled at 24 and 60 fps agrees where the frame times coincide")
    func frameRateIndependent() {
        var track = scalarTrack(from: 0, to: 100, animation: Springs.bouncy)
        track.set([40], at: 0.5, animation: Springs.snappy)
        track.set([90], at: 0.75, animation: .interpolatingSpring(mass: 1, stiffness: 200, damping: 12, initialVelocity: 0))
        let seconds = 4
        let at24 = (0...(24 * seconds)).map { track.scalar(at: Double($0) / 24) }
        let at60 = (0...(60 * seconds)).reversed().map { track.scalar(at: Double($0) / 60) }.reversed().map { $0 }
        for k in 0...(12 * seconds) {
            #expect(isClose(at24[2 * k], at60[5 * k], 1e-12), "t = \(k)/12 s")
        }
        // Both grids snap at the first frame at or after the same finish time.
        let finish = track.finishTime
        #expect(finish < 2.5)
        let first24 = at24.indices.first { Double($0) / 24 >= finish } ?? -1
        let first60 = at60.indices.first { Double($0) / 60 >= finish } ?? -1
        #expect(at24[first24] == 90)
        #expect(at60[first60] == 90)
        #expect(at24[first24 - 1] != 90)
        #expect(at60[first60 - 1] != 90)
    }

    @Test("the finish time of a change is the latest animation's end")
    func finishTimes() {
        var track = AnimatableTrack(initial: [0], at: 0)
        track.set([1], at: 2, animation: .easeInOut())
        #expect(track.finishTime == 2.35)
        track.set([2], at: 2.1, animation: Springs.smooth)
        #expect(isClose(track.finishTime, 2.1 + 0.746, 0.05))
        track.set([3], at: 2.2, animation: .repeatForever(Self.linear, autoreverses: true))
        #expect(track.finishTime == .infinity)
        // A change without animation does not stop a repeating animation (SwiftUI's neither).
        track.set([4], at: 3, animation: nil)
        #expect(track.finishTime == .infinity)
        track.reset(to: [5], at: 4)
        #expect(track.finishTime == 4)
    }

    @Test("times that go backwards count as the latest change's time")
    func decreasingTimesClamp() {
        var track = AnimatableTrack(initial: [0], at: 0)
        track.set([100], at: 1, animation: Self.linear)
        track.reset(to: [0], at: 0.5)
        #expect(isClose(track.scalar(at: 0.9), 0))
        #expect(track.scalar(at: 1) == 0)
        #expect(track.changeTimes == [0, 1])
    }
}

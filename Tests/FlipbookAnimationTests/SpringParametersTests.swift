import FlipbookModel
import Testing

@testable import FlipbookAnimation

@Suite("Spring conversions (SEMANTICS §1.3, §6)")
struct SpringParametersTests {
    @Test("Spring(duration: 0.5, bounce: 0.3) has k = 157.9137, c = 17.5929, m = 1")
    func durationBounceToPhysics() {
        let spring = SpringParameters(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(isClose(spring.stiffness, 157.9137, 1e-4))
        #expect(isClose(spring.damping, 17.5929, 1e-4))
    }

    @Test("Spring(mass: 1, stiffness: 100, damping: 10) has duration 0.6283 and bounce 0.5")
    func physicsToDurationBounce() {
        let spring = SpringParameters(mass: 1, stiffness: 100, damping: 10)
        #expect(isClose(spring.duration, 0.6283, 1e-4))
        #expect(isClose(spring.bounce, 0.5, 1e-12))
        #expect(isClose(spring.dampingRatio, 0.5, 1e-12))
    }

    @Test("negative bounce maps to ζ = 1/(1 + b) and back to 1/ζ − 1")
    func overdampedBounce() {
        let spring = SpringParameters(duration: 0.5, bounce: -0.5)
        #expect(isClose(spring.dampingRatio, 2, 1e-12))
        #expect(isClose(spring.bounce, -0.5, 1e-12))
    }

    @Test("response and damping ratio give ω0 = 2π/response")
    func responseDampingRatio() {
        let spring = SpringParameters(response: 0.5, dampingRatio: 0.825)
        #expect(isClose(spring.angularFrequency, 12.566371, 1e-6))
        #expect(isClose(spring.dampingRatio, 0.825, 1e-12))
    }

    @Test("settlingDuration: smooth 0.80 s, bouncy 1.0447 s, interpolatingSpring(100, 10) 1.7399 s")
    func settlingDurations() {
        #expect(isClose(SpringParameters(duration: 0.5, bounce: 0).settlingDuration, 0.8, 1e-9))
        #expect(isClose(SpringParameters(duration: 0.5, bounce: 0.3).settlingDuration, 1.0447, 1e-4))
        #expect(isClose(SpringParameters(mass: 1, stiffness: 100, damping: 10).settlingDuration, 1.7399, 1e-4))
    }

    @Test("degenerate springs report infinities, not NaN")
    func degenerate() {
        let limp = SpringParameters(mass: 1, stiffness: 0, damping: 1)
        #expect(limp.duration == .infinity)
        #expect(limp.settlingDuration == .infinity)
        #expect(!limp.bounce.isNaN)
        #expect(SpringParameters(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
        let rigid = SpringParameters(response: 0, dampingRatio: 0)
        let numbers = [rigid.damping, rigid.dampingRatio, rigid.duration, rigid.bounce, rigid.settlingDuration]
        #expect(!numbers.contains { $0.isNaN })
        #expect(rigid.duration == 0)
    }
}

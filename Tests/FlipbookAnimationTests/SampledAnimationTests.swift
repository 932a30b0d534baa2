import FlipbookModel
import Testing

@testable import FlipbookAnimation

@Suite("a CustomAnimation's samples")
struct SampledAnimationTests {
    static let quadratic = Animation.sampled(name: "Quadratic", progress: [0, 0.25, 1], interval: 0.5)

    @Test("progress is linear between samples and 1 after the last")
    func interpolatesBetweenSamples() {
        #expect(isClose(Self.quadratic.progress(at: 0.25), 0.125))
        #expect(isClose(Self.quadratic.progress(at: 0.75), 0.625))
        #expect(Self.quadratic.progress(at: 2) == 1)
        #expect(Self.quadratic.finishTime == 1)
        #expect(Self.quadratic.logicalDuration == 1)
    }

    @Test("delay and repeat wrap it like any animation")
    func modifiersWrapIt() {
        let delayed = Animation.delay(Self.quadratic, seconds: 1)
        #expect(delayed.progress(at: 1.25) == Self.quadratic.progress(at: 0.25))
        let twice = Animation.repeatCount(Self.quadratic, count: 2, autoreverses: true)
        #expect(isClose(twice.progress(at: 1.25), 1 - 0.125))
    }

    @Test("one sample, or a non-finite one, is an instant change")
    func degenerateSamplesAreInstant() {
        #expect(Animation.sampled(name: "X", progress: [1], interval: 0.5).finishTime == 0)
        #expect(Animation.sampled(name: "X", progress: [0, .nan, 1], interval: 0.5).progress(at: 0.1) == 1)
    }
}

import FlipbookAnimation
import FlipbookModel
import Testing

@Suite("odd inputs never trap or produce NaN")
struct DegenerateInputTests {
    static let odd: [(String, Animation)] = [
        ("zero duration", .linear(duration: 0)),
        ("negative duration", .easeIn(duration: -1)),
        ("NaN duration", .easeOut(duration: .nan)),
        ("infinite duration", .linear(duration: .infinity)),
        ("NaN control point", .timingCurve(c0x: .nan, c0y: 0, c1x: 1, c1y: 1, duration: 1)),
        ("wild control points", .timingCurve(c0x: -3, c0y: 9, c1x: 4, c1y: -7, duration: 1)),
        ("response 0", .spring(response: 0, dampingFraction: 1, blendDuration: 0)),
        ("negative response", .spring(response: -1, dampingFraction: 0.5, blendDuration: 0)),
        ("tiny response", .spring(response: 1e-9, dampingFraction: 0.5, blendDuration: 0)),
        ("negative damping", .spring(response: 0.5, dampingFraction: -2, blendDuration: 0)),
        ("bounce -1", .spring(duration: 0.5, bounce: -1)),
        ("zero mass", .interpolatingSpring(mass: 0, stiffness: 100, damping: 10, initialVelocity: 0)),
        ("zero stiffness", .interpolatingSpring(mass: 1, stiffness: 0, damping: 10, initialVelocity: 0)),
        ("huge stiffness", .interpolatingSpring(mass: 1, stiffness: 1e12, damping: 1, initialVelocity: 0)),
        ("NaN velocity", .interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: .nan)),
        ("speed 0", .speed(.linear(duration: 1), factor: 0)),
        ("negative speed", .speed(.linear(duration: 1), factor: -2)),
        ("negative delay", .delay(.linear(duration: 1), seconds: -5)),
        ("infinite delay", .delay(.linear(duration: 1), seconds: .infinity)),
        ("NaN delay", .delay(.linear(duration: 1), seconds: .nan)),
        ("huge count", .repeatCount(.linear(duration: 1), count: .max, autoreverses: true)),
        ("zero count", .repeatCount(.linear(duration: 1), count: 0, autoreverses: true)),
        ("negative count", .repeatCount(.linear(duration: 1), count: -3, autoreverses: false)),
        ("forever instant", .repeatForever(.linear(duration: 0), autoreverses: true)),
        ("huge blend", .spring(response: 0.3, dampingFraction: 0.5, blendDuration: 1e9)),
    ]

    @Test("every odd animation yields finite values, alone and interrupting", arguments: 0..<25)
    func finiteEverywhere(row: Int) {
        let (name, animation) = Self.odd[row]
        var track = AnimatableTrack(initial: [0, 1], at: 0)
        track.set([10, -10], at: 0, animation: Springs.bouncy)
        track.set([5, 5], at: 0.2, animation: animation)
        track.set([7, 7], at: 0.4, animation: animation)
        for time in [-1, 0, 0.1, 0.2, 0.3, 0.4, 0.5, 1, 3, 11, 1e9] {
            let values = track.value(at: time) + track.velocity(at: time)
            let allFinite = values.allSatisfy { $0.isFinite }
            #expect(allFinite, "\(name) at \(time): \(values)")
        }
        #expect(!track.finishTime.isNaN, "\(name)")
        #expect(!animation.progress(at: 0.3).isNaN, "\(name)")
    }

    /// SwiftUI's least bounce, −1, is ζ = ∞ by its formula: taken as ζ = 1000, which barely
    /// moves; below −1 there is no spring (NaN, which the limits report).
    @Test("bounce −1 is the most damped spring")
    func bounceMinusOneIsTheMostDampedSpring() {
        #expect(Animation.dampingFraction(bounce: -0.5) == 2)
        #expect(Animation.dampingFraction(bounce: -1) == Animation.maximumDampingFraction)
        #expect(Animation.dampingFraction(bounce: -0.99999) == Animation.maximumDampingFraction)
        #expect(Animation.dampingFraction(bounce: -1.5).isNaN)
        let barely = Animation.spring(duration: 1, bounce: -1).progress(at: 1)
        #expect(barely > 0 && barely < 0.01, "\(barely)")
    }

    @Test("instant animations jump")
    func instantAnimationsJump() {
        for animation in [
            Animation.linear(duration: 0), .spring(response: 0, dampingFraction: 1, blendDuration: 0),
            .speed(.easeIn(duration: 1), factor: 0),
        ] {
            let track = scalarTrack(from: 0, to: 5, at: 1, animation: animation)
            #expect(track.scalar(at: 1) == 5)
            #expect(track.finishTime == 1)
            #expect(animation.finishTime == 0)
        }
    }

    @Test("a repeat count of 0 or less plays one pass, as SwiftUI's repeat does")
    func nonPositiveCountPlaysOnce() {
        let once = Animation.repeatCount(.linear(duration: 1), count: 0, autoreverses: true)
        #expect(once.finishTime == 1)
        #expect(once.progress(at: 0.5) == 0.5)
    }

    @Test("zero-length vectors animate to nothing without trapping")
    func emptyVectors() {
        var track = AnimatableTrack(initial: [], at: 0)
        track.set([], at: 1, animation: Springs.smooth)
        track.set([1], at: 2, animation: Springs.smooth)
        track.set([], at: 3, animation: Springs.bouncy)
        #expect(track.value(at: 0.5) == [])
        #expect(track.value(at: 2.5) == [1])
        #expect(track.value(at: 4) == [])
        #expect(track.velocity(at: 4) == [])
    }

    @Test("a non-finite target jumps, and the next change jumps away from it")
    func nonFiniteTargets() {
        var track = scalarTrack(from: 0, to: 5, animation: Springs.bouncy)
        track.set([.infinity], at: 0.2, animation: Springs.smooth)
        #expect(track.scalar(at: 0.3) == .infinity)
        track.set([1], at: 0.4, animation: Springs.smooth)
        #expect(track.scalar(at: 0.5) == 1)
        #expect(track.scalar(at: 0.1).isFinite)
    }

    @Test("NaN and infinite query times do not trap")
    func oddQueryTimes() {
        let track = scalarTrack(from: 0, to: 5, animation: Springs.bouncy)
        #expect(track.value(at: .nan).count == 1)
        #expect(track.value(at: .infinity) == [5])
        #expect(track.value(at: -.infinity) == [0])
    }
}

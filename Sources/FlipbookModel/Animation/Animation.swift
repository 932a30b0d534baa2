/// An animation as SwiftUI resolves it (SEMANTICS §1). Pure data: the curves and springs that
/// evaluate it live in FlipbookAnimation.
public indirect enum Animation: Hashable, Sendable {
    /// A cubic Bézier timing curve from (0, 0) through c0 and c1 to (1, 1).
    case timingCurve(c0x: Double, c0y: Double, c1x: Double, c1y: Double, duration: Double)
    /// SwiftUI's "fluid" spring (`spring`, `smooth`, `snappy`, `bouncy`, `.default`): it merges
    /// with a running animation, keeping velocity.
    case spring(response: Double, dampingFraction: Double, blendDuration: Double)
    /// `interpolatingSpring`: a damped spring that adds to running animations instead of merging.
    case interpolatingSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
    case delay(Animation, seconds: Double)
    case speed(Animation, factor: Double)
    case repeatCount(Animation, count: Int, autoreverses: Bool)
    case repeatForever(Animation, autoreverses: Bool)
    /// A scene's `CustomAnimation`, sampled when it was made: the fraction of the change it has
    /// covered at k·`interval` seconds, the last sample where its `animate` returned nil
    /// (finished). `name` is its type, for printing.
    case sampled(name: String, progress: [Double], interval: Double)

    public static func linear(duration: Double = 0.35) -> Animation {
        .timingCurve(c0x: 0, c0y: 0, c1x: 1, c1y: 1, duration: duration)
    }
    public static func easeIn(duration: Double = 0.35) -> Animation {
        .timingCurve(c0x: 0.42, c0y: 0, c1x: 1, c1y: 1, duration: duration)
    }
    public static func easeOut(duration: Double = 0.35) -> Animation {
        .timingCurve(c0x: 0, c0y: 0, c1x: 0.58, c1y: 1, duration: duration)
    }
    public static func easeInOut(duration: Double = 0.35) -> Animation {
        .timingCurve(c0x: 0.42, c0y: 0, c1x: 0.58, c1y: 1, duration: duration)
    }

    /// `spring(duration:bounce:)`: response = duration, ζ from bounce (SEMANTICS §1.3).
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        .spring(response: duration, dampingFraction: dampingFraction(bounce: bounce), blendDuration: blendDuration)
    }

    /// `.default`: Apple documents spring(response: 0.55, dampingFraction: 1) (SEMANTICS §1.2, [U]).
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1, blendDuration: 0)

    /// ζ for a bounce in −1...1: 1 − b for b ≥ 0, 1 / (1 + b) below. The bounce SwiftUI
    /// documents as the least, −1, gives ζ = ∞, a spring that never moves: it is taken as
    /// `maximumDampingFraction`, which barely moves in any clip (a chosen rule, docs/semantics.md).
    public static func dampingFraction(bounce: Double) -> Double {
        guard bounce < 0 else { return 1 - bounce }
        return bounce > -1 ? min(1 / (1 + bounce), maximumDampingFraction) : (bounce == -1 ? maximumDampingFraction : .nan)
    }

    public static let maximumDampingFraction = 1000.0

    /// Whether a new animation of this kind merges with the running one (SEMANTICS §1.6, case 1).
    public var mergesWithRunningAnimation: Bool {
        switch self {
        case .spring: true
        case .timingCurve, .interpolatingSpring, .repeatCount, .repeatForever, .sampled: false
        case .delay(let base, _), .speed(let base, _): base.mergesWithRunningAnimation
        }
    }
}

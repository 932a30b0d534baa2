/// The time map of a chain of `delay` and `speed` modifiers: local = max(0, rate·τ − offset)
/// (SEMANTICS §1.5).
///
/// Every chain has this form: delay(d) is max(0, τ − d), speed(s) is s·τ, and wrapping one in
/// the other only rescales and shifts the argument of the max. The outermost modifier, the one
/// written last, sees the time first: `.delay(1).speed(2)` gives max(0, 2τ − 1).
struct TimeWarp: Hashable, Sendable {
    /// Local seconds per elapsed second once the delay is over; always positive and finite.
    let rate: Double
    /// The local time skipped by the delays, in local units; never negative.
    let offset: Double

    static let identity = TimeWarp(rate: 1, offset: 0)

    /// This warp with `delay(seconds)` wrapped around it.
    func delayed(by seconds: Double) -> TimeWarp {
        TimeWarp(rate: rate, offset: offset + rate * seconds)
    }

    /// This warp with `speed(factor)` wrapped around it.
    func sped(by factor: Double) -> TimeWarp {
        TimeWarp(rate: rate * factor, offset: offset)
    }

    /// The local time at elapsed time τ.
    func localTime(at elapsed: Double) -> Double {
        max(0, rate * elapsed - offset)
    }

    /// d(local)/d(elapsed) just after elapsed time τ: zero while delayed, and the full rate from
    /// the instant the delay ends (the rate a motion starting there moves off with).
    func localRate(at elapsed: Double) -> Double {
        rate * elapsed >= offset ? rate : 0
    }

    /// The first elapsed time at which the local time reaches `local` (> 0).
    func elapsedTime(reaching local: Double) -> Double {
        (local + offset) / rate
    }
}

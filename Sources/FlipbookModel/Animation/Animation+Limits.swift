/// What an animation may ask for: its numbers finite, its length within a clip's longest
/// (`Animation.longestLength`), its repeats bounded, so that no later stage overflows or
/// allocates without bound (a `.linear(duration: 1e300)` or a `.repeatCount(1_000_000_000)`).
extension Animation {
    /// The longest an animation (with its delays and repeats) may run: the longest clip.
    public static let longestLength = 3600.0
    /// The most repeats `repeatCount` may ask for.
    public static let mostRepeats = 10_000

    /// Why the animation is out of bounds, or nil when it is fine.
    public var limitViolation: String? {
        switch lengthBound() {
        case .failure(let problem): problem.message
        case .success(let length):
            length.isFinite && length > Animation.longestLength
                ? "this animation runs \(formatNumber(length)) s, longer than the longest clip (\(formatNumber(Animation.longestLength)) s)"
                : nil
        }
    }

    private struct Problem: Error { var message: String }

    /// An upper bound of the animation's length (infinite for `repeatForever`).
    private func lengthBound() -> Result<Double, Problem> {
        func check(_ value: Double, _ what: String, atLeast minimum: Double = 0) -> Problem? {
            guard value.isFinite else { return Problem(message: "an animation's \(what) must be finite, not \(value)") }
            guard value >= minimum else {
                let bound = minimum > 0 && minimum < 1e-6 ? "above 0" : "at least \(formatNumber(minimum))"
                return Problem(message: "an animation's \(what) must be \(bound), not \(formatNumber(value))")
            }
            return nil
        }
        switch self {
        case .timingCurve(let c1x, let c1y, let c2x, let c2y, let duration):
            if let problem = check(duration, "duration") { return .failure(problem) }
            for point in [c1x, c1y, c2x, c2y] where !point.isFinite {
                return .failure(Problem(message: "a timing curve's control points must be finite, not \(point)"))
            }
            return .success(duration)
        case .spring(let response, let damping, let blend):
            if let problem = check(response, "response") ?? check(damping, "damping fraction") ?? check(blend, "blend duration") {
                return .failure(problem)
            }
            // A spring settles within a few responses unless it is barely damped.
            return .success(response * (damping > 0.01 ? 10 / damping : .infinity))
        case .interpolatingSpring(let mass, let stiffness, let damping, let velocity):
            if let problem = check(mass, "mass", atLeast: 1e-9) ?? check(stiffness, "stiffness", atLeast: 1e-9)
                ?? check(damping, "damping") ?? check(velocity, "initial velocity", atLeast: -.greatestFiniteMagnitude)
            {
                return .failure(problem)
            }
            return .success(damping > 0 ? 20 * mass / damping : .infinity)
        case .delay(let inner, let seconds):
            if let problem = check(seconds, "delay", atLeast: -.greatestFiniteMagnitude) { return .failure(problem) }
            return inner.lengthBound().map { $0 + max(0, seconds) }
        case .speed(let inner, let factor):
            if let problem = check(factor, "speed", atLeast: 1e-9) { return .failure(problem) }
            return inner.lengthBound().map { $0 / factor }
        case .repeatCount(let inner, let count, _):
            guard count >= 0, count <= Animation.mostRepeats else {
                return .failure(Problem(message: "repeatCount(\(count)) must be between 0 and \(Animation.mostRepeats)"))
            }
            return inner.lengthBound().map { $0 * Double(max(1, count)) }
        case .repeatForever(let inner, _):
            return inner.lengthBound().map { _ in .infinity }
        case .sampled(_, let progress, let interval):
            if let problem = check(interval, "sampling interval", atLeast: 1e-9) { return .failure(problem) }
            guard progress.allSatisfy(\.isFinite) else {
                return .failure(Problem(message: "a custom animation's values must be finite"))
            }
            return .success(Double(max(0, progress.count - 1)) * interval)
        }
    }
}

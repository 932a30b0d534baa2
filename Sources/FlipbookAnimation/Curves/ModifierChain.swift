import FlipbookModel

/// An animation split into its outer `delay` and `speed` modifiers and the animation they wrap:
/// what decides whether a fluid spring merges with the running animation (SEMANTICS §1.6).
///
/// SwiftUI merges a modified spring only with an animation whose modifiers are equal, one by
/// one, and which wraps a fluid spring too (its merge check compares the modified type and the
/// modifier values). A repeat stops the peeling: a repeating spring never merges, because
/// SwiftUI's repeat modifier defines no merge.
struct ModifierChain: Hashable, Sendable {
    /// A modifier as written, with its raw parameter, so equality is the user's equality.
    enum Modifier: Hashable, Sendable {
        case delay(Double)
        case speed(Double)
    }

    /// The modifiers, outermost (written last) first.
    let modifiers: [Modifier]
    /// The animation inside the modifiers.
    let base: Animation

    init(_ animation: Animation) {
        var modifiers: [Modifier] = []
        var base = animation
        peeling: while true {
            switch base {
            case .delay(let inner, let seconds):
                modifiers.append(.delay(seconds))
                base = inner
            case .speed(let inner, let factor):
                modifiers.append(.speed(factor))
                base = inner
            default:
                break peeling
            }
        }
        self.modifiers = modifiers
        self.base = base
    }

    /// The fluid spring inside, if the base is one.
    var fluidSpring: (response: Double, dampingFraction: Double, blendDuration: Double)? {
        if case .spring(let response, let dampingFraction, let blendDuration) = base {
            return (response, dampingFraction, blendDuration)
        }
        return nil
    }

    /// The time map of the modifiers, or nil when they make the animation instant (see
    /// `ResolvedAnimation.init`, which sanitizes the same way).
    var warp: TimeWarp? {
        var warp = TimeWarp.identity
        // The innermost modifier is applied first; each outer one wraps the warp built so far.
        for modifier in modifiers.reversed() {
            switch modifier {
            case .delay(let seconds):
                guard let delay = ResolvedAnimation.sanitizedDelay(seconds) else { return nil }
                warp = warp.delayed(by: delay)
            case .speed(let factor):
                guard let speed = ResolvedAnimation.sanitizedSpeed(factor) else { return nil }
                warp = warp.sped(by: speed)
            }
        }
        return warp
    }
}

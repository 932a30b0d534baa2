import FlipbookModel
import Foundation

extension NativeTypes {
    static let animation = NativeType("Animation") { t in
        // `Animation(MyAnimation())`: a scene's `CustomAnimation`.
        t.initializer = { i, a throws(Interrupt) in
            .native(.animation(try i.sampleCustomAnimation(try a.required(nil), at: a.span)))
        }
        t.staticProperties = [
            "default": { _, _ in .native(.animation(.default)) },
            // `.none` where an `Animation?` goes: no animation.
            "none": { _, _ in .none },
            "linear": { _, _ in .native(.animation(.linear())) },
            "easeIn": { _, _ in .native(.animation(.easeIn())) },
            "easeOut": { _, _ in .native(.animation(.easeOut())) },
            "easeInOut": { _, _ in .native(.animation(.easeInOut())) },
            // `.spring` resolves to the duration/bounce overload: response 0.5, ζ = 1 (SEMANTICS §1.3).
            "spring": { _, _ in .native(.animation(.spring(duration: 0.5, bounce: 0))) },
            "smooth": { _, _ in .native(.animation(.spring(duration: 0.5, bounce: 0))) },
            "snappy": { _, _ in .native(.animation(.spring(duration: 0.5, bounce: 0.15))) },
            "bouncy": { _, _ in .native(.animation(.spring(duration: 0.5, bounce: 0.3))) },
            "interactiveSpring": { _, _ in
                .native(.animation(.spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)))
            },
            "interpolatingSpring": { _, _ in
                .native(.animation(.interpolatingSpring(mass: 1, stiffness: 170, damping: 15, initialVelocity: 0)))
            },
        ]
        func curve(_ make: @escaping @Sendable (Double) -> Animation) -> NativeType.Call {
            { _, a throws(Interrupt) in .native(.animation(make(try a.double("duration") ?? 0.35))) }
        }
        t.staticFunctions = [
            "linear": curve { .linear(duration: $0) },
            "easeIn": curve { .easeIn(duration: $0) },
            "easeOut": curve { .easeOut(duration: $0) },
            "easeInOut": curve { .easeInOut(duration: $0) },
            "timingCurve": { _, a throws(Interrupt) in
                let values = try a.positional(.native("Double")).compactMap(\.asDouble)
                guard values.count >= 4 else { throw .error("timingCurve needs four control point values", at: a.span) }
                let duration = try a.double("duration") ?? (values.count > 4 ? values[4] : 0.35)
                return .native(
                    .animation(.timingCurve(c0x: values[0], c0y: values[1], c1x: values[2], c1y: values[3], duration: duration)))
            },
            "spring": { _, a throws(Interrupt) in
                if a.remainingLabels.contains("response") || a.remainingLabels.contains("dampingFraction") {
                    let r = try a.double("response") ?? 0.5, d = try a.double("dampingFraction") ?? 0.825
                    let b = try a.double("blendDuration") ?? 0
                    return .native(.animation(.spring(response: r, dampingFraction: d, blendDuration: b)))
                }
                let duration = try a.double("duration") ?? 0.5, bounce = try a.double("bounce") ?? 0
                let blend = try a.double("blendDuration") ?? 0
                return .native(.animation(.spring(duration: duration, bounce: bounce, blendDuration: blend)))
            },
            "smooth": { _, a throws(Interrupt) in
                .native(.animation(.spring(duration: try a.double("duration") ?? 0.5, bounce: try a.double("extraBounce") ?? 0)))
            },
            "snappy": { _, a throws(Interrupt) in
                .native(
                    .animation(
                        .spring(duration: try a.double("duration") ?? 0.5, bounce: 0.15 + (try a.double("extraBounce") ?? 0))))
            },
            "bouncy": { _, a throws(Interrupt) in
                .native(
                    .animation(
                        .spring(duration: try a.double("duration") ?? 0.5, bounce: 0.3 + (try a.double("extraBounce") ?? 0))))
            },
            "interactiveSpring": { _, a throws(Interrupt) in
                if a.remainingLabels.contains("duration") || a.remainingLabels.contains("extraBounce") {
                    let d = try a.double("duration") ?? 0.15, e = try a.double("extraBounce") ?? 0
                    return .native(
                        .animation(.spring(duration: d, bounce: 0.15 + e, blendDuration: try a.double("blendDuration") ?? 0.25)))
                }
                let r = try a.double("response") ?? 0.15, d = try a.double("dampingFraction") ?? 0.86
                return .native(
                    .animation(.spring(response: r, dampingFraction: d, blendDuration: try a.double("blendDuration") ?? 0.25)))
            },
            "interpolatingSpring": { _, a throws(Interrupt) in
                if a.remainingLabels.contains("stiffness") {
                    let m = try a.double("mass") ?? 1, k = try a.requiredDouble("stiffness"), c = try a.requiredDouble("damping")
                    let v = try a.double("initialVelocity") ?? 0
                    return .native(.animation(.interpolatingSpring(mass: m, stiffness: k, damping: c, initialVelocity: v)))
                }
                let d = try a.double("duration") ?? 0.5, b = try a.double("bounce") ?? 0, v = try a.double("initialVelocity") ?? 0
                let k = pow(2 * .pi / d, 2)
                return .native(
                    .animation(
                        .interpolatingSpring(
                            mass: 1, stiffness: k, damping: 2 * k.squareRoot() * Animation.dampingFraction(bounce: b),
                            initialVelocity: v)))
            },
        ]
        func modify(_ make: @escaping @Sendable (Animation, Arguments) throws(Interrupt) -> Animation) -> NativeType.Method {
            { _, v, a throws(Interrupt) in
                guard case .native(.animation(let base?)) = v else { return v }
                return .native(.animation(try make(base, a)))
            }
        }
        t.methods = [
            "delay": modify { base, a throws(Interrupt) in .delay(base, seconds: try a.requiredDouble(nil)) },
            "speed": modify { base, a throws(Interrupt) in .speed(base, factor: try a.requiredDouble(nil)) },
            "repeatCount": modify { base, a throws(Interrupt) in
                guard let count = try a.int(nil) else { throw .error("repeatCount(_:) needs an Int", at: a.span) }
                return .repeatCount(base, count: count, autoreverses: try a.bool("autoreverses") ?? true)
            },
            "repeatForever": modify { base, a throws(Interrupt) in
                .repeatForever(base, autoreverses: try a.bool("autoreverses") ?? true)
            },
        ]
    }
}

extension Interpreter {
    /// Whether a `withAnimation` completion waits until the animation is removed
    /// (`completionCriteria: .removed`) rather than logically complete (the default).
    func completionWaitsForRemoval(_ criteria: Value?, at span: SourceSpan) throws(Interrupt) -> Bool {
        switch criteria {
        case nil, .none?: return false
        case .enumCase(let c)?: return c.name == "removed"
        case .implicitMember(let m)? where m.arguments == nil && ["removed", "logicallyComplete"].contains(m.name):
            return m.name == "removed"
        case let other?:
            throw .error("completionCriteria: expected .logicallyComplete or .removed, found \(describe(other))", at: span)
        }
    }
}

import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// `Animation.name(arguments)`: the factories of SEMANTICS §1.
    func animationFactory(_ name: String, _ args: inout CallArguments, _ env: inout Env) throws(RuntimeError) -> Animation? {
        func duration(_ label: String, default value: Double) throws(RuntimeError) -> Double {
            let d = try optionalDouble(&args, label, &env) ?? value
            guard d >= 0 else { throw RuntimeError("\(args.callee): '\(label):' must not be negative", at: args.span) }
            return d
        }
        switch name {
        case "linear": return .linear(duration: try duration("duration", default: 0.35))
        case "easeIn": return .easeIn(duration: try duration("duration", default: 0.35))
        case "easeOut": return .easeOut(duration: try duration("duration", default: 0.35))
        case "easeInOut": return .easeInOut(duration: try duration("duration", default: 0.35))
        case "timingCurve":
            let c0x = try requiredDouble(&args, nil, &env), c0y = try requiredDouble(&args, nil, &env)
            let c1x = try requiredDouble(&args, nil, &env), c1y = try requiredDouble(&args, nil, &env)
            return .timingCurve(c0x: c0x, c0y: c0y, c1x: c1x, c1y: c1y, duration: try duration("duration", default: 0.35))
        case "spring":
            if args.labels.contains("response") || args.labels.contains("dampingFraction") {
                let response = try duration("response", default: 0.5)
                let damping = try optionalDouble(&args, "dampingFraction", &env) ?? 0.825
                let blend = try duration("blendDuration", default: 0)
                return .spring(response: response, dampingFraction: max(0, damping), blendDuration: blend)
            }
            let d = try duration("duration", default: 0.5)
            let bounce = try bounceArgument(&args, "bounce", &env, extra: 0)
            return .spring(duration: d, bounce: bounce, blendDuration: try duration("blendDuration", default: 0))
        case "smooth", "snappy", "bouncy":
            let base = name == "smooth" ? 0 : (name == "snappy" ? 0.15 : 0.3)
            let d = try duration("duration", default: 0.5)
            return .spring(duration: d, bounce: try bounceArgument(&args, "extraBounce", &env, extra: base))
        case "interactiveSpring":
            if args.labels.contains("duration") || args.labels.contains("extraBounce") {
                let d = try duration("duration", default: 0.15)
                let bounce = try bounceArgument(&args, "extraBounce", &env, extra: 0.15)
                return .spring(duration: d, bounce: bounce, blendDuration: try duration("blendDuration", default: 0.25))
            }
            let response = try duration("response", default: 0.15)
            let damping = try optionalDouble(&args, "dampingFraction", &env) ?? 0.86
            return .spring(response: response, dampingFraction: max(0, damping),
                           blendDuration: try duration("blendDuration", default: 0.25))
        case "interpolatingSpring":
            if args.labels.contains("stiffness") {
                let mass = try optionalDouble(&args, "mass", &env) ?? 1
                let stiffness = try requiredDouble(&args, "stiffness", &env)
                let damping = try requiredDouble(&args, "damping", &env)
                let velocity = try optionalDouble(&args, "initialVelocity", &env) ?? 0
                guard mass > 0, stiffness > 0, damping >= 0 else {
                    throw RuntimeError("interpolatingSpring needs mass > 0, stiffness > 0 and damping ≥ 0", at: args.span)
                }
                return .interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
            }
            let d = try duration("duration", default: 0.5)
            let bounce = try bounceArgument(&args, "bounce", &env, extra: 0)
            let velocity = try optionalDouble(&args, "initialVelocity", &env) ?? 0
            return interpolatingSpring(duration: d, bounce: bounce, initialVelocity: velocity)
        default:
            return nil
        }
    }

    private func bounceArgument(_ args: inout CallArguments, _ label: String, _ env: inout Env, extra base: Double) throws(RuntimeError) -> Double {
        let bounce = base + (try optionalDouble(&args, label, &env) ?? 0)
        guard bounce > -1, bounce <= 1 else {
            throw RuntimeError("\(args.callee): bounce must be in -1 < bounce ≤ 1 (got \(bounce))", at: args.span)
        }
        return bounce
    }

    /// `animation.delay(_:)`, `.speed(_:)`, `.repeatCount(_:autoreverses:)`, `.repeatForever(autoreverses:)`.
    func animationMethod(_ animation: Animation, _ name: String, _ args: inout CallArguments, _ env: inout Env) throws(RuntimeError) -> Animation? {
        switch name {
        case "delay":
            let seconds = try requiredDouble(&args, nil, &env)
            guard seconds >= 0 else { throw RuntimeError("delay must not be negative", at: args.span) }
            return .delay(animation, seconds: seconds)
        case "speed":
            let factor = try requiredDouble(&args, nil, &env)
            guard factor > 0, factor.isFinite else { throw RuntimeError("speed must be a positive number", at: args.span) }
            return .speed(animation, factor: factor)
        case "repeatCount":
            let count = try requiredArgument(&args, nil, .int, &env)
            guard case .int(let n) = count, n >= 0 else { throw RuntimeError("repeatCount needs a count ≥ 0", at: args.span) }
            let autoreverses = try optionalArgument(&args, "autoreverses", .bool, &env)
            return .repeatCount(animation, count: n, autoreverses: try boolValue(autoreverses, default: true, args))
        case "repeatForever":
            let autoreverses = try optionalArgument(&args, "autoreverses", .bool, &env)
            return .repeatForever(animation, autoreverses: try boolValue(autoreverses, default: true, args))
        default:
            return nil
        }
    }

    func boolValue(_ value: Value?, default fallback: Bool, _ args: CallArguments) throws(RuntimeError) -> Bool {
        guard let value else { return fallback }
        guard case .bool(let flag) = value else {
            throw RuntimeError("\(args.callee): expected a Bool, found \(value.typeName)", at: args.span)
        }
        return flag
    }
}

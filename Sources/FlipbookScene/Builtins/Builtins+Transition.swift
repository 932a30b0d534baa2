import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary

extension Interpreter {
    /// `AnyTransition.name(arguments)` (SEMANTICS §2): the registry's transitions, and the
    /// combinators.
    func transitionFactory(_ name: String, _ args: inout CallArguments, _ env: inout Env) throws(RuntimeError) -> TransitionValue? {
        switch name {
        case "asymmetric":
            let insertion = try requiredArgument(&args, "insertion", .transition, &env)
            let removal = try requiredArgument(&args, "removal", .transition, &env)
            return .asymmetric(insertion: try transitionValue(insertion, args), removal: try transitionValue(removal, args))
        case "modifier":
            throw RuntimeError(
                "custom transitions (.modifier(active:identity:)) are not supported yet; use the built-in transitions and .combined(with:)",
                at: args.span)
        default:
            guard let make = Registry.transitions[name] else { return nil }
            return try registry(&args, env) { arguments throws(ArgumentError) in try make(arguments) }
        }
    }

    /// `transition.combined(with:)`, `transition.animation(_:)`.
    func transitionMethod(_ transition: TransitionValue, _ name: String, _ args: inout CallArguments, _ env: inout Env) throws(RuntimeError) -> TransitionValue? {
        switch name {
        case "combined":
            let other = try requiredArgument(&args, "with", .transition, &env)
            return .combined(transition, try transitionValue(other, args))
        case "animation":
            let animation = try requiredArgument(&args, nil, .animation, &env)
            return .animation(transition, try optionalAnimation(animation, args))
        default:
            return nil
        }
    }

    func transitionValue(_ value: Value, _ args: CallArguments) throws(RuntimeError) -> TransitionValue {
        guard case .transition(let transition) = value else {
            throw RuntimeError("\(args.callee): expected a transition, found \(value.typeName)", at: args.span)
        }
        return transition
    }

    /// An animation argument that may be `nil` (no animation).
    func optionalAnimation(_ value: Value, _ args: CallArguments) throws(RuntimeError) -> Animation? {
        switch value {
        case .animation(let animation): return animation
        case .nilValue: return nil
        default: throw RuntimeError("\(args.callee): expected an Animation, found \(value.typeName)", at: args.span)
        }
    }

    func edgeArgument(_ args: inout CallArguments, _ label: String, _ env: inout Env) throws(RuntimeError) -> Edge {
        let value = try requiredArgument(&args, label, .edge, &env)
        guard case .edge(let edge) = value else {
            throw RuntimeError("\(args.callee): '\(label):' must be an Edge (.leading, .trailing, .top, .bottom)", at: args.span)
        }
        return edge
    }

    func unitPoint(_ value: Value?, _ args: CallArguments) throws(RuntimeError) -> UnitPoint? {
        guard let value else { return nil }
        guard case .unitPoint(let point) = value else {
            throw RuntimeError("\(args.callee): expected a UnitPoint (.center, .topLeading…), found \(value.typeName)", at: args.span)
        }
        return point
    }
}

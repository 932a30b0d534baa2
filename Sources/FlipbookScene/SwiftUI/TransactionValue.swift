import FlipbookModel

extension Interpreter {
    /// The animation a `Transaction` value gives its changes: none when it disables animations.
    func transactionAnimation(_ value: Value, at span: SourceSpan) throws(Interrupt) -> Animation? {
        guard case .instance(let instance) = value, instance.type.name == "Transaction" else {
            throw .error("expected a Transaction, found \(typeName(of: value))", at: span)
        }
        if instance.fields["disablesAnimations"]?.asBool == true { return nil }
        return try animationArgument(instance.fields["animation"] ?? .none, at: span)
    }
}

extension Interpreter {
    /// Calls a closure whose one parameter is `inout` (`{ $0.animation = nil }` for
    /// `.transaction`) and returns the parameter's value after the call.
    func callMutatingClosure(_ function: Function, _ value: Value, at span: SourceSpan) throws(Interrupt) -> Value {
        guard case .closure(let closure, let captured, let typeContext) = function.body else {
            throw .error("expected a closure", at: span)
        }
        let scope = captured.child()
        let name = closure.parameters?.first?.name ?? "$0"
        scope.declare(name, value, isLet: false)
        let env = Env(scope: scope, typeContext: typeContext, isAsync: false)
        _ = try enter(at: span) { () throws(Interrupt) in
            try runBody(closure.body, hint: nil, buildsViews: false, at: function.span, env)
        }
        return scope.lookup(name)?.value ?? value
    }

    /// What a `.transaction { }` closure does to the animation of the changes under it: what it
    /// makes of the animation of the update being evaluated (none when it leaves every
    /// transaction alone, found by calling it on one without animation and one with `.default`).
    /// With `value:` (`.transaction(value:_:)`), only changes of that value are affected.
    func transactionModifier(
        _ function: Function, value: IdentityKey?, at span: SourceSpan
    ) throws(Interrupt) -> ModifierValue? {
        func outcome(_ incoming: Animation?) throws(Interrupt) -> Animation? {
            guard let type = typeNamed("Transaction", from: nil) else { return nil }
            let transaction = try construct(type, [], nil, at: span, Env(scope: globalScope))
            guard case .instance(var instance) = transaction else { return nil }
            instance.fields["animation"] = incoming.map { .native(.animation($0)) } ?? Value.none
            return try transactionAnimation(try callMutatingClosure(function, .instance(instance), at: span), at: span)
        }
        // SwiftUI runs the closure on each update's transaction: the views take what it makes
        // of this update's animation (`if $0.animation != fade { $0.animation = nil }`).
        let incoming = host?.currentAnimation
        let result = try outcome(incoming)
        // A closure that leaves every animation as it is adds nothing.
        if result == incoming, try outcome(nil) == nil, try outcome(.default) == .default { return nil }
        return .node(.animation(result, value: value ?? IdentityKey.anyChange))
    }
}

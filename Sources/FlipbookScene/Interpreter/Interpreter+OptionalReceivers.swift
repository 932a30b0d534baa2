import FlipbookSyntax

extension Interpreter {
    /// Members of the standard collections whose result is an Optional: `names.first`,
    /// `scores.max()`, `items.first(where:)`.
    private static let optionalResultMembers: Set<String> = [
        "first", "last", "randomElement", "min", "max", "popLast", "firstIndex", "lastIndex",
    ]

    /// Whether the expression is surely an Optional where Swift sees it, so that `map` and
    /// `flatMap` on it are Optional's even when the wrapped value is a String or an array:
    /// `names.first.map { $0.uppercased() }` transforms the name, not its characters.
    /// Flipbook holds an Optional as its wrapped value, so the expression's form tells.
    func isSurelyOptional(_ expr: Expr, _ env: Env) -> Bool {
        switch expr.kind {
        case .optionalChain, .try(_, kind: .optional), .cast(_, _, kind: .optional):
            return true
        case .call(let callee, _):
            guard case .member(.some, let name, _, _) = callee.kind else { return false }
            return Self.optionalResultMembers.contains(name)
        case .identifier(let name):
            // A local or a parameter declared Optional (`let s: String?`, `_ s: String?`).
            if let variable = env.scope.lookup(name) {
                if case .optional? = variable.declaredType { return true }
                return false
            }
            return isOptionalProperty(name, env)
        default:
            return false
        }
    }

    /// The receiver of `map` or `flatMap`, with whether it is an Optional, for the forms that
    /// tell: the expression's own (`names.first`), or a property of a declared type
    /// (`model.message`, where `var message: String?`), read once. Nil for any other form,
    /// which the caller evaluates as usual.
    func optionalAwareReceiver(_ base: Expr, _ env: Env) throws(Interrupt) -> (Value, Bool)? {
        if isSurelyOptional(base, env) { return (try eval(base, nil, env), true) }
        guard case .member(.some(let container), let name, let nameSpan, _) = base.kind,
            !container.isImplicitMemberChain
        else { return nil }
        if case .identifier(let root) = container.kind,
            root == "super" || isModuleName(root, env)
        {
            return nil
        }
        let owner = try eval(container, nil, env)
        if case .type = owner {
            return (try memberExpression(container, name, nil, at: base.span, nameSpan: nameSpan, env), false)
        }
        let value = try member(of: owner, name, at: nameSpan, env)
        // A collection's `first` and `last` are Optionals; a declared type's property of that
        // name (`person.first`) is what its declaration says.
        guard declaredType(of: owner) == nil else { return (value, isOptionalProperty(name, of: owner)) }
        return (value, Self.optionalResultMembers.contains(name))
    }

    /// A stored or computed property of `self` declared with an Optional type.
    private func isOptionalProperty(_ name: String, _ env: Env) -> Bool {
        guard let selfValue = env.selfVariable?.value else { return false }
        return isOptionalProperty(name, of: selfValue)
    }

    private func isOptionalProperty(_ name: String, of owner: Value) -> Bool {
        guard let type = declaredType(of: owner) else { return false }
        let declared = type.storedProperty(named: name)?.type ?? type.computedProperty(named: name)?.type
        if case .optional? = declared?.kind { return true }
        return false
    }
}

import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// Matches `value` against `pattern`, declaring the names it binds in `scope`.
    /// Returns false when the value does not match (names bound so far are left behind; callers
    /// use a fresh scope per attempt).
    func bind(_ pattern: Pattern, to value: Value, in scope: Scope, env: Env, isLet: Bool) throws(Interrupt) -> Bool {
        switch pattern.kind {
        case .wildcard:
            return true
        case .identifier(let name):
            scope.declare(name, value, isLet: isLet)
            return true
        case .binding(let bindsLet, let inner):
            return try bind(inner, to: value, in: scope, env: env, isLet: bindsLet)
        case .tuple(let elements):
            guard case .tuple(let values, let labels) = value, values.count == elements.count else {
                if elements.count == 1 { return try bind(elements[0].pattern, to: value, in: scope, env: env, isLet: isLet) }
                return false
            }
            for (i, element) in elements.enumerated() {
                var item = values[i]
                if let label = element.label, let position = labels.firstIndex(of: label) { item = values[position] }
                guard try bind(element.pattern, to: item, in: scope, env: env, isLet: isLet) else { return false }
            }
            return true
        case .enumCase(let typeRef, let name, let arguments):
            return try matchEnumCase(value, typeRef, name, arguments, pattern.span, scope, env, isLet)
        case .optional(let inner):
            guard !value.isNone else { return false }
            return try bind(inner, to: value, in: scope, env: env, isLet: isLet)
        case .isType(let typeRef):
            return try isInstance(value, of: resolve(typeRef, env))
        case .cast(let inner, let typeRef):
            guard try isInstance(value, of: resolve(typeRef, env)) else { return false }
            return try bind(inner, to: value, in: scope, env: env, isLet: isLet)
        case .expression(let expr):
            let hint = typeOf(value)
            let candidate = try eval(expr, hint, Env(scope: scope, typeContext: env.typeContext, isAsync: env.isAsync))
            return try patternMatches(candidate, value, at: expr.span)
        }
    }

    /// `pattern ~= value`: a range contains the value; anything else is compared with `==`.
    func patternMatches(_ pattern: Value, _ value: Value, at span: SourceSpan) throws(Interrupt) -> Bool {
        if case .range(let range) = pattern, !(value.isRangeValue) {
            return try rangeContains(range, value, at: span)
        }
        return try valuesEqual(pattern, value, at: span)
    }

    private func matchEnumCase(
        _ value: Value, _ typeRef: TypeRef?, _ name: String, _ arguments: [TuplePatternElement]?,
        _ span: SourceSpan, _ scope: Scope, _ env: Env, _ isLet: Bool
    ) throws(Interrupt) -> Bool {
        switch value {
        case .enumCase(let enumCase):
            guard enumCase.name == name else { return false }
            guard let arguments else { return true }
            if arguments.count == 1, enumCase.payload.count > 1 {
                // `case .point(let p)` binds the whole payload as a tuple.
                return try bind(
                    arguments[0].pattern, to: .tuple(enumCase.payload, labels: enumCase.labels), in: scope,
                    env: env, isLet: isLet)
            }
            guard arguments.count == enumCase.payload.count else { return false }
            for (i, element) in arguments.enumerated() {
                var item = enumCase.payload[i]
                if let label = element.label, let position = enumCase.labels.firstIndex(of: label) {
                    item = enumCase.payload[position]
                }
                guard try bind(element.pattern, to: item, in: scope, env: env, isLet: isLet) else { return false }
            }
            return true
        case .none:
            return name == "none"
        case .implicitMember(let implicit) where implicit.arguments == nil && (arguments?.isEmpty ?? true):
            // `completed(.failure(.unableToComplete))` through a `Result<_, APError>` the run
            // could not type: the member Swift would have typed matches the case of its name.
            if let typeRef, let type = try? resolve(typeRef, env) {
                return try valuesEqual(
                    try resolveImplicit(implicit, as: type), try staticMember(of: type, name, nil, at: span), at: span)
            }
            return implicit.name == name
        default:
            if name == "some", let arguments, arguments.count == 1 {
                return try bind(arguments[0].pattern, to: value, in: scope, env: env, isLet: isLet)
            }
            if name == "none" { return false }
            // `catch ServiceError.notFound` where no file read declares `ServiceError`: the type
            // is what is missing (so that the app's file declaring it is found), as swiftc says.
            if let typeRef { _ = try resolveWrittenType(typeRef, env) }
            // `case Award.Rank.gold:` on a String: the written type's static member, compared.
            if arguments == nil, let typeRef, let written = try? resolve(typeRef, env), !isOpaque(written),
                typeOf(value).map({ "\($0)" }) != "\(written)"
            {
                return try valuesEqual(try staticMember(of: written, name, nil, at: span), value, at: span)
            }
            // A native enum-like value (`case .leading:` on an Edge): compare with the member.
            guard let type = typeOf(value) else { return false }
            let member = try staticMember(of: type, name, nil, at: span)
            return try valuesEqual(member, value, at: span)
        }
    }
}

extension Value {
    var isRangeValue: Bool {
        if case .range = self { return true }
        return false
    }
}

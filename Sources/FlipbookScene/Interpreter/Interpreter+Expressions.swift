import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// Evaluates `expr`. `hint` is the type the context expects, when known: it resolves
    /// implicit members (`.blue`), types integer literals as `Double` where Swift would, and
    /// gives closures their parameter types.
    func eval(_ expr: Expr, _ hint: TypeValue?, _ env: Env) throws(Interrupt) -> Value {
        try step(expr.span)
        switch expr.kind {
        case .integer(let i):
            if let hint, isFloatingType(hint) { return .double(Double(i)) }
            return .int(i)
        case .float(let d):
            if let hint, isIntegerType(hint) {
                throw .error("cannot convert a floating-point literal to '\(hint.unwrapped)'", at: expr.span)
            }
            return .double(d)
        case .string(let segments):
            return .string(try interpolate(segments, env))
        case .bool(let b):
            return .bool(b)
        case .nil:
            return .none
        case .array(let elements):
            return try arrayLiteral(elements, hint, span: expr.span, env)
        case .dictionary(let elements):
            return try dictionaryLiteral(elements, hint, span: expr.span, env)
        case .identifier(let name):
            return try identifier(name, hint, at: expr.span, env)
        case .functionReference(let name, let labels):
            return try functionReference(name, labels: labels, hint, at: expr.span, env)
        case .specialized(let base, let arguments):
            return try specialized(base, arguments, env)
        case .type(let typeRef):
            return .type(try resolveWrittenType(typeRef, env))
        case .member(let base, let name, let nameSpan, _):
            return try memberExpression(base, name, hint, at: expr.span, nameSpan: nameSpan, env)
        case .call(let callee, let arguments):
            return try call(callee, arguments, hint, at: expr.span, env)
        case .subscript(let base, let arguments):
            // `.defaultCountries[0]` where a `Country` is expected: the chain's root is Country's.
            let receiver = try eval(base, base.isImplicitMemberChain ? hint : nil, env)
            return try subscriptGet(receiver, arguments, at: expr.span, env)
        case .closure(let closure):
            return .function(try makeClosure(closure, hint, at: expr.span, env))
        case .binary(let op, let lhs, let rhs):
            return try binary(op, lhs, rhs, hint, at: expr.span, env)
        case .prefix(let op, let operand):
            return try prefix(op, operand, hint, at: expr.span, env)
        case .postfix(let op, let operand):
            guard op == "..." else { throw .error("postfix operator '\(op)' is not supported by Flipbook yet", at: expr.span) }
            return .range(RangeValue(lower: try eval(operand, nil, env), upper: nil, isClosed: true))
        case .ternary(let test, let then, let otherwise):
            let holds = try condition(test, env)
            let (taken, other) = holds ? (then, otherwise) : (otherwise, then)
            // `minY > 0 ? minY : 0`: Swift types the literal from the other branch.
            if hint == nil, Self.isIntegerLiteral(taken), let otherType = literalPartnerType(other, env) {
                return try eval(taken, otherType, env)
            }
            return try eval(taken, hint, env)
        case .assignment(let op, let target, let value):
            try assign(op, target, value, at: expr.span, env)
            return .void
        case .tuple(let elements):
            var values: [Value] = []
            var hints: [TypeValue?] = []
            var labels = elements.map(\.label)
            // `(2, 1)` where `(row: Int, column: Int)` is expected takes the type's labels.
            if case .tuple(let types, let typeLabels)? = hint?.unwrapped, types.count == elements.count {
                hints = types
                for i in labels.indices where labels[i] == nil && i < typeLabels.count { labels[i] = typeLabels[i] }
            }
            for (i, element) in elements.enumerated() {
                values.append(try eval(element.value, i < hints.count ? hints[i] : nil, env))
            }
            return .tuple(values, labels: labels)
        case .keyPath(let root, let components):
            var path = try keyPath(droppingNestedTypeNames(root, components, env), env)
            path.span = expr.span
            return .keyPath(path)
        case .optionalChain(let inner):
            do {
                return try eval(inner, hint, env)
            } catch .chainNil {
                return .none
            }
        case .bindOptional(let inner):
            let value = try eval(inner, nil, env)
            if value.isNone { throw .chainNil }
            return value
        case .forceUnwrap(let inner):
            let value = try eval(inner, hint.map { .optional($0) }, env)
            if value.isNone {
                throw .error("unexpectedly found nil while unwrapping an Optional value", at: expr.span)
            }
            return value
        case .await(let inner):
            return try eval(inner, hint, env)
        case .try(let inner, let kind):
            return try tryExpression(inner, kind, hint, at: expr.span, env)
        case .typeCheck(let inner, let typeRef):
            return .bool(try isInstance(eval(inner, nil, env), of: resolve(typeRef, env)))
        case .cast(let inner, let typeRef, let kind):
            return try cast(inner, to: typeRef, kind, at: expr.span, env)
        case .if(let statement):
            return try ifExpression(statement, hint, env)
        case .switch(let statement):
            return try switchExpression(statement, hint, env)
        case .inOut(let inner):
            return try eval(inner, hint, env)
        case .discard:
            throw .error("'_' can only appear on the left side of an assignment", at: expr.span)
        case .macro(let name):
            return try macro(name, at: expr.span)
        case .unsupported(let message):
            throw .error(message, at: expr.span)
        }
    }

    /// A `Bool` condition.
    func condition(_ expr: Expr, _ env: Env) throws(Interrupt) -> Bool {
        let value = try eval(expr, .native("Bool"), env)
        guard case .bool(let b) = value else {
            throw .error("a condition must be a Bool, not \(typeName(of: value))", at: expr.span)
        }
        return b
    }

    /// `try e`, `try? e`, `try! e`.
    private func tryExpression(
        _ inner: Expr, _ kind: TryKind, _ hint: TypeValue?, at span: SourceSpan,
        _ env: Env
    ) throws(Interrupt) -> Value {
        switch kind {
        case .plain:
            return try eval(inner, hint, env)
        case .optional:
            do {
                return try eval(inner, hint, env)
            } catch .thrown {
                return .none
            }
        case .forced:
            do {
                return try eval(inner, hint, env)
            } catch .thrown(let error, _) {
                throw .error("'try!' expression unexpectedly raised an error: \(describe(error))", at: span)
            }
        }
    }

    private func macro(_ name: String, at span: SourceSpan) throws(Interrupt) -> Value {
        switch name {
        case "line": return .int(span.start.line)
        case "column": return .int(span.start.column)
        case "file", "fileID", "filePath": return .string(span.file)
        case "function": return .string("body")
        default: throw .error("'#\(name)' is not supported by Flipbook yet", at: span)
        }
    }

    /// `Name<Types>` used as a value: the type, with its arguments for what needs them.
    private func specialized(_ base: Expr, _ arguments: [TypeRef], _ env: Env) throws(Interrupt) -> Value {
        let value = try eval(base, nil, env)
        guard case .type(let type) = value else { return value }
        switch type {
        case .native("Array") where arguments.count == 1: return .type(.array(try resolve(arguments[0], env)))
        case .native("Set") where arguments.count == 1: return .type(.set(try resolve(arguments[0], env)))
        case .native("Dictionary") where arguments.count == 2:
            return .type(.dictionary(try resolve(arguments[0], env), try resolve(arguments[1], env)))
        case .native("Optional") where arguments.count == 1: return .type(.optional(try resolve(arguments[0], env)))
        default: return value
        }
    }

    /// Whether a hint names a floating-point type (where an integer literal is a Double).
    /// A fixed-width integer type, which a floating-point literal cannot initialize.
    func isIntegerType(_ type: TypeValue) -> Bool {
        switch type.unwrapped {
        case .native(let name): ["Int", "UInt", "Int64", "Int32", "Int16", "Int8", "UInt64", "UInt32", "UInt8"].contains(name)
        default: false
        }
    }

    func isFloatingType(_ type: TypeValue) -> Bool {
        switch type.unwrapped {
        case .native(let name): ["Double", "CGFloat", "Float", "TimeInterval", "Float64", "Float32"].contains(name)
        default: false
        }
    }
}

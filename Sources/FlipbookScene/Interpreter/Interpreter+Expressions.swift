import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// Evaluates an expression expected to have the type `hint`.
    func eval(_ expr: Expr, _ hint: TypeHint, _ env: inout Env) throws(RuntimeError) -> Value {
        try step(expr.span)
        switch expr.kind {
        case .integer(let value):
            return hint == .double ? .double(Double(value)) : .int(value)
        case .double(let value):
            return .double(value)
        case .bool(let value):
            return .bool(value)
        case .string(let segments):
            return .string(try interpolate(segments, &env))
        case .nilLiteral:
            return .nilValue
        case .identifier(let name):
            return try lookup(name, at: expr.span, hint, &env)
        case .member(let base, let name):
            return try member(base: base, name: name, hint, at: expr.span, &env)
        case .call(let callee, let arguments):
            return try call(callee, arguments, hint, at: expr.span, &env)
        case .closure(let closure):
            return .closure(ClosureValue(closure: closure, captured: env.scope, owner: env.owner, span: expr.span))
        case .binary(let op, let lhs, let rhs):
            return try binary(op, lhs, rhs, hint, at: expr.span, &env)
        case .prefix(let op, let operand):
            return try prefix(op, operand, hint, at: expr.span, &env)
        case .ternary(let condition, let then, let otherwise):
            let chosen = try evalBool(condition, &env) ? then : otherwise
            return try eval(chosen, hint, &env)
        case .subscriptAccess(let base, let arguments):
            return try subscriptValue(base, arguments, at: expr.span, &env)
        case .array(let elements):
            let elementHint: TypeHint = if case .array(let inner) = hint { inner } else { .any }
            var values: [Value] = []
            for element in elements { values.append(try eval(element, elementHint, &env)) }
            return .array(values)
        case .tuple(let elements):
            var values: [Value] = []
            for element in elements { values.append(try eval(element.value, .any, &env)) }
            return .tuple(values, labels: elements.map(\.label))
        case .keyPath(let components):
            return .keyPath(components)
        case .assignment(let op, let target, let value):
            try assign(op, target, value, at: expr.span, &env)
            return .void
        case .awaitExpr(let inner):
            throw RuntimeError(
                "'await' is supported only on 'Task.sleep' statements in a .task body", at: inner.span)
        case .tryExpr(let inner, _):
            return try eval(inner, hint, &env)
        case .ifExpr(let statement):
            for condition in statement.conditions {
                if try !evalBool(condition, &env) {
                    return try evalBranchValue(statement.otherwise, hint, at: expr.span, &env)
                }
            }
            return try evalBranchValue(statement.then, hint, at: expr.span, &env)
        case .switchExpr(let statement):
            let body = try matchSwitch(statement, &env, at: expr.span)
            return try evalBranchValue(body, hint, at: expr.span, &env)
        }
    }

    func evalBool(_ expr: Expr, _ env: inout Env) throws(RuntimeError) -> Bool {
        let value = try eval(expr, .bool, &env)
        guard case .bool(let result) = value else {
            throw RuntimeError("expected a Bool, found \(value.typeName)", at: expr.span)
        }
        return result
    }

    func evalDouble(_ expr: Expr, _ env: inout Env) throws(RuntimeError) -> Double {
        let value = try eval(expr, .double, &env)
        guard let result = value.asDouble, result.isFinite || result == .infinity else {
            throw RuntimeError("expected a number, found \(value.typeName)", at: expr.span)
        }
        return result
    }

    func evalInt(_ expr: Expr, _ env: inout Env) throws(RuntimeError) -> Int {
        let value = try eval(expr, .int, &env)
        guard case .int(let result) = value else {
            throw RuntimeError("expected an Int, found \(value.typeName)", at: expr.span)
        }
        return result
    }

    /// The value of an `if`/`switch` branch used as an expression: its single expression.
    private func evalBranchValue(_ body: [Stmt]?, _ hint: TypeHint, at span: SourceSpan, _ env: inout Env) throws(RuntimeError) -> Value {
        guard let body, body.count == 1, let value = try singleValue(of: body[0], hint, &env) else {
            throw RuntimeError("each branch of an 'if' or 'switch' expression must be one expression", at: span)
        }
        return value
    }

    /// The value of a statement that is one expression, or an `if`/`switch` of such statements
    /// (Swift's implicit return); nil when the statement is something else.
    func singleValue(of statement: Stmt, _ hint: TypeHint, _ env: inout Env) throws(RuntimeError) -> Value? {
        switch statement.kind {
        case .expression(let expr):
            return try eval(expr, hint, &env)
        case .ifElse(let ifStmt):
            return try eval(Expr(.ifExpr(ifStmt), span: statement.span), hint, &env)
        case .switchCase(let switchStmt):
            return try eval(Expr(.switchExpr(switchStmt), span: statement.span), hint, &env)
        default:
            return nil
        }
    }

    private func interpolate(_ segments: [StringSegment], _ env: inout Env) throws(RuntimeError) -> String {
        var out = ""
        for segment in segments {
            switch segment {
            case .text(let text): out += text
            case .interpolation(let expr): out += try describe(eval(expr, .any, &env), at: expr.span)
            }
        }
        return out
    }

    /// The body of the `case` that matches the subject (or `default`).
    func matchSwitch(_ statement: SwitchStmt, _ env: inout Env, at span: SourceSpan) throws(RuntimeError) -> [Stmt] {
        let subject = try eval(statement.subject, .any, &env)
        let patternHint = subject.hintForComparison
        for switchCase in statement.cases {
            if switchCase.isDefault { return switchCase.body }
            for pattern in switchCase.patterns {
                let candidate = try eval(pattern, patternHint, &env)
                if try valuesEqual(subject, candidate, at: pattern.span) { return switchCase.body }
            }
        }
        throw RuntimeError("no case of the switch matches \(try describe(subject, at: span))", at: span)
    }

    /// The index of the `case` that matches (the branch of a view builder's switch).
    func switchBranch(_ statement: SwitchStmt, _ env: inout Env, at span: SourceSpan) throws(RuntimeError) -> Int {
        let subject = try eval(statement.subject, .any, &env)
        let patternHint = subject.hintForComparison
        for (index, switchCase) in statement.cases.enumerated() {
            if switchCase.isDefault { return index }
            for pattern in switchCase.patterns {
                let candidate = try eval(pattern, patternHint, &env)
                if try valuesEqual(subject, candidate, at: pattern.span) { return index }
            }
        }
        throw RuntimeError("no case of the switch matches \(try describe(subject, at: span))", at: span)
    }
}

extension Value {
    /// The hint for an expression compared with this value (`side == .front`).
    var hintForComparison: TypeHint {
        switch self {
        case .enumCase(let e): .named(e.typeName)
        case .instance(let i): .named(i.typeName)
        case .color: .color
        case .double: .double
        case .int: .int
        case .edge: .edge
        case .alignment: .alignment
        case .animation: .animation
        case .transition: .transition
        case .unitPoint: .unitPoint
        case .fontWeight: .fontWeight
        default: .any
        }
    }
}

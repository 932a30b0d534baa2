import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// Runs the body of a function, computed property or closure and gives its result: a view
    /// builder's views, the value of a single expression (implicit return), or what `return` gave.
    func runBody(_ body: [Stmt], hint: TypeHint, isViewBuilder: Bool, at span: SourceSpan, _ env: inout Env) throws(RuntimeError) -> Value {
        // Scene code recursing without end would overflow the interpreter's own stack.
        callDepth += 1
        defer { callDepth -= 1 }
        guard callDepth <= Interpreter.maximumCallDepth else {
            throw RuntimeError(
                "calls nest more than \(Interpreter.maximumCallDepth) deep here (endless recursion, or a view containing itself?)",
                at: span)
        }
        if hint == .view || isViewBuilder {
            return .view(try buildBlock(body, &env))
        }
        if body.count == 1, let value = try singleValue(of: body[0], hint, &env) {
            return value
        }
        if case .returned(let value) = try execute(body, hint, &env) { return value }
        return .void
    }

    /// Executes statements in a new block scope.
    func execute(_ statements: [Stmt], _ returnHint: TypeHint, _ env: inout Env) throws(RuntimeError) -> Flow {
        env.scope.push()
        defer { env.scope.pop() }
        for statement in statements {
            let flow = try execute(statement, returnHint, &env)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    func execute(_ statement: Stmt, _ returnHint: TypeHint, _ env: inout Env) throws(RuntimeError) -> Flow {
        try step(statement.span)
        switch statement.kind {
        case .expression(let expr):
            _ = try eval(expr, .any, &env)
            return .normal
        case .binding(let binding):
            try declare(binding, &env)
            return .normal
        case .ifElse(let ifStmt):
            if try conditionsHold(ifStmt.conditions, &env) {
                return try execute(ifStmt.then, returnHint, &env)
            } else if let otherwise = ifStmt.otherwise {
                return try execute(otherwise, returnHint, &env)
            }
            return .normal
        case .switchCase(let switchStmt):
            return try execute(matchSwitch(switchStmt, &env, at: statement.span), returnHint, &env)
        case .forIn(let pattern, let sequence, let body):
            for element in try sequenceElements(sequence, &env) {
                env.scope.push()
                if let pattern { env.scope.declare(pattern, element, isLet: true) }
                let flow = try execute(body, returnHint, &env)
                env.scope.pop()
                switch flow {
                case .breakLoop: return .normal
                case .returned: return flow
                case .normal, .continueLoop: continue
                }
            }
            return .normal
        case .whileLoop(let condition, let body):
            while try evalBool(condition, &env) {
                let flow = try execute(body, returnHint, &env)
                switch flow {
                case .breakLoop: return .normal
                case .returned: return flow
                case .normal, .continueLoop: continue
                }
            }
            return .normal
        case .returnValue(let expr):
            return .returned(try expr.map { e throws(RuntimeError) in try eval(e, returnHint, &env) } ?? .void)
        case .breakLoop:
            return .breakLoop
        case .continueLoop:
            return .continueLoop
        case .block(let body):
            return try execute(body, returnHint, &env)
        }
    }

    func declare(_ binding: BindingDecl, _ env: inout Env) throws(RuntimeError) {
        guard let initializer = binding.initializer else {
            throw RuntimeError("'\(binding.name)' needs an initial value", at: binding.span)
        }
        let value = try eval(initializer, hint(for: binding.type, context: env.owner?.typeName), &env)
        env.scope.declare(binding.name, value, isLet: binding.isLet)
    }

    func conditionsHold(_ conditions: [Expr], _ env: inout Env) throws(RuntimeError) -> Bool {
        for condition in conditions {
            if try !evalBool(condition, &env) { return false }
        }
        return true
    }

    /// The elements a `for` loop or `ForEach` walks over.
    func sequenceElements(_ expr: Expr, _ env: inout Env) throws(RuntimeError) -> [Value] {
        let value = try eval(expr, .any, &env)
        return try elements(of: value, at: expr.span)
    }

    func elements(of value: Value, at span: SourceSpan) throws(RuntimeError) -> [Value] {
        switch value {
        case .array(let items): return items
        case .range(let lower, let upper): return (lower..<upper).map { .int($0) }
        case .string(let text): return text.map { .string(String($0)) }
        default: throw RuntimeError("a value of type \(value.typeName) is not a sequence", at: span)
        }
    }
}

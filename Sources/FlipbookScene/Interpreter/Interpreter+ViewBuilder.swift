import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary

extension Interpreter {
    /// Builds the views of a view builder body: each view statement is a slot; `if`/`switch`
    /// become conditional content whose branch is part of the children's identity.
    func buildBlock(_ statements: [Stmt], _ env: inout Env) throws(RuntimeError) -> ViewValue {
        env.scope.push()
        defer { env.scope.pop() }
        var children: [ViewValue] = []
        for statement in statements {
            try step(statement.span)
            switch statement.kind {
            case .expression(let expr):
                children.append(try asView(eval(expr, .view, &env), at: expr.span))
            case .binding(let binding):
                try declare(binding, &env)
            case .ifElse(let ifStmt):
                if try conditionsHold(ifStmt.conditions, &env) {
                    children.append(.conditional(branch: 0, try buildBlock(ifStmt.then, &env)))
                } else {
                    children.append(.conditional(branch: 1, try buildBlock(ifStmt.otherwise ?? [], &env)))
                }
            case .switchCase(let switchStmt):
                let branch = try switchBranch(switchStmt, &env, at: statement.span)
                children.append(.conditional(branch: branch, try buildBlock(switchStmt.cases[branch].body, &env)))
            case .returnValue(let expr):
                guard let expr, children.isEmpty else {
                    throw RuntimeError("'return' in a view builder must be its only statement", at: statement.span)
                }
                return try asView(eval(expr, .view, &env), at: expr.span)
            case .forIn:
                throw RuntimeError("a 'for' loop cannot build views; use ForEach", at: statement.span)
            case .whileLoop, .breakLoop, .continueLoop, .block:
                throw RuntimeError("this statement cannot appear where views are built", at: statement.span)
            }
        }
        return .block(children)
    }

    /// A value used as a view: views, colours and shapes are views.
    func asView(_ value: Value, at span: SourceSpan) throws(RuntimeError) -> ViewValue {
        switch value {
        case .view(let view): return view
        case .color(let color): return .leaf(AnyLeafView(StyleLeaf(.color(color))), span: span)
        case .style(let style): return .leaf(AnyLeafView(StyleLeaf(style)), span: span)
        default: throw RuntimeError("expected a view, found a value of type \(value.typeName)", at: span)
        }
    }

    /// Calls a closure with positional arguments (`$0`, or its named parameters).
    func callClosure(_ closure: ClosureValue, _ arguments: [Value], hint: TypeHint, buildsViews: Bool = false,
                     isAsync: Bool = false, at span: SourceSpan) throws(RuntimeError) -> Value {
        var env = Env(owner: closure.owner, scope: closure.captured, isAsync: isAsync)
        env.scope.push()
        try bindClosureParameters(closure, arguments, &env.scope, at: span)
        return try runBody(closure.closure.body, hint: hint, isViewBuilder: buildsViews, at: closure.span, &env)
    }

    func bindClosureParameters(_ closure: ClosureValue, _ arguments: [Value], _ scope: inout Scope, at span: SourceSpan) throws(RuntimeError) {
        if let names = closure.closure.parameters {
            if names.count > 1, arguments.count == 1, case .tuple(let items, _) = arguments[0], items.count == names.count {
                for (name, value) in zip(names, items) { scope.declare(name, value, isLet: true) }
                return
            }
            guard names.count == arguments.count else {
                throw RuntimeError(
                    "this closure takes \(names.count) parameter(s) but is called with \(arguments.count)",
                    at: closure.span)
            }
            for (name, value) in zip(names, arguments) { scope.declare(name, value, isLet: true) }
        } else {
            for (position, value) in arguments.enumerated() { scope.declare("$\(position)", value, isLet: true) }
        }
    }
}

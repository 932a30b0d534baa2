import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary

extension Interpreter {
    /// The views of a body SwiftUI declares `@ViewBuilder`. With a `return` among other
    /// statements, Swift does not apply the builder: the body runs as a plain function's, and
    /// what it returns is the view.
    func viewBody(_ statements: [Stmt], at span: SourceSpan, _ env: Env) throws(Interrupt) -> ViewValue {
        guard Stmt.containReturn(statements), !(statements.count == 1 && statements[0].isReturn) else {
            return try buildViews(statements, env)
        }
        return try asView(try runBody(statements, hint: .opaque("View"), buildsViews: false, at: span, env), at: span)
    }

    /// Builds the views of a view builder body (`body`, a `@ViewBuilder` closure or function):
    /// each view statement is a slot; `if`/`switch` become conditional content whose branch is
    /// part of the children's identity; `let`s are local values.
    func buildViews(_ statements: [Stmt], _ env: Env) throws(Interrupt) -> ViewValue {
        let env = env.child()
        var children: [ViewValue] = []
        let hoisted = try declareLocalFunctions(statements, env)
        for (index, statement) in statements.enumerated() where !hoisted.contains(index) {
            try step(statement.span)
            switch statement.kind {
            case .expression(let expr):
                let value = try eval(expr, .opaque("View"), env)
                // Swift rejects a statement that is no view here (ViewBuilder has no
                // `buildExpression` for `()`); running it would also change state mid-update.
                if case .void = value {
                    throw .error(
                        "type '()' cannot conform to 'View': a statement in a view builder must make a view "
                            + "(run code there with 'let _ = …')", at: expr.span)
                }
                children.append(try asView(value, at: expr.span))
            case .declaration(let decl):
                try declareLocal(decl, env)
            case .if(let ifStmt):
                children.append(try buildConditional(ifStmt, env))
            case .switch(let switchStmt):
                let subject = try eval(switchStmt.subject, nil, env)
                try checkExhaustive(switchStmt, subject)
                var built: ViewValue?
                for (index, switchCase) in switchStmt.cases.enumerated() {
                    let inner = env.child()
                    if try caseMatches(switchCase, subject, inner) {
                        built = .conditional(branch: index, try buildViews(switchCase.body, inner))
                        break
                    }
                }
                guard let built else {
                    throw .error("no case of the switch matches \(describe(subject))", at: switchStmt.subject.span)
                }
                children.append(built)
            case .return(let expr):
                guard let expr, children.isEmpty else {
                    throw .error("'return' in a view builder must be its only statement", at: statement.span)
                }
                return try asView(eval(expr, .opaque("View"), env), at: expr.span)
            case .forIn:
                throw .error("a 'for' loop cannot build views; use ForEach", at: statement.span)
            case .unsupported(let message):
                throw .error(message, at: statement.span)
            default:
                throw .error("this statement cannot appear where views are built", at: statement.span)
            }
        }
        return .block(children)
    }

    /// `if` in a view builder: branch 0 (true) or 1 (false); `else if` nests, as SwiftUI's
    /// `_ConditionalContent` does.
    private func buildConditional(_ statement: IfStmt, _ env: Env) throws(Interrupt) -> ViewValue {
        let inner = env.child()
        if try conditions(statement.conditions, inner) {
            return .conditional(branch: 0, try buildViews(statement.then, inner))
        }
        guard let otherwise = statement.otherwise else { return .conditional(branch: 1, .emptyBlock) }
        if otherwise.count == 1, case .if(let nested) = otherwise[0].kind {
            return .conditional(branch: 1, try buildConditional(nested, env.child()))
        }
        return .conditional(branch: 1, try buildViews(otherwise, env.child()))
    }

    /// A value used as a view: views, colours and gradients, shapes, instances of the scene's
    /// view types.
    func asView(_ value: Value, at span: SourceSpan) throws(Interrupt) -> ViewValue {
        switch value {
        case .view(let view):
            return view
        case .instance(let instance) where instance.type.conforms(to: "Shape") || instance.type.conforms(to: "InsettableShape"):
            return .shape(ShapeLeaf(shape: try customShape(instance, at: span)), span: span)
        case .instance(let instance) where instance.type.isView:
            return .user(instance, span: span)
        case .native(.path(let path)):
            return .shape(ShapeLeaf(shape: .path(path)), span: span)
        case .none:
            return .empty
        default:
            if let style = shapeStyle(value) { return .leaf(AnyLeafView(StyleLeaf(style)), span: span) }
            throw .error("expected a view, found a value of type \(typeName(of: value))", at: span)
        }
    }
}

import FlipbookModel
import SwiftSyntax

/// Lowering of calls, subscripts, their arguments, and closures.
extension SyntaxLowerer {
    /// `callee(args) { first } label: { more }`: trailing closures are appended to the
    /// arguments, the first without a label, the others with theirs.
    func lowerCall(_ node: FunctionCallExprSyntax) -> ExprKind {
        var arguments = node.arguments.map { lowerArgument($0) }
        if let closure = node.trailingClosure {
            arguments.append(Argument(label: nil, value: Expr(.closure(lowerClosure(closure)), span: span(closure)),
                                      isTrailingClosure: true, span: span(closure)))
        }
        for extra in node.additionalTrailingClosures {
            let value = Expr(.closure(lowerClosure(extra.closure)), span: span(extra.closure))
            arguments.append(Argument(label: name(of: extra.label), value: value, isTrailingClosure: true,
                                      span: span(extra)))
        }
        return .call(callee: lowerExpr(node.calledExpression), arguments: arguments)
    }

    /// `base[args]`; trailing closures on a subscript are reported.
    func lowerSubscript(_ node: SubscriptCallExprSyntax) -> ExprKind {
        if let closure = node.trailingClosure {
            error("trailing closures on subscripts are not supported", at: closure)
        }
        return .subscriptAccess(base: lowerExpr(node.calledExpression),
                                arguments: node.arguments.map { lowerArgument($0) })
    }

    /// `label: value` or `value`, in a call, subscript or tuple.
    func lowerArgument(_ node: LabeledExprSyntax) -> Argument {
        Argument(label: node.label.map { name(of: $0) }, value: lowerExpr(node.expression), span: span(node))
    }

    /// `{ a, b in … }`, `{ (a: Int) in … }`, `{ _ in … }` or `{ … }` (parameters nil).
    ///
    /// Parameter types, `async`/`throws` and a return type are accepted and dropped: the
    /// interpreter is dynamically typed. Capture lists are reported.
    func lowerClosure(_ node: ClosureExprSyntax) -> Closure {
        var parameters: [String]?
        if let signature = node.signature {
            checkAttributes(signature.attributes, allowed: ["Sendable"])
            if let capture = signature.capture { unsupported(capture) }
            switch signature.parameterClause {
            case .simpleInput(let names):
                parameters = names.map { name(of: $0.name) }
            case .parameterClause(let clause):
                parameters = clause.parameters.map { parameter in
                    if let ellipsis = parameter.ellipsis {
                        error("variadic closure parameters are not supported", at: ellipsis)
                    }
                    return name(of: parameter.secondName ?? parameter.firstName)
                }
            case nil:
                // `{ @MainActor in … }`: an explicit signature without parameters.
                parameters = []
            }
        }
        return Closure(parameters: parameters, body: lowerStatements(node.statements))
    }
}

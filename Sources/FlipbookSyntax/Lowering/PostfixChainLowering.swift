import FlipbookModel
import SwiftSyntax

/// Lowering of the links of postfix chains: member accesses, calls, subscripts and postfix
/// `#if`s (`Text("a")\n#if os(iOS)\n.padding()\n#endif`).
extension SyntaxLowerer {
    /// `base.name`, `base.f(x:)`, `.name` (an implicit member: base nil), `tuple.0`;
    /// `[Int].self` and `Int?.self` have a type as their base.
    func lowerMemberAccess(_ node: MemberAccessExprSyntax) -> ExprKind {
        let memberName = name(of: node.declName.baseName)
        var base: Expr?
        if let written = node.base {
            let allowsPunctuation = memberName == "self"
            if let type = typeLiteral(written, allowingOptionalAndTuple: allowsPunctuation) {
                base = Expr(.type(TypeRef(type, span: span(written))), span: span(written))
            } else {
                base = lowerChainLink(written)
            }
        } else {
            base = postfixIfBases[node.id]
        }
        return .member(
            base: base, name: memberName, nameSpan: span(node.declName.baseName),
            argumentLabels: node.declName.argumentNames.map { argumentLabels($0) })
    }

    /// `callee(arguments) { first } label: { more }`: the trailing closures follow the
    /// arguments, the first unlabelled. `[Int]()` and `[String: Int]()` call a type.
    func lowerCall(_ node: FunctionCallExprSyntax) -> ExprKind {
        let callee: Expr
        if let type = typeLiteral(node.calledExpression, allowingOptionalAndTuple: false) {
            callee = Expr(.type(TypeRef(type, span: span(node.calledExpression))), span: span(node.calledExpression))
        } else {
            callee = lowerChainLink(node.calledExpression)
        }
        let arguments =
            node.arguments.map { lowerArgument($0) }
            + trailingClosures(node.trailingClosure, node.additionalTrailingClosures)
        return .call(callee: callee, arguments: arguments)
    }

    /// `base[arguments]`, with any trailing closure as a last argument.
    func lowerSubscript(_ node: SubscriptCallExprSyntax) -> ExprKind {
        let arguments =
            node.arguments.map { lowerArgument($0) }
            + trailingClosures(node.trailingClosure, node.additionalTrailingClosures)
        return .subscript(base: lowerChainLink(node.calledExpression), arguments: arguments)
    }

    /// `label: value` or `value`, in a call, subscript, tuple or attribute.
    func lowerArgument(_ node: LabeledExprSyntax) -> Argument {
        Argument(label: node.label.map { name(of: $0) }, value: lowerExpr(node.expression), span: span(node))
    }

    func trailingClosures(
        _ first: ClosureExprSyntax?,
        _ more: MultipleTrailingClosureElementListSyntax
    ) -> [Argument] {
        var arguments: [Argument] = []
        if let first {
            arguments.append(
                Argument(
                    label: nil, value: Expr(.closure(lowerClosure(first)), span: span(first)),
                    isTrailingClosure: true, span: span(first)))
        }
        for extra in more {
            let value = Expr(.closure(lowerClosure(extra.closure)), span: span(extra.closure))
            arguments.append(
                Argument(
                    label: name(of: extra.label), value: value, isTrailingClosure: true,
                    span: span(extra)))
        }
        return arguments
    }

    /// `base #if cond .modifier() #endif`: the active clause's chain continues `base`; with no
    /// active clause the expression is `base` itself.
    func lowerPostfixIfConfig(_ node: PostfixIfConfigExprSyntax) -> ExprKind {
        guard let written = node.base else {
            error("'#if' needs an expression before it here", at: node.config)
            return invalidExpr(node).kind
        }
        let base = lowerChainLink(written)
        guard case .postfixExpression(let continuation)? = activeElements(of: node.config) else { return base.kind }
        // The clause's chain starts with a member that has no base (`.padding()`): it is `base`'s.
        let start = Self.chainStart(continuation)
        postfixIfBases[start.id] = base
        defer { postfixIfBases[start.id] = nil }
        return lowerChainLink(continuation).kind
    }

    /// The innermost link of a postfix chain: where its base would be.
    private static func chainStart(_ node: ExprSyntax) -> ExprSyntax {
        var current = node
        while true {
            switch current.as(ExprSyntaxEnum.self) {
            case .memberAccessExpr(let access):
                guard let base = access.base else { return current }
                current = base
            case .functionCallExpr(let call): current = call.calledExpression
            case .subscriptCallExpr(let call): current = call.calledExpression
            case .forceUnwrapExpr(let unwrap): current = unwrap.expression
            case .optionalChainingExpr(let optional): current = optional.expression
            case .postfixIfConfigExpr(let postfix):
                guard let base = postfix.base else { return current }
                current = base
            default: return current
            }
        }
    }
}

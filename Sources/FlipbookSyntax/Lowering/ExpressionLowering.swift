import FlipbookModel
import SwiftSyntax

/// Lowering of expressions: the dispatch over expression kinds, names and operators.
///
/// The tree has been folded by `SwiftOperators` before lowering, so infix operators arrive as
/// `InfixOperatorExprSyntax` with precedence already applied.
extension SyntaxLowerer {
    /// Lowers an expression; an unsupported one is reported and yields a placeholder.
    func lowerExpr(_ node: ExprSyntax) -> Expr {
        // A lone parenthesised expression is just that expression (and keeps its own span).
        if let tuple = node.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            return lowerExpr(only.expression)
        }
        guard let kind = lowerExprKind(node) else { return placeholderExpr(for: node) }
        return Expr(kind, span: span(node))
    }

    private func lowerExprKind(_ node: ExprSyntax) -> ExprKind? {
        switch node.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let literal): return lowerInteger(literal)
        case .floatLiteralExpr(let literal): return lowerFloat(literal)
        case .booleanLiteralExpr(let literal): return .bool(literal.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr: return .nilLiteral
        case .stringLiteralExpr(let literal): return .string(lowerStringSegments(literal))
        case .declReferenceExpr(let reference): return lowerReference(reference)
        case .discardAssignmentExpr: return .identifier("_")
        case .memberAccessExpr(let access): return lowerMemberAccess(access)
        case .functionCallExpr(let call): return lowerCall(call)
        case .subscriptCallExpr(let call): return lowerSubscript(call)
        case .closureExpr(let closure): return .closure(lowerClosure(closure))
        case .arrayExpr(let array): return .array(array.elements.map { lowerExpr($0.expression) })
        case .tupleExpr(let tuple): return .tuple(tuple.elements.map { lowerArgument($0) })
        case .keyPathExpr(let keyPath): return lowerKeyPath(keyPath)
        case .infixOperatorExpr(let infix): return lowerInfix(infix)
        case .prefixOperatorExpr(let prefix):
            return .prefix(op: prefix.operator.text, operand: lowerExpr(prefix.expression))
        case .ternaryExpr(let ternary):
            return .ternary(condition: lowerExpr(ternary.condition), then: lowerExpr(ternary.thenExpression),
                            otherwise: lowerExpr(ternary.elseExpression))
        case .tryExpr(let tryExpr):
            // `try!` traps instead of throwing; to the interpreter it is a `try` that must succeed.
            let optional = tryExpr.questionOrExclamationMark?.tokenKind == .postfixQuestionMark
            return .tryExpr(lowerExpr(tryExpr.expression), optional: optional)
        case .awaitExpr(let awaitExpr): return .awaitExpr(lowerExpr(awaitExpr.expression))
        case .ifExpr(let ifExpr): return .ifExpr(lowerIf(ifExpr, asExpression: true))
        case .switchExpr(let switchExpr): return .switchExpr(lowerSwitch(switchExpr, asExpression: true))
        case .macroExpansionExpr(let macro):
            error(UnsupportedSyntax.macro(macro.macroName.text), at: macro)
            return nil
        case .missingExpr:
            // The parser has already reported what is missing.
            return nil
        default:
            unsupported(node)
            return nil
        }
    }

    /// A name: a variable, a type, `self`, `Self`, `$0`. Compound names (`f(x:)`) are reported.
    private func lowerReference(_ node: DeclReferenceExprSyntax) -> ExprKind? {
        if let names = node.argumentNames {
            error("references to functions by argument labels are not supported", at: names)
            return nil
        }
        return .identifier(name(of: node.baseName))
    }

    /// `base.name`, or the implicit member `.name` (base nil); `.init` is the member "init".
    private func lowerMemberAccess(_ node: MemberAccessExprSyntax) -> ExprKind? {
        if let names = node.declName.argumentNames {
            error("references to functions by argument labels are not supported", at: names)
            return nil
        }
        return .member(base: node.base.map { lowerExpr($0) }, name: name(of: node.declName.baseName))
    }

    /// Binary operators, and assignment (`=` and the compound forms) as `.assignment`.
    private func lowerInfix(_ node: InfixOperatorExprSyntax) -> ExprKind? {
        let lhs = lowerExpr(node.leftOperand)
        let rhs = lowerExpr(node.rightOperand)
        if node.operator.is(AssignmentExprSyntax.self) {
            return .assignment(op: "=", target: lhs, value: rhs)
        }
        guard let binary = node.operator.as(BinaryOperatorExprSyntax.self) else {
            unsupported(node.operator)
            return nil
        }
        let op = binary.operator.text
        if Self.compoundAssignments.contains(op) { return .assignment(op: op, target: lhs, value: rhs) }
        return .binary(op: op, lhs: lhs, rhs: rhs)
    }

    /// The standard library's operators in `AssignmentPrecedence`, other than `=` itself.
    private static let compoundAssignments: Set<String> = [
        "+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "|=", "^=", "&+=", "&-=", "&*=", "&<<=", "&>>=",
    ]

    /// `\.name`, `\.self`, `\Type.a.b`: the components after the root type.
    private func lowerKeyPath(_ node: KeyPathExprSyntax) -> ExprKind? {
        var components: [String] = []
        for component in node.components {
            guard let property = component.component.as(KeyPathPropertyComponentSyntax.self) else {
                unsupported(component.component)
                return nil
            }
            if let generics = property.genericArgumentClause { unsupported(generics) }
            components.append(name(of: property.declName.baseName))
        }
        return .keyPath(components)
    }
}

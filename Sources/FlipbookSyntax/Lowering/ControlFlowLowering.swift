import FlipbookModel
import SwiftSyntax

/// Lowering of `if`, condition lists and `for`-`in`.
extension SyntaxLowerer {
    /// `if c1, c2 { … } else if … { … } else { … }`, as a statement or an expression; `else if`
    /// is an `otherwise` holding one `if` statement.
    func lowerIf(_ node: IfExprSyntax) -> IfStmt {
        var otherwise: [Stmt]?
        switch node.elseBody {
        case .ifExpr(let nested):
            otherwise = [lowerExpressionStatement(ExprSyntax(nested))]
        case .codeBlock(let block):
            otherwise = lowerBlock(block.statements)
        case nil:
            otherwise = nil
        }
        return IfStmt(
            conditions: lowerConditions(node.conditions), then: lowerBlock(node.body.statements),
            otherwise: otherwise)
    }

    func lowerConditions(_ list: ConditionElementListSyntax) -> [Condition] {
        list.map { element in Condition(lowerCondition(element.condition), span: span(element.condition)) }
    }

    private func lowerCondition(_ condition: ConditionElementSyntax.Condition) -> ConditionKind {
        switch condition {
        case .expression(let expr):
            return .expression(lowerExpr(expr))
        case .availability(let availability):
            // Flipbook renders for the newest iOS: `#available` holds and `#unavailable` does not.
            return .availability(availability.availabilityKeyword.tokenKind == .poundAvailable)
        case .optionalBinding(let binding):
            // `if let x: T = e` is `if let x = e as T?`.
            var initializer = binding.initializer.map { lowerExpr($0.value) }
            if let annotation = binding.typeAnnotation, let value = initializer {
                let type = TypeRef(.optional(typeExpr(annotation.type)), span: span(annotation.type))
                initializer = Expr(.cast(value, type, kind: .plain), span: value.span)
            }
            return .optionalBinding(
                isLet: binding.bindingSpecifier.tokenKind == .keyword(.let),
                pattern: lowerDeclarationPattern(binding.pattern), initializer: initializer)
        case .matchingPattern(let matching):
            var value = lowerExpr(matching.initializer.value)
            if let annotation = matching.typeAnnotation {
                value = Expr(.cast(value, lowerType(annotation.type), kind: .plain), span: value.span)
            }
            return .matches(lowerMatchingPattern(matching.pattern), value)
        }
    }

    /// `for [try] [await] [case] pattern[: Type] in sequence where condition { body }`.
    func lowerFor(_ node: ForStmtSyntax) -> ForInStmt {
        var pattern =
            node.caseKeyword == nil
            ? lowerDeclarationPattern(node.pattern) : lowerMatchingPattern(node.pattern)
        if let annotation = node.typeAnnotation {
            pattern = Pattern(.cast(pattern, lowerType(annotation.type)), span: pattern.span)
        }
        return ForInStmt(
            pattern: pattern, sequence: lowerExpr(node.sequence),
            whereClause: node.whereClause.map { lowerExpr($0.condition) },
            body: lowerBlock(node.body.statements),
            isAwait: node.awaitKeyword != nil, isTry: node.tryKeyword != nil)
    }
}

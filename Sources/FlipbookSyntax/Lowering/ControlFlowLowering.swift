import FlipbookModel
import SwiftSyntax

/// Lowering of `if` and `switch`, shared by their statement and expression forms.
///
/// swift-syntax parses both forms as `IfExprSyntax`/`SwitchExprSyntax`; the caller decides which
/// one it has from the position. In the expression form each branch is lowered as one
/// expression, so a nested `if` inside a branch becomes an `ifExpr` too.
extension SyntaxLowerer {
    /// `if c1, c2 { … } else if … { … } else { … }`; `else if` becomes an `otherwise` that holds
    /// one `ifElse` statement (as the AST documents for both forms).
    func lowerIf(_ node: IfExprSyntax, asExpression: Bool) -> IfStmt {
        let conditions = node.conditions.compactMap { lowerCondition($0) }
        let then = lowerBranch(node.body.statements, asExpression: asExpression)
        var otherwise: [Stmt]?
        switch node.elseBody {
        case .ifExpr(let nested):
            otherwise = [Stmt(.ifElse(lowerIf(nested, asExpression: asExpression)), span: span(nested))]
        case .codeBlock(let block):
            otherwise = lowerBranch(block.statements, asExpression: asExpression)
        case nil:
            otherwise = nil
        }
        return IfStmt(conditions: conditions, then: then, otherwise: otherwise)
    }

    /// `switch subject { case .a, .b: … default: … }`.
    func lowerSwitch(_ node: SwitchExprSyntax, asExpression: Bool) -> SwitchStmt {
        let subject = lowerExpr(node.subject)
        var cases: [SwitchCase] = []
        for element in node.cases {
            switch element {
            case .switchCase(let switchCase):
                cases.append(lowerSwitchCase(switchCase, asExpression: asExpression))
            case .ifConfigDecl(let ifConfig):
                unsupported(ifConfig)
            }
        }
        return SwitchStmt(subject: subject, cases: cases)
    }

    /// A boolean condition; `if let`, `if case` and `#available` are reported and yield nil.
    func lowerCondition(_ element: ConditionElementSyntax) -> Expr? {
        if case .expression(let expr) = element.condition { return lowerExpr(expr) }
        unsupported(element.condition)
        return nil
    }

    /// Whether `expr` is an `if` (with an `else`) or `switch` whose every branch is a single
    /// expression, i.e. a valid `if`/`switch` expression.
    func isExpressionShaped(_ expr: ExprSyntax) -> Bool {
        if let ifExpr = expr.as(IfExprSyntax.self) {
            guard isSingleExpression(ifExpr.body.statements) else { return false }
            switch ifExpr.elseBody {
            case .ifExpr(let nested): return isExpressionShaped(ExprSyntax(nested))
            case .codeBlock(let block): return isSingleExpression(block.statements)
            case nil: return false
            }
        }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            return switchExpr.cases.allSatisfy { element in
                if case .switchCase(let switchCase) = element { return isSingleExpression(switchCase.statements) }
                return false
            }
        }
        return false
    }

    private func isSingleExpression(_ items: CodeBlockItemListSyntax) -> Bool {
        guard items.count == 1, let only = items.first, let expr = statementExpression(only) else { return false }
        // A nested `if`/`switch` is a valid branch value only if it is itself an expression.
        if expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self) { return isExpressionShaped(expr) }
        return true
    }

    private func lowerSwitchCase(_ node: SwitchCaseSyntax, asExpression: Bool) -> SwitchCase {
        // `@unknown default:` is accepted: it behaves as `default:` for the enums a scene declares.
        var patterns: [Expr] = []
        if case .case(let label) = node.label {
            for item in label.caseItems {
                if let whereClause = item.whereClause { unsupported(whereClause) }
                if let pattern = lowerCasePattern(item.pattern) { patterns.append(pattern) }
            }
        }
        return SwitchCase(patterns: patterns, body: lowerBranch(node.statements, asExpression: asExpression),
                          span: span(node))
    }

    /// A `case` pattern: an expression compared with `==`, such as `.front` or `3`.
    private func lowerCasePattern(_ pattern: PatternSyntax) -> Expr? {
        if let expression = pattern.as(ExpressionPatternSyntax.self),
            !expression.expression.is(DiscardAssignmentExprSyntax.self)
        {
            return lowerExpr(expression.expression)
        }
        // `case _:` parses as an expression pattern holding `_`.
        if pattern.is(WildcardPatternSyntax.self) || pattern.is(ExpressionPatternSyntax.self) {
            error("'case _' is not supported; use 'default:'", at: pattern)
        } else {
            unsupported(pattern)
        }
        return nil
    }

    /// A branch body: statements, or in the expression form a single expression.
    private func lowerBranch(_ items: CodeBlockItemListSyntax, asExpression: Bool) -> [Stmt] {
        if asExpression, items.count == 1, let only = items.first, let expr = statementExpression(only) {
            let lowered = lowerExpr(expr)
            return [Stmt(.expression(lowered), span: lowered.span)]
        }
        return lowerStatements(items)
    }
}

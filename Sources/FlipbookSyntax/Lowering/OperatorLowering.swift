import FlipbookModel
import SwiftOperators
import SwiftSyntax

/// Lowering of operators: folding sequences by precedence, infix and prefix operators,
/// assignments, casts and `try`.
extension SyntaxLowerer {
    /// Sequences with more operators than this are not folded, and are reported as nested too
    /// deeply: folding a chain of right-associative operators recurses once per operator. Any
    /// sequence of one operator (`1 + 1 + …`) this long would be fifty times deeper than
    /// `SceneParser.maximumNestingDepth` once folded; view code never comes near.
    static let maximumSequenceOperators = 20_000

    /// Folds `sequence` into its operator tree and lowers it with `body`.
    ///
    /// The folded tree is a new tree whose positions start at 0; while it is lowered, spans and
    /// broken-region checks add the sequence's own position (`positionOffset`). Folding errors
    /// (an undeclared operator; non-associative operators side by side) point into the original.
    func withFolded<T>(_ sequence: SequenceExprSyntax, _ body: (ExprSyntax) -> T) -> T {
        let operatorCount = sequence.elements.count / 2
        if operatorCount > Self.maximumSequenceOperators {
            let pastLimit = sequence.elements.dropFirst(2 * SceneParser.maximumNestingDepth + 1).first
            error(Self.nestingMessage, at: pastLimit.map(Syntax.init) ?? Syntax(sequence))
            return body(ExprSyntax(MissingExprSyntax()))
        }
        let folded = operators.foldSingle(sequence) { reportFoldingError($0) }
        let outer = positionOffset
        positionOffset += sequence.position.utf8Offset
        defer { positionOffset = outer }
        return body(folded)
    }

    private func reportFoldingError(_ foldingError: OperatorError) {
        switch foldingError {
        case .missingOperator(let name, let node):
            error("cannot find operator '\(name)' in scope", at: node)
        case .incomparableOperators(let left, _, let right, _):
            let note = Diagnostic(.note, "the operator on the left is here", at: span(left))
            error(
                "adjacent operators '\(left.trimmedDescription)' and '\(right.trimmedDescription)' "
                    + "need parentheses", at: right, notes: [note])
        case .missingGroup(let name, let node):
            error("unknown precedence group '\(name)'", at: node)
        case .groupAlreadyExists, .operatorAlreadyExists:
            // Raised only while building a table, never while folding.
            break
        }
    }

    /// Binary operators; `=` and the operators of `AssignmentPrecedence` (`+=`, `-=`…) are
    /// assignments. Assigning through an optional chain (`a?.b = 1`) makes the whole assignment
    /// the chain, as in Swift.
    func lowerInfix(_ node: InfixOperatorExprSyntax) -> ExprKind {
        let op: String
        if node.operator.is(AssignmentExprSyntax.self) {
            op = "="
        } else if let binary = node.operator.as(BinaryOperatorExprSyntax.self) {
            op = binary.operator.text
        } else {
            // `->` in an expression: a function type written as a value.
            return .unsupported(message: unsupported(node.operator))
        }
        guard op == "=" || operators.infixOperator(named: op)?.precedenceGroup == "AssignmentPrecedence" else {
            return .binary(op: op, lhs: lowerExpr(node.leftOperand), rhs: lowerExpr(node.rightOperand))
        }
        let outer = optionalBindings
        optionalBindings = 0
        defer { optionalBindings = outer }
        let target = lowerChainLink(node.leftOperand)
        let assignment = ExprKind.assignment(op: op, target: target, value: lowerExpr(node.rightOperand))
        return optionalBindings > 0 ? .optionalChain(Expr(assignment, span: span(node))) : assignment
    }

    /// `-x`, `!x`, `..<x`; a minus sign directly on a number literal is a negative literal, as in
    /// Swift (so `-9223372036854775808` fits in Int).
    func lowerPrefix(_ node: PrefixOperatorExprSyntax) -> ExprKind {
        let op = node.operator.text
        if op == "-" {
            if let integer = node.expression.as(IntegerLiteralExprSyntax.self) {
                return lowerInteger(integer, negated: true)
            }
            if let float = node.expression.as(FloatLiteralExprSyntax.self) {
                return lowerFloat(float, negated: true)
            }
        }
        return .prefix(op: op, operand: lowerExpr(node.expression))
    }

    /// `x as T`, `x as? T`, `x as! T`.
    func lowerCast(_ node: AsExprSyntax) -> ExprKind {
        let kind: CastKind =
            switch node.questionOrExclamationMark?.tokenKind {
            case .postfixQuestionMark?: .optional
            case .exclamationMark?: .forced
            default: .plain
            }
        return .cast(lowerExpr(node.expression), lowerType(node.type), kind: kind)
    }

    /// `try x`, `try? x`, `try! x`.
    func lowerTry(_ node: TryExprSyntax) -> ExprKind {
        let kind: TryKind =
            switch node.questionOrExclamationMark?.tokenKind {
            case .postfixQuestionMark?: .optional
            case .exclamationMark?: .forced
            default: .plain
            }
        return .try(lowerExpr(node.expression), kind: kind)
    }
}

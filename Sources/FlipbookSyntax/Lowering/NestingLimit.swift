import FlipbookModel
import SwiftSyntax

/// The bound on the AST's depth (`SceneParser.maximumNestingDepth`).
///
/// Every recursive step of the lowering (a declaration, statement, expression, pattern or type)
/// goes through `nested(_:fallback:_:)`, so no input makes the lowering, or any later stage that
/// walks the AST, recurse deeper than the limit.
extension SyntaxLowerer {
    static let nestingMessage =
        "expression nested too deeply (more than \(SceneParser.maximumNestingDepth) levels); "
        + "split it with intermediate variables or functions"

    /// Runs `body` one level deeper, or, past the limit, reports the nesting error (once per
    /// declaration) and returns `fallback()` without descending.
    func nested<T>(_ node: some SyntaxProtocol, fallback: () -> T, _ body: () -> T) -> T {
        guard nestingDepth < SceneParser.maximumNestingDepth else {
            if !nestingErrorReported {
                nestingErrorReported = true
                error(Self.nestingMessage, at: Self.focus(of: Syntax(node)))
            }
            return fallback()
        }
        nestingDepth += 1
        defer { nestingDepth -= 1 }
        return body()
    }

    /// Where an error about a whole expression points: a member's name, a call's callee, an
    /// operator, rather than the first token of a chain that may span many lines.
    static func focus(of node: Syntax) -> Syntax {
        if let access = node.as(MemberAccessExprSyntax.self) { return Syntax(access.declName) }
        if let call = node.as(FunctionCallExprSyntax.self) { return focus(of: Syntax(call.calledExpression)) }
        if let call = node.as(SubscriptCallExprSyntax.self) { return Syntax(call.leftSquare) }
        if let infix = node.as(InfixOperatorExprSyntax.self) { return Syntax(infix.operator) }
        return node
    }
}

import FlipbookModel
import SwiftSyntax

/// Lowering of closures.
extension SyntaxLowerer {
    /// `{ [weak self, n = count] (a: Int, b) async throws -> R in statements }` and the shorter
    /// forms: `{ a, b in … }`, `{ _ in … }`, `{ () in … }`, `{ … }` (parameters nil: `$0` may
    /// be used). Attributes (`@MainActor`, `@Sendable`) and capture specifiers (`weak`,
    /// `unowned`) change nothing in a single-threaded interpreter without reference counting.
    func lowerClosure(_ node: ClosureExprSyntax) -> ClosureExpr {
        var closure = ClosureExpr(parameters: nil, body: lowerBlock(node.statements))
        guard let signature = node.signature else { return closure }
        for capture in signature.capture?.items ?? [] {
            let captured = name(of: capture.name)
            closure.captures.append(captured)
            if let initializer = capture.initializer {
                closure.captureInitializers[captured] = lowerExpr(initializer.value)
            }
        }
        switch signature.parameterClause {
        case .simpleInput(let names):
            closure.parameters = names.map { parameter in
                Parameter(label: nil, name: name(of: parameter.name), type: nil, span: span(parameter))
            }
        case .parameterClause(let clause):
            closure.parameters = clause.parameters.map { parameter in
                Parameter(
                    label: nil, name: name(of: parameter.secondName ?? parameter.firstName),
                    type: parameter.type.map { lowerType(baseType($0)) },
                    isInout: parameter.type.map { isInout($0) } ?? false,
                    isVariadic: parameter.ellipsis != nil,
                    attributes: lowerAttributes(parameter.attributes).map(\.name)
                        + (parameter.type.map { typeAttributeNames($0) } ?? []),
                    span: span(parameter))
            }
        case nil:
            break
        }
        closure.isAsync = signature.effectSpecifiers?.asyncSpecifier != nil
        closure.isThrowing = signature.effectSpecifiers?.throwsClause != nil
        closure.returnType = signature.returnClause.map { lowerType($0.type) }
        return closure
    }
}

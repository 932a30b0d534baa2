import FlipbookModel
import SwiftSyntax

/// Lowering of `func` declarations (top-level functions and methods) and their parameters.
extension SyntaxLowerer {
    /// `[@ViewBuilder] [static] func name(label name: Type = default) [async] [throws] -> Type { … }`.
    ///
    /// `throws` and `mutating` are accepted and not recorded: a valid scene can only throw through
    /// `try`, which the AST keeps, and can only mutate `self` in a method that allows it.
    func lowerFunction(_ node: FunctionDeclSyntax, allowedModifiers: Set<String>) -> FunctionDecl {
        checkAttributes(node.attributes, allowed: ["ViewBuilder"])
        let modifiers = checkModifiers(node.modifiers, allowed: allowedModifiers)
        switch node.name.tokenKind {
        case .binaryOperator, .prefixOperator, .postfixOperator:
            error("operator functions are not supported in scene files", at: node.name)
        default:
            break
        }
        if let generics = node.genericParameterClause { unsupported(generics) }
        if let whereClause = node.genericWhereClause { unsupported(whereClause) }
        let signature = node.signature
        let parameters = signature.parameterClause.parameters.map { lowerParameter($0) }
        let isViewBuilder = hasAttribute("ViewBuilder", in: node.attributes)
        let functionName = name(of: node.name)
        var body: [Stmt] = []
        if let block = node.body {
            // Like `var body`, a method named `body` (ViewModifier, Transition) builds views.
            body = lowerBody(block.statements, implicitExpression: !isViewBuilder && functionName != "body")
        } else {
            error("function '\(functionName)' needs a body", at: node)
        }
        return FunctionDecl(
            name: functionName, parameters: parameters, returnType: signature.returnClause.map { typeRef($0.type) },
            isStatic: modifiers.contains("static"), isViewBuilder: isViewBuilder,
            isAsync: signature.effectSpecifiers?.asyncSpecifier != nil, body: body, span: span(node))
    }

    /// `label name: Type = default`; `_` as the label gives a nil label.
    private func lowerParameter(_ node: FunctionParameterSyntax) -> Parameter {
        checkAttributes(node.attributes, allowed: [])
        checkModifiers(node.modifiers, allowed: [])
        if let ellipsis = node.ellipsis {
            error("variadic parameters are not supported; take an array", at: ellipsis)
        }
        if let attributed = node.type.as(AttributedTypeSyntax.self),
            attributed.specifiers.contains(where: { $0.trimmedDescription == "inout" })
        {
            error("'inout' parameters are not supported; return the new value instead", at: attributed)
        }
        let label = node.firstName.tokenKind == .wildcard ? nil : name(of: node.firstName)
        let parameterName = name(of: node.secondName ?? node.firstName)
        return Parameter(
            label: label, name: parameterName, type: typeRef(node.type),
            defaultValue: node.defaultValue.map { lowerExpr($0.value) }, span: span(node))
    }
}

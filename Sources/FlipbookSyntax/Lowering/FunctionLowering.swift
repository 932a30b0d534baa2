import FlipbookModel
import SwiftSyntax

/// Lowering of functions (including operator functions), initializers, subscripts and their
/// parameters.
extension SyntaxLowerer {
    /// `func name<T>(label name: Type = default) async throws -> Result where … { body }`.
    func lowerFunction(_ node: FunctionDeclSyntax, in context: DeclContext) -> FunctionDecl {
        let signature = node.signature
        let functionName = name(of: node.name)
        return FunctionDecl(
            name: functionName, nameSpan: span(node.name),
            genericParameters: lowerGenericParameters(node.genericParameterClause),
            parameters: lowerParameters(signature.parameterClause),
            isAsync: signature.effectSpecifiers?.asyncSpecifier != nil,
            isThrowing: signature.effectSpecifiers?.throwsClause != nil,
            returnType: signature.returnClause.map { lowerType($0.type) },
            body: lowerBody(node.body, of: "function '\(functionName)'", at: node.name, in: context),
            requirements: lowerRequirements(node.genericWhereClause))
    }

    /// `init?<T>(parameters) throws where … { body }`; `init!` is failable too.
    func lowerInitializer(_ node: InitializerDeclSyntax, in context: DeclContext) -> InitializerDecl {
        InitializerDecl(
            isFailable: node.optionalMark != nil,
            genericParameters: lowerGenericParameters(node.genericParameterClause),
            parameters: lowerParameters(node.signature.parameterClause),
            isThrowing: node.signature.effectSpecifiers?.throwsClause != nil,
            body: lowerBody(node.body, of: "initializer", at: node.initKeyword, in: context),
            requirements: lowerRequirements(node.genericWhereClause))
    }

    /// `subscript<T>(parameters) -> Type where … { get set }`.
    func lowerSubscript(_ node: SubscriptDeclSyntax, in context: DeclContext) -> SubscriptDecl {
        let accessors = node.accessorBlock.map { lowerAccessors($0, in: context) }
        if accessors == nil && !context.isProtocol {
            error("subscript needs a body: '{ get { … } }'", at: node.subscriptKeyword)
        }
        // A subscript's parameters have no argument labels unless one is written before the
        // name (`subscript(row r: Int)`): `subscript(i: Int)` is called as `s[0]`.
        var parameters = lowerParameters(node.parameterClause)
        for (index, parameter) in node.parameterClause.parameters.enumerated()
        where parameter.secondName == nil && index < parameters.count {
            parameters[index].label = nil
        }
        return SubscriptDecl(
            parameters: parameters, returnType: lowerType(node.returnClause.type),
            accessors: accessors ?? Accessors(),
            genericParameters: lowerGenericParameters(node.genericParameterClause),
            requirements: lowerRequirements(node.genericWhereClause))
    }

    /// A function's statements; nil for a protocol requirement, which has none. Any other
    /// declaration without a body is invalid Swift.
    private func lowerBody(
        _ body: CodeBlockSyntax?, of what: String, at name: TokenSyntax,
        in context: DeclContext
    ) -> [Stmt]? {
        guard let body else {
            if !context.isProtocol { error("\(what) needs a body", at: name) }
            return nil
        }
        return lowerBlock(body.statements)
    }

    func lowerParameters(_ clause: FunctionParameterClauseSyntax) -> [Parameter] {
        clause.parameters.map { lowerParameter($0) }
    }

    /// `@ViewBuilder label name: @escaping Type = default`; `_` as the label gives a nil label,
    /// and `_` alone (`f(_: Int)`) a parameter named "_".
    private func lowerParameter(_ node: FunctionParameterSyntax) -> Parameter {
        let label = node.firstName.tokenKind == .wildcard ? nil : name(of: node.firstName)
        let attributes = lowerAttributes(node.attributes).map(\.name) + typeAttributeNames(node.type)
        return Parameter(
            label: label, name: name(of: node.secondName ?? node.firstName), type: lowerType(baseType(node.type)),
            defaultValue: node.defaultValue.map { lowerExpr($0.value) }, isInout: isInout(node.type),
            isVariadic: node.ellipsis != nil, attributes: attributes, span: span(node))
    }

    /// The type without its attributes and specifiers (`@escaping () -> Void` is `() -> Void`).
    func baseType(_ type: TypeSyntax) -> TypeSyntax {
        type.as(AttributedTypeSyntax.self)?.baseType ?? type
    }
}

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
            body: node.body == nil && lowerAttributes(node.attributes).contains(where: { $0.name == "NSManaged" })
                ? managedAccessorBody(node)
                : lowerBody(node.body, of: "function '\(functionName)'", at: node.name, in: context),
            requirements: lowerRequirements(node.genericWhereClause))
    }

    /// Core Data implements an `@NSManaged func` (Xcode's `addToItems(_:)` and
    /// `removeFromItems(_:)` of a to-many relationship `items`): its body edits the relationship
    /// through the prelude's `_managedRelationshipEdit(self, "items", value, "add")`.
    private func managedAccessorBody(_ node: FunctionDeclSyntax) -> [Stmt] {
        let at = span(node.name)
        let functionName = name(of: node.name)
        let parameter = node.signature.parameterClause.parameters.first.map { name(of: $0.secondName ?? $0.firstName) }
        func call(_ callee: String, _ arguments: [Expr]) -> [Stmt] {
            let call = Expr(
                .call(
                    callee: Expr(.identifier(callee), span: at),
                    arguments: arguments.map { Argument(label: nil, value: $0, span: at) }), span: at)
            return [Stmt(.expression(call), span: at)]
        }
        func text(_ value: String) -> Expr { Expr(.string([.text(value)]), span: at) }
        for (prefix, edit) in [("addTo", "add"), ("removeFrom", "remove")] where functionName.hasPrefix(prefix) {
            let rest = functionName.dropFirst(prefix.count)
            guard let first = rest.first, let parameter, node.signature.parameterClause.parameters.count == 1 else { break }
            let relationship = first.lowercased() + rest.dropFirst()
            return call(
                "_managedRelationshipEdit",
                [Expr(.identifier("self"), span: at), text(relationship), Expr(.identifier(parameter), span: at), text(edit)])
        }
        return call("_notSupported", [text("@NSManaged func \(functionName) is not supported by Flipbook yet (only addTo… and removeFrom…)")])
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

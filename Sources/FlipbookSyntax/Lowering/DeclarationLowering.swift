import FlipbookModel
import SwiftSyntax

/// Where a declaration sits, which decides what it may be.
enum DeclContext: Equatable {
    case topLevel
    /// Inside a function, closure or accessor body.
    case local
    /// Inside a type (its kind) or an extension (nil).
    case members(of: TypeDeclKind?)

    var isProtocol: Bool { self == .members(of: .protocol) }
}

/// Lowering of the file's top level and the dispatch over declaration kinds.
extension SyntaxLowerer {
    /// Lowers every top-level item of the file, in order, except those in `skipped` (too deep to
    /// walk; already reported). `import` lines are dropped.
    func lowerSourceFile(_ file: SourceFileSyntax, skipping skipped: Set<SyntaxIdentifier>) -> [Decl] {
        file.statements.flatMap { item -> [Decl] in
            guard !skipped.contains(item.id) else { return [] }
            nestingErrorReported = false
            return lowerTopLevelItem(item)
        }
    }

    private func lowerTopLevelItem(_ item: CodeBlockItemSyntax) -> [Decl] {
        switch item.item {
        case .decl(let decl):
            if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                return activeStatements(of: ifConfig).map { $0.flatMap { lowerTopLevelItem($0) } } ?? []
            }
            return lowerDecl(decl, in: .topLevel)
        case .stmt(let stmt):
            if let expression = stmt.as(ExpressionStmtSyntax.self) {
                return lowerTopLevelExpression(expression.expression)
            }
            if !stmt.is(MissingStmtSyntax.self) { error(UnsupportedSyntax.topLevelStatement, at: stmt) }
            return []
        case .expr(let expr):
            return lowerTopLevelExpression(expr)
        }
    }

    /// At the top level swift-syntax may parse a freestanding macro (`#Preview { … }`) as an
    /// expression; any other expression is a statement, which a scene file cannot run there.
    private func lowerTopLevelExpression(_ expr: ExprSyntax) -> [Decl] {
        if let macro = expr.as(MacroExpansionExprSyntax.self) {
            return lowerMacroDeclaration(macro, in: .topLevel).map { Decl($0, span: span(macro)) }
        }
        // A missing expression is the parser's recovery from a syntax error it reported.
        if !expr.is(MissingExprSyntax.self) { error(UnsupportedSyntax.topLevelStatement, at: expr) }
        return []
    }

    /// The members of a type or extension, with those of active `#if` clauses.
    func lowerMembers(_ list: MemberBlockItemListSyntax, of owner: TypeDeclKind?) -> [Decl] {
        list.flatMap { item -> [Decl] in
            if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
                return activeMembers(of: ifConfig).map { lowerMembers($0, of: owner) } ?? []
            }
            nestingErrorReported = false
            return lowerDecl(item.decl, in: .members(of: owner))
        }
    }

    /// One declaration; `import`s and operator declarations (which only steer folding) yield none.
    func lowerDecl(_ node: DeclSyntax, in context: DeclContext) -> [Decl] {
        nested(node, fallback: { [] }) {
            lowerDeclKind(node, in: context).map { kind in
                Decl(kind, attributes: attributes(of: node), modifiers: modifiers(of: node), span: span(node))
            }
        }
    }

    private func lowerDeclKind(_ node: DeclSyntax, in context: DeclContext) -> [DeclKind] {
        switch node.as(DeclSyntaxEnum.self) {
        case .structDecl(let decl): return [.type(lowerTypeDecl(decl, kind: .struct))]
        case .classDecl(let decl): return [.type(lowerTypeDecl(decl, kind: .class))]
        case .enumDecl(let decl): return [.type(lowerTypeDecl(decl, kind: .enum))]
        case .actorDecl(let decl): return [.type(lowerTypeDecl(decl, kind: .actor))]
        case .protocolDecl(let decl): return [.type(lowerProtocol(decl))]
        case .extensionDecl(let decl): return [.extension(lowerExtension(decl))]
        case .functionDecl(let decl): return [.function(lowerFunction(decl, in: context))]
        case .initializerDecl(let decl): return [.initializer(lowerInitializer(decl, in: context))]
        case .variableDecl(let decl): return [.variable(lowerVariable(decl, in: context))]
        case .subscriptDecl(let decl): return [.subscript(lowerSubscript(decl, in: context))]
        case .enumCaseDecl(let decl):
            if context != .members(of: .enum) {
                error("enum 'case' is not allowed outside of an enum", at: decl.caseKeyword)
            }
            return [.enumCase(decl.elements.map { lowerEnumCaseElement($0) })]
        case .typeAliasDecl(let decl):
            return [
                .typeAlias(
                    TypeAliasDecl(
                        name: name(of: decl.name),
                        genericParameters: lowerGenericParameters(decl.genericParameterClause),
                        type: lowerType(decl.initializer.value)))
            ]
        case .associatedTypeDecl(let decl):
            return [.associatedType(name: name(of: decl.name))]
        case .macroExpansionDecl(let macro):
            return lowerMacroDeclaration(macro, in: context)
        case .importDecl, .operatorDecl, .precedenceGroupDecl, .missingDecl, .unexpectedCodeDecl:
            return []
        case .deinitializerDecl(let decl):
            return [.unsupported(message: unsupported("deinit", at: decl.deinitKeyword))]
        case .macroDecl(let decl):
            return [.unsupported(message: unsupported("macro", at: decl.macroKeyword))]
        case .poundSourceLocation(let decl):
            return [.unsupported(message: unsupported("#sourceLocation", at: decl.poundSourceLocation))]
        case .editorPlaceholderDecl(let placeholder):
            error("editor placeholder in source file", at: placeholder)
            return []
        default:
            // Declarations only experimental compilers accept.
            return [.unsupported(message: unsupported(node))]
        }
    }

    private func attributes(of node: DeclSyntax) -> [Attribute] {
        node.asProtocol(WithAttributesSyntax.self).map { lowerAttributes($0.attributes) } ?? []
    }

    private func modifiers(of node: DeclSyntax) -> Set<String> {
        node.asProtocol(WithModifiersSyntax.self).map { lowerModifiers($0.modifiers) } ?? []
    }
}

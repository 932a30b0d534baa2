import FlipbookModel
import SwiftSyntax

/// Lowering of the file's top level and of type declarations (`struct`, `enum`).
extension SyntaxLowerer {
    /// Lowers every top-level item of the file, in order. `import` lines are dropped.
    func lowerSourceFile(_ file: SourceFileSyntax) -> [Declaration] {
        file.statements.flatMap { lowerTopLevelItem($0) }
    }

    private func lowerTopLevelItem(_ item: CodeBlockItemSyntax) -> [Declaration] {
        switch item.item {
        case .decl(let decl):
            return lowerTopLevelDecl(decl)
        case .stmt, .expr:
            guard let expr = statementExpression(item) else { break }
            // At the top level swift-syntax parses `#Preview { … }` as a macro expression.
            if let macro = expr.as(MacroExpansionExprSyntax.self) {
                return lowerPreview(macro).map { [.preview($0)] } ?? []
            }
            // A missing expression is the parser's recovery from a syntax error already reported.
            if expr.is(MissingExprSyntax.self) { return [] }
        }
        if !item.item.is(MissingStmtSyntax.self) { error(UnsupportedSyntax.topLevelStatement, at: item) }
        return []
    }

    private func lowerTopLevelDecl(_ decl: DeclSyntax) -> [Declaration] {
        if decl.is(ImportDeclSyntax.self) || decl.is(MissingDeclSyntax.self) { return [] }
        if let type = lowerTypeDecl(decl) { return [type] }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return lowerBindings(variable, allowedModifiers: Self.accessModifiers).map { .binding($0) }
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            return [.function(lowerFunction(function, allowedModifiers: Self.accessModifiers))]
        }
        if let macro = decl.as(MacroExpansionDeclSyntax.self) {
            return lowerPreview(macro).map { [.preview($0)] } ?? []
        }
        unsupported(decl)
        return []
    }

    /// Lowers a `struct` or `enum` declaration (top-level or nested); nil for any other decl.
    func lowerTypeDecl(_ decl: DeclSyntax) -> Declaration? {
        if let structure = decl.as(StructDeclSyntax.self) { return .structure(lowerStruct(structure)) }
        if let enumeration = decl.as(EnumDeclSyntax.self) { return .enumeration(lowerEnum(enumeration)) }
        return nil
    }

    private func lowerStruct(_ node: StructDeclSyntax) -> StructDecl {
        checkAttributes(node.attributes, allowed: [])
        checkModifiers(node.modifiers, allowed: Self.accessModifiers)
        if let generics = node.genericParameterClause { unsupported(generics) }
        if let whereClause = node.genericWhereClause { unsupported(whereClause) }
        let members = node.memberBlock.members.flatMap { lowerMember($0.decl, in: .structure) }
        return StructDecl(
            name: name(of: node.name), conformances: conformances(node.inheritanceClause),
            members: members, span: span(node))
    }

    private func lowerEnum(_ node: EnumDeclSyntax) -> EnumDecl {
        checkAttributes(node.attributes, allowed: [])
        checkModifiers(node.modifiers, allowed: Self.accessModifiers)
        if let generics = node.genericParameterClause { unsupported(generics) }
        if let whereClause = node.genericWhereClause { unsupported(whereClause) }
        var cases: [EnumCaseDecl] = []
        var members: [MemberDecl] = []
        for item in node.memberBlock.members {
            if let caseDecl = item.decl.as(EnumCaseDeclSyntax.self) {
                cases += lowerEnumCases(caseDecl)
            } else {
                members += lowerMember(item.decl, in: .enumeration)
            }
        }
        return EnumDecl(
            name: name(of: node.name), conformances: conformances(node.inheritanceClause),
            cases: cases, members: members, span: span(node))
    }

    /// `case a, b = "x"`: one `EnumCaseDecl` per element.
    private func lowerEnumCases(_ node: EnumCaseDeclSyntax) -> [EnumCaseDecl] {
        checkAttributes(node.attributes, allowed: [])
        checkModifiers(node.modifiers, allowed: [])
        return node.elements.map { element in
            if let associated = element.parameterClause {
                error("enum cases with associated values are not supported; use a struct for the data",
                      at: associated)
            }
            let rawValue = element.rawValue.map { lowerExpr($0.value) }
            return EnumCaseDecl(name: name(of: element.name), rawValue: rawValue, span: span(element))
        }
    }

    /// The written conformances (`View`, `String`, `Identifiable`), as text.
    private func conformances(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    }
}

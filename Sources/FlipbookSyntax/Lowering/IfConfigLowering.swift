import SwiftSyntax

/// `#if` / `#elseif` / `#else` in declarations, statements, member lists, switch cases,
/// attribute lists and modifier chains: Flipbook keeps the clause an iOS build compiles
/// (`BuildCondition`) and drops the others without looking into them, as the compiler does.
extension SyntaxLowerer {
    /// The elements of the clause that holds on iOS, or nil when none does.
    func activeElements(of node: IfConfigDeclSyntax) -> IfConfigClauseSyntax.Elements? {
        for clause in node.clauses {
            guard let condition = clause.condition else { return clause.elements }
            if BuildCondition.holds(condition, operators: operators) { return clause.elements }
        }
        return nil
    }

    /// The statements (or top-level declarations) of the active clause.
    func activeStatements(of node: IfConfigDeclSyntax) -> CodeBlockItemListSyntax? {
        if case .statements(let items)? = activeElements(of: node) { return items }
        return nil
    }

    /// The members of the active clause.
    func activeMembers(of node: IfConfigDeclSyntax) -> MemberBlockItemListSyntax? {
        if case .decls(let members)? = activeElements(of: node) { return members }
        return nil
    }

    /// The `case`s of the active clause.
    func activeSwitchCases(of node: IfConfigDeclSyntax) -> SwitchCaseListSyntax? {
        if case .switchCases(let cases)? = activeElements(of: node) { return cases }
        return nil
    }

    /// The attributes of the active clause.
    func activeAttributes(of node: IfConfigDeclSyntax) -> AttributeListSyntax? {
        if case .attributes(let attributes)? = activeElements(of: node) { return attributes }
        return nil
    }
}

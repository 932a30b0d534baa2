import FlipbookModel
import SwiftSyntax

/// Lowering of statement lists and of the simple statements.
extension SyntaxLowerer {
    /// Lowers a list of statements: local declarations, statements, expressions, and the items of
    /// active `#if` clauses.
    func lowerBlock(_ items: CodeBlockItemListSyntax) -> [Stmt] {
        // A local type whose name the file repeats is named apart in the whole block.
        let outer = localTypeRenames
        defer { localTypeRenames = outer }
        for item in items {
            guard case .decl(let decl) = item.item, let name = LocalTypeNames.declaredName(decl),
                repeatedTypeNames.contains(name.text)
            else { continue }
            let start = span(name).start
            localTypeRenames[name.text] = LocalTypeNames.renamed(name.text, line: start.line, column: start.column)
        }
        return items.flatMap { lowerItem($0) }
    }

    private func lowerItem(_ item: CodeBlockItemSyntax) -> [Stmt] {
        switch item.item {
        case .decl(let decl):
            if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                return activeStatements(of: ifConfig).map { lowerBlock($0) } ?? []
            }
            let declarations = lowerDecl(decl, in: .local).map { declaration in
                var declaration = declaration
                guard let name = declaration.typeName else { return declaration }
                declaration.typeName = localTypeRenames[name] ?? name
                localTypes.append(declaration)
                return declaration
            }
            return declarations.map { Stmt(.declaration($0), span: $0.span) }
        case .stmt(let stmt):
            return lowerStmt(stmt).map { [$0] } ?? []
        case .expr(let expr):
            return [lowerExpressionStatement(expr)]
        }
    }

    /// One statement; nil for what the parser reported as missing.
    func lowerStmt(_ node: StmtSyntax) -> Stmt? {
        nested(node, fallback: { nil }) {
            if let expression = node.as(ExpressionStmtSyntax.self) {
                return lowerExpressionStatement(expression.expression)
            }
            return lowerStmtKind(node).map { Stmt($0, span: span(node)) }
        }
    }

    private func lowerStmtKind(_ node: StmtSyntax) -> StmtKind? {
        switch node.as(StmtSyntaxEnum.self) {
        case .returnStmt(let stmt): return .return(stmt.expression.map { lowerExpr($0) })
        case .breakStmt(let stmt): return .break(label: stmt.label.map { name(of: $0) })
        case .continueStmt(let stmt): return .continue(label: stmt.label.map { name(of: $0) })
        case .fallThroughStmt: return .fallthrough
        case .throwStmt(let stmt): return .throw(lowerExpr(stmt.expression))
        case .deferStmt(let stmt): return .defer(lowerBlock(stmt.body.statements))
        case .doStmt(let stmt): return lowerDo(stmt)
        case .guardStmt(let stmt):
            return .guard(conditions: lowerConditions(stmt.conditions), body: lowerBlock(stmt.body.statements))
        case .whileStmt(let stmt):
            return .while(conditions: lowerConditions(stmt.conditions), body: lowerBlock(stmt.body.statements))
        case .repeatStmt(let stmt):
            return .repeat(body: lowerBlock(stmt.body.statements), condition: lowerExpr(stmt.condition))
        case .forStmt(let stmt): return .forIn(lowerFor(stmt))
        case .labeledStmt(let stmt):
            guard let inner = lowerStmt(stmt.statement) else { return nil }
            return .labeled(label: name(of: stmt.label), inner)
        case .discardStmt(let stmt): return .unsupported(message: unsupported("discard", at: stmt.discardKeyword))
        case .yieldStmt(let stmt): return .unsupported(message: unsupported("yield", at: stmt.yieldKeyword))
        case .missingStmt: return nil
        default:
            // Statements only experimental compilers accept (`then`).
            return .unsupported(message: unsupported(node))
        }
    }

    /// An expression in statement position: `if` and `switch` there are statements. A function
    /// body made of one `if`/`switch` whose branches end in one expression each may also be
    /// Swift's implicit return of an `if`/`switch` expression: the interpreter, which knows
    /// whether the body is a view builder, decides.
    func lowerExpressionStatement(_ expr: ExprSyntax) -> Stmt {
        nested(expr, fallback: { Stmt(.expression(invalidExpr(expr)), span: span(expr)) }) {
            if let ifExpr = expr.as(IfExprSyntax.self) {
                return Stmt(.if(lowerIf(ifExpr)), span: span(ifExpr))
            }
            if let switchExpr = expr.as(SwitchExprSyntax.self) {
                return Stmt(.switch(lowerSwitch(switchExpr)), span: span(switchExpr))
            }
            let lowered = lowerExpr(expr)
            return Stmt(.expression(lowered), span: lowered.span)
        }
    }
}

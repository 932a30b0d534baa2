import FlipbookModel
import SwiftSyntax

/// Lowering of statements and code blocks.
extension SyntaxLowerer {
    /// Lowers the body of a function or computed property.
    ///
    /// - Parameter implicitExpression: whether the body is a plain function body rather than a
    ///   view builder. There, a lone `if` or `switch` whose branches are single expressions is
    ///   Swift's implicit return of an `if`/`switch` *expression*, and is lowered as one.
    func lowerBody(_ items: CodeBlockItemListSyntax, implicitExpression: Bool) -> [Stmt] {
        if implicitExpression, items.count == 1, let only = items.first,
            let expr = statementExpression(only), isExpressionShaped(expr)
        {
            let lowered = lowerExpr(expr)
            return [Stmt(.expression(lowered), span: lowered.span)]
        }
        return lowerStatements(items)
    }

    /// Lowers a list of statements; one item may yield several (`let a = 1, b = 2`) or none.
    func lowerStatements(_ items: CodeBlockItemListSyntax) -> [Stmt] {
        items.flatMap { lowerItem($0) }
    }

    private func lowerItem(_ item: CodeBlockItemSyntax) -> [Stmt] {
        switch item.item {
        case .decl(let decl): lowerLocalDecl(decl)
        case .stmt(let stmt): lowerStmt(stmt)
        case .expr(let expr): [lowerExpressionStatement(expr)]
        }
    }

    /// The expression an item consists of, if it is an expression statement.
    func statementExpression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let expr): expr
        case .stmt(let stmt): stmt.as(ExpressionStmtSyntax.self)?.expression
        case .decl: nil
        }
    }

    /// An expression at statement position: `if` and `switch` there are statements.
    private func lowerExpressionStatement(_ expr: ExprSyntax) -> Stmt {
        if let ifExpr = expr.as(IfExprSyntax.self) {
            return Stmt(.ifElse(lowerIf(ifExpr, asExpression: false)), span: span(ifExpr))
        }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            return Stmt(.switchCase(lowerSwitch(switchExpr, asExpression: false)), span: span(switchExpr))
        }
        let lowered = lowerExpr(expr)
        return Stmt(.expression(lowered), span: lowered.span)
    }

    private func lowerLocalDecl(_ decl: DeclSyntax) -> [Stmt] {
        if decl.is(MissingDeclSyntax.self) { return [] }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return lowerBindings(variable, allowedModifiers: []).map { Stmt(.binding($0), span: $0.span) }
        }
        if let macro = decl.as(MacroExpansionDeclSyntax.self) {
            error(UnsupportedSyntax.macro(macro.macroName.text), at: macro)
        } else if decl.is(FunctionDeclSyntax.self) || decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) {
            error(UnsupportedSyntax.localDeclaration, at: decl)
        } else {
            unsupported(decl)
        }
        return []
    }

    private func lowerStmt(_ stmt: StmtSyntax) -> [Stmt] {
        let span = span(stmt)
        if let expression = stmt.as(ExpressionStmtSyntax.self) {
            return [lowerExpressionStatement(expression.expression)]
        }
        if let returnStmt = stmt.as(ReturnStmtSyntax.self) {
            return [Stmt(.returnValue(returnStmt.expression.map { lowerExpr($0) }), span: span)]
        }
        if let breakStmt = stmt.as(BreakStmtSyntax.self) {
            if let label = breakStmt.label { error("labelled 'break' is not supported", at: label) }
            return [Stmt(.breakLoop, span: span)]
        }
        if let continueStmt = stmt.as(ContinueStmtSyntax.self) {
            if let label = continueStmt.label { error("labelled 'continue' is not supported", at: label) }
            return [Stmt(.continueLoop, span: span)]
        }
        if let forStmt = stmt.as(ForStmtSyntax.self) { return [lowerFor(forStmt)] }
        if let whileStmt = stmt.as(WhileStmtSyntax.self) {
            let condition = lowerConditionConjunction(whileStmt.conditions, at: whileStmt)
            return [Stmt(.whileLoop(condition: condition, body: lowerStatements(whileStmt.body.statements)), span: span)]
        }
        if let doStmt = stmt.as(DoStmtSyntax.self) {
            if let throwsClause = doStmt.throwsClause { error("typed 'do throws' is not supported", at: throwsClause) }
            if let firstCatch = doStmt.catchClauses.first {
                error("'catch' is not supported; use 'try?' inside the 'do' block", at: firstCatch)
            }
            return [Stmt(.block(lowerStatements(doStmt.body.statements)), span: span)]
        }
        if !stmt.is(MissingStmtSyntax.self) { unsupported(stmt) }
        return []
    }

    /// `for name in sequence { … }` or `for _ in …`.
    private func lowerFor(_ node: ForStmtSyntax) -> Stmt {
        if let tryKeyword = node.tryKeyword { error("'for try' loops are not supported", at: tryKeyword) }
        if let awaitKeyword = node.awaitKeyword {
            error("'for await' loops are not supported; use a plain 'for' with 'Task.sleep'", at: awaitKeyword)
        }
        if let caseKeyword = node.caseKeyword { error("'for case' loops are not supported", at: caseKeyword) }
        if let whereClause = node.whereClause { unsupported(whereClause) }
        let name = bindingName(node.pattern)
        return Stmt(
            .forIn(pattern: name == "_" ? nil : name, sequence: lowerExpr(node.sequence),
                   body: lowerStatements(node.body.statements)),
            span: span(node))
    }

    /// `while a, b` means `while a && b`; the AST has one condition, so the list is joined with
    /// `&&`, which is the same for boolean conditions (the only kind supported).
    private func lowerConditionConjunction(_ conditions: ConditionElementListSyntax,
                                           at node: some SyntaxProtocol) -> Expr {
        let lowered = conditions.compactMap { lowerCondition($0) }
        guard var result = lowered.first else { return placeholderExpr(for: node) }
        for next in lowered.dropFirst() {
            let joined = SourceSpan(file: result.span.file, start: result.span.start, end: next.span.end)
            result = Expr(.binary(op: "&&", lhs: result, rhs: next), span: joined)
        }
        return result
    }
}

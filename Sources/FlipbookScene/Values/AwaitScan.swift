import FlipbookSyntax

/// Whether code awaits: a closure that awaits is async even when its type is not written.
enum AwaitScan {
    static func contains(_ statement: Stmt) -> Bool {
        switch statement.kind {
        case .expression(let e), .throw(let e): return contains(e)
        case .return(let e): return e.map(contains) ?? false
        case .declaration(let decl):
            if case .variable(let v) = decl.kind { return v.bindings.contains { $0.initializer.map(contains) ?? false } }
            return false
        case .if(let s): return contains(s)
        case .guard(let conditions, let body): return conditions.contains(where: contains) || body.contains(where: contains)
        case .while(let conditions, let body): return conditions.contains(where: contains) || body.contains(where: contains)
        case .repeat(let body, let condition): return body.contains(where: contains) || contains(condition)
        case .forIn(let f): return f.isAwait || contains(f.sequence) || f.body.contains(where: contains)
        case .switch(let s): return contains(s.subject) || s.cases.contains { $0.body.contains(where: contains) }
        case .defer(let body): return body.contains(where: contains)
        case .do(let body, let catches):
            return body.contains(where: contains) || catches.contains { $0.body.contains(where: contains) }
        case .labeled(_, let s): return contains(s)
        case .break, .continue, .fallthrough, .unsupported: return false
        }
    }

    static func contains(_ statement: IfStmt) -> Bool {
        statement.conditions.contains(where: contains) || statement.then.contains(where: contains)
            || (statement.otherwise?.contains(where: contains) ?? false)
    }

    static func contains(_ condition: Condition) -> Bool {
        switch condition.kind {
        case .expression(let e), .matches(_, let e): contains(e)
        case .optionalBinding(_, _, let e): e.map(contains) ?? false
        case .availability: false
        }
    }

    /// Whether an expression awaits, not counting nested closures (they are their own).
    static func contains(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .await: return true
        case .closure: return false
        case .call(let callee, let arguments):
            return contains(callee) || arguments.contains { !$0.isTrailingClosure && contains($0.value) }
        case .member(let base, _, _, _): return base.map(contains) ?? false
        case .subscript(let base, let arguments): return contains(base) || arguments.contains { contains($0.value) }
        case .binary(_, let l, let r), .assignment(_, let l, let r): return contains(l) || contains(r)
        case .prefix(_, let e), .postfix(_, let e), .optionalChain(let e), .bindOptional(let e), .forceUnwrap(let e),
            .try(let e, _), .typeCheck(let e, _), .cast(let e, _, _), .inOut(let e), .specialized(let e, _):
            return contains(e)
        case .ternary(let c, let t, let o): return contains(c) || contains(t) || contains(o)
        case .tuple(let elements): return elements.contains { contains($0.value) }
        case .array(let elements): return elements.contains(where: contains)
        case .if(let s): return contains(s)
        case .switch(let s): return contains(s.subject) || s.cases.contains { $0.body.contains(where: contains) }
        default: return false
        }
    }
}

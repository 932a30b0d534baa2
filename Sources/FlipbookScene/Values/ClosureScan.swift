import FlipbookSyntax

/// What a closure's body uses of its implicit parameters.
enum ClosureScan {
    /// How many of `$0`, `$1`… the body uses (one more than the highest), not counting nested
    /// closures.
    /// More implicit parameters than any closure has.
    static let mostParameters = 1 << 16

    static func usesDollarArguments(_ body: [Stmt]) -> Int {
        var highest = -1
        func visit(_ expr: Expr) {
            switch expr.kind {
            case .identifier(let name) where name.hasPrefix("$"):
                // `$9223372036854775807` (found by the fuzzer): one more than it overflows; no
                // closure has more parameters than a body has names.
                if let n = Int(name.dropFirst()), n >= 0 { highest = max(highest, min(n, Self.mostParameters)) }
            case .closure:
                return
            case .call(let callee, let arguments):
                visit(callee)
                arguments.forEach { visit($0.value) }
            case .member(let base, _, _, _): base.map(visit)
            case .binary(_, let l, let r), .assignment(_, let l, let r):
                visit(l)
                visit(r)
            case .prefix(_, let e), .postfix(_, let e), .optionalChain(let e), .bindOptional(let e), .forceUnwrap(let e),
                .await(let e), .try(let e, _), .inOut(let e), .typeCheck(let e, _), .cast(let e, _, _):
                visit(e)
            case .ternary(let c, let t, let o):
                visit(c)
                visit(t)
                visit(o)
            case .tuple(let elements): elements.forEach { visit($0.value) }
            case .array(let elements): elements.forEach(visit)
            case .subscript(let base, let arguments):
                visit(base)
                arguments.forEach { visit($0.value) }
            case .string(let segments):
                for case .interpolation(let arguments) in segments { arguments.forEach { visit($0.value) } }
            default:
                return
            }
        }
        func visit(_ statement: Stmt) {
            switch statement.kind {
            case .expression(let e), .throw(let e): visit(e)
            case .return(let e): e.map(visit)
            case .if(let s):
                s.conditions.forEach(visit)
                s.then.forEach(visit)
                s.otherwise?.forEach(visit)
            case .guard(let c, let b), .while(let c, let b):
                c.forEach(visit)
                b.forEach(visit)
            case .declaration(let d):
                if case .variable(let v) = d.kind { v.bindings.compactMap(\.initializer).forEach(visit) }
            default: return
            }
        }
        func visit(_ condition: Condition) {
            switch condition.kind {
            case .expression(let e), .matches(_, let e): visit(e)
            case .optionalBinding(_, _, let e): e.map(visit)
            case .availability: return
            }
        }
        body.forEach(visit)
        return highest + 1
    }
}

import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// Swift rejects a `switch` that does not cover every value of its subject; so does
    /// Flipbook, for the subjects it can enumerate (the scene's enums and `Bool`), before any
    /// case runs. A `default`, a catch-all pattern or a case guarded by `where` is judged as
    /// swiftc judges it.
    func checkExhaustive(_ statement: SwitchStmt, _ subject: Value) throws(Interrupt) {
        if statement.cases.contains(where: \.isDefault) { return }
        let all: [String]
        switch subject {
        case .enumCase(let value) where value.type.kind == .enum:
            all = value.type.enumCases.map(\.name)
        case .bool:
            all = ["true", "false"]
        default:
            return
        }
        var covered: Set<String> = []
        for item in statement.cases.flatMap(\.items) where item.whereClause == nil {
            switch Self.coverage(of: item.pattern) {
            case .everything: return
            case .only(let name)?: covered.insert(name)
            case nil: continue
            }
        }
        let missing = all.filter { !covered.contains($0) }
        guard !missing.isEmpty else { return }
        let names = missing.prefix(3).map { subject.isBoolean ? $0 : ".\($0)" }.joined(separator: ", ")
        throw .error(
            "switch must be exhaustive: add a case for \(names)\(missing.count > 3 ? "…" : "") or a 'default'",
            at: statement.subject.span)
    }

    private enum Coverage {
        case everything
        case only(String)
    }

    /// What a pattern matches whatever the payload: everything (`_`, `let x`), one enum case
    /// (`.a`, `.b(let x, _)`), a Boolean literal, or nothing certain (nil).
    private static func coverage(of pattern: Pattern) -> Coverage? {
        switch pattern.kind {
        case .wildcard, .identifier: return .everything
        case .binding(_, let inner): return coverage(of: inner)
        case .enumCase(_, let name, let arguments):
            let irrefutable = (arguments ?? []).allSatisfy { isIrrefutable($0.pattern) }
            return irrefutable ? .only(name) : nil
        case .expression(let expr):
            if case .bool(let flag) = expr.kind { return .only(flag ? "true" : "false") }
            return nil
        default:
            return nil
        }
    }

    private static func isIrrefutable(_ pattern: Pattern) -> Bool {
        switch pattern.kind {
        case .wildcard, .identifier: true
        case .binding(_, let inner): isIrrefutable(inner)
        case .tuple(let elements): elements.allSatisfy { isIrrefutable($0.pattern) }
        default: false
        }
    }
}

extension Value {
    fileprivate var isBoolean: Bool {
        if case .bool = self { return true }
        return false
    }
}

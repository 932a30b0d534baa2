import FlipbookSyntax

/// Compact Swift-like text for AST nodes, so a test can state a whole tree in one line.
///
/// Operators are fully parenthesised to show how they were folded; trailing closures follow the
/// argument list; statements in a block are separated by `; `. Where the AST says more than the
/// source did, the dump shows it: an optional chain is `chain(…)` with `?` at each bind, an
/// expression pattern is `=expr`, a type in expression position is `type(T)`.
enum ASTDump {
    static func expr(_ expr: Expr) -> String {
        switch expr.kind {
        case .integer(let value): return "\(value)"
        case .float(let value): return "\(value)"
        case .string(let segments): return string(segments)
        case .bool(let value): return "\(value)"
        case .nil: return "nil"
        case .array(let elements): return "[" + elements.map(self.expr).joined(separator: ", ") + "]"
        case .dictionary(let elements):
            if elements.isEmpty { return "[:]" }
            return "[" + elements.map { "\(self.expr($0.key)): \(self.expr($0.value))" }.joined(separator: ", ") + "]"
        case .identifier(let name): return name
        case .specialized(let base, let types):
            return self.expr(base) + "<" + types.map(\.description).joined(separator: ", ") + ">"
        case .type(let type): return "type(\(type))"
        case .member(let base, let name, _, let labels):
            return (base.map(self.expr) ?? "") + "." + name + (labels.map(self.labels) ?? "")
        case .functionReference(let name, let argumentLabels): return name + labels(argumentLabels)
        case .call(let callee, let arguments): return self.expr(callee) + self.arguments(arguments, "(", ")")
        case .subscript(let base, let arguments): return self.expr(base) + self.arguments(arguments, "[", "]")
        case .closure(let closure): return self.closure(closure)
        case .binary(let op, let lhs, let rhs): return "(\(self.expr(lhs)) \(op) \(self.expr(rhs)))"
        case .prefix(let op, let operand): return "(\(op)\(self.expr(operand)))"
        case .postfix(let op, let operand): return "(\(self.expr(operand))\(op))"
        case .ternary(let condition, let then, let otherwise):
            return "(\(self.expr(condition)) ? \(self.expr(then)) : \(self.expr(otherwise)))"
        case .assignment(let op, let target, let value): return "(\(self.expr(target)) \(op) \(self.expr(value)))"
        case .tuple(let elements): return "(" + elements.map(argument).joined(separator: ", ") + ")"
        case .keyPath(let root, let components): return "\\" + (root?.description ?? "") + components.map(component).joined()
        case .optionalChain(let chain): return "chain(\(self.expr(chain)))"
        case .bindOptional(let base): return self.expr(base) + "?"
        case .forceUnwrap(let base): return self.expr(base) + "!"
        case .await(let operand): return "await \(self.expr(operand))"
        case .try(let operand, let kind):
            return "try" + (kind == .optional ? "?" : kind == .forced ? "!" : "") + " " + self.expr(operand)
        case .typeCheck(let operand, let type): return "(\(self.expr(operand)) is \(type))"
        case .cast(let operand, let type, let kind):
            return "(\(self.expr(operand)) as" + (kind == .optional ? "?" : kind == .forced ? "!" : "") + " \(type))"
        case .if(let ifStmt): return "<" + self.ifStmt(ifStmt) + ">"
        case .switch(let switchStmt): return "<" + self.switchStmt(switchStmt) + ">"
        case .inOut(let operand): return "&" + self.expr(operand)
        case .discard: return "_"
        case .macro(let name): return "#" + name
        case .unsupported(let message): return "unsupported(\(message))"
        }
    }

    static func stmt(_ stmt: Stmt) -> String {
        switch stmt.kind {
        case .expression(let expr): return self.expr(expr)
        case .declaration(let decl): return self.decl(decl)
        case .if(let ifStmt): return self.ifStmt(ifStmt)
        case .guard(let conditions, let body): return "guard \(self.conditions(conditions)) else \(block(body))"
        case .while(let conditions, let body): return "while \(self.conditions(conditions)) \(block(body))"
        case .repeat(let body, let condition): return "repeat \(block(body)) while \(expr(condition))"
        case .forIn(let loop):
            let effects = (loop.isTry ? "try " : "") + (loop.isAwait ? "await " : "")
            let whereClause = loop.whereClause.map { " where \(expr($0))" } ?? ""
            return "for \(effects)\(pattern(loop.pattern)) in \(expr(loop.sequence))\(whereClause) \(block(loop.body))"
        case .switch(let switchStmt): return self.switchStmt(switchStmt)
        case .return(let value): return value.map { "return \(expr($0))" } ?? "return"
        case .break(let label): return "break" + (label.map { " " + $0 } ?? "")
        case .continue(let label): return "continue" + (label.map { " " + $0 } ?? "")
        case .fallthrough: return "fallthrough"
        case .throw(let value): return "throw \(expr(value))"
        case .defer(let body): return "defer \(block(body))"
        case .do(let body, let catches):
            return "do \(block(body))" + catches.map { " catch" + items($0.items) + " " + block($0.body) }.joined()
        case .labeled(let label, let inner): return "\(label): \(self.stmt(inner))"
        case .unsupported(let message): return "unsupported(\(message))"
        }
    }

    static func stmts(_ stmts: [Stmt]) -> String {
        stmts.map(stmt).joined(separator: "; ")
    }

    static func block(_ body: [Stmt]) -> String {
        body.isEmpty ? "{ }" : "{ \(stmts(body)) }"
    }

    static func pattern(_ pattern: Pattern) -> String {
        switch pattern.kind {
        case .wildcard: return "_"
        case .identifier(let name): return name
        case .binding(let isLet, let inner): return (isLet ? "let " : "var ") + self.pattern(inner)
        case .tuple(let elements): return "(" + elements.map(tupleElement).joined(separator: ", ") + ")"
        case .enumCase(let type, let name, let arguments):
            let payload = arguments.map { "(" + $0.map(tupleElement).joined(separator: ", ") + ")" } ?? ""
            return (type?.description ?? "") + "." + name + payload
        case .optional(let inner): return self.pattern(inner) + "?"
        case .isType(let type): return "is \(type)"
        case .cast(let inner, let type): return "\(self.pattern(inner)) as \(type)"
        case .expression(let value): return "=" + expr(value)
        }
    }

    static func conditions(_ conditions: [Condition]) -> String {
        conditions.map { condition in
            switch condition.kind {
            case .expression(let value): expr(value)
            case .optionalBinding(let isLet, let pattern, let initializer):
                (isLet ? "let " : "var ") + self.pattern(pattern) + (initializer.map { " = " + expr($0) } ?? "")
            case .matches(let pattern, let value): "case \(self.pattern(pattern)) = \(expr(value))"
            case .availability(let available): "#available(\(available))"
            }
        }.joined(separator: ", ")
    }

    static func ifStmt(_ ifStmt: IfStmt) -> String {
        let otherwise = ifStmt.otherwise.map { " else \(block($0))" } ?? ""
        return "if \(conditions(ifStmt.conditions)) \(block(ifStmt.then))\(otherwise)"
    }

    static func switchStmt(_ switchStmt: SwitchStmt) -> String {
        let cases = switchStmt.cases.map { switchCase in
            (switchCase.isDefault ? "default" : "case" + items(switchCase.items)) + ": " + stmts(switchCase.body)
        }
        return "switch \(expr(switchStmt.subject)) { \(cases.joined(separator: "; ")) }"
    }

    private static func items(_ items: [CaseItem]) -> String {
        items.isEmpty
            ? ""
            : " "
                + items.map { item in
                    pattern(item.pattern) + (item.whereClause.map { " where " + expr($0) } ?? "")
                }.joined(separator: ", ")
    }

    private static func tupleElement(_ element: TuplePatternElement) -> String {
        (element.label.map { "\($0): " } ?? "") + pattern(element.pattern)
    }

    static func argument(_ argument: Argument) -> String {
        (argument.label.map { "\($0): " } ?? "") + expr(argument.value)
    }

    private static func arguments(_ arguments: [Argument], _ open: String, _ close: String) -> String {
        let inline = arguments.filter { !$0.isTrailingClosure }.map(argument).joined(separator: ", ")
        let trailing = arguments.filter(\.isTrailingClosure).map { " " + argument($0) }.joined()
        return open + inline + close + trailing
    }

    private static func labels(_ labels: [String?]) -> String {
        "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    private static func component(_ component: KeyPathComponent) -> String {
        switch component {
        case .property(let name): "." + name
        case .optional: "?"
        case .forceUnwrap: "!"
        case .subscript(let arguments): "[" + arguments.map(argument).joined(separator: ", ") + "]"
        case .self: ".self"
        }
    }

    private static func closure(_ closure: ClosureExpr) -> String {
        var head = ""
        if !closure.captures.isEmpty {
            head +=
                "["
                + closure.captures.map { name in
                    name + (closure.captureInitializers[name].map { " = " + expr($0) } ?? "")
                }.joined(separator: ", ") + "] "
        }
        if let parameters = closure.parameters { head += "(" + parameters.map(parameter).joined(separator: ", ") + ") " }
        if closure.isAsync { head += "async " }
        if closure.isThrowing { head += "throws " }
        if let returnType = closure.returnType { head += "-> \(returnType) " }
        if !head.isEmpty { head += "in" }
        let body = stmts(closure.body)
        return "{ " + [head, body].filter { !$0.isEmpty }.joined(separator: " ") + (head.isEmpty && body.isEmpty ? "}" : " }")
    }

    static func string(_ segments: [StringSegment]) -> String {
        let body = segments.map { segment in
            switch segment {
            case .text(let text):
                text.replacing("\\", with: "\\\\").replacing("\n", with: "\\n").replacing("\t", with: "\\t")
                    .replacing("\r", with: "\\r").replacing("\"", with: "\\\"")
            case .interpolation(let arguments): "\\(" + arguments.map(argument).joined(separator: ", ") + ")"
            }
        }
        return "\"\(body.joined())\""
    }
}

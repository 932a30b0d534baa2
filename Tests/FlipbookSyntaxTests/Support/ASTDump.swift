import FlipbookSyntax
import Foundation

/// Compact Swift-like text for AST nodes, so tests can state a whole tree in one line.
///
/// Binary operators, prefix operators, ternaries and assignments are fully parenthesised to show
/// how the operators were folded; trailing closures follow the argument list as `{ … }` or
/// `label: { … }`; statements in a block are separated by `; `.
enum ASTDump {
    static func expr(_ expr: Expr) -> String {
        switch expr.kind {
        case .integer(let value): return "\(value)"
        case .double(let value): return "\(value)"
        case .bool(let value): return "\(value)"
        case .nilLiteral: return "nil"
        case .string(let segments): return string(segments)
        case .identifier(let name): return name
        case .member(let base, let name): return (base.map { self.expr($0) } ?? "") + "." + name
        case .call(let callee, let arguments):
            let inline = arguments.filter { !$0.isTrailingClosure }.map(argument).joined(separator: ", ")
            let trailing = arguments.filter(\.isTrailingClosure).map { " " + argument($0) }.joined()
            return "\(self.expr(callee))(\(inline))\(trailing)"
        case .closure(let closure): return self.closure(closure)
        case .binary(let op, let lhs, let rhs): return "(\(self.expr(lhs)) \(op) \(self.expr(rhs)))"
        case .prefix(let op, let operand): return "(\(op)\(self.expr(operand)))"
        case .ternary(let condition, let then, let otherwise):
            return "(\(self.expr(condition)) ? \(self.expr(then)) : \(self.expr(otherwise)))"
        case .subscriptAccess(let base, let arguments):
            return "\(self.expr(base))[\(arguments.map(argument).joined(separator: ", "))]"
        case .array(let elements): return "[\(elements.map { self.expr($0) }.joined(separator: ", "))]"
        case .tuple(let elements): return "(\(elements.map(argument).joined(separator: ", ")))"
        case .keyPath(let components): return "\\." + components.joined(separator: ".")
        case .assignment(let op, let target, let value): return "(\(self.expr(target)) \(op) \(self.expr(value)))"
        case .awaitExpr(let operand): return "await \(self.expr(operand))"
        case .tryExpr(let operand, let optional): return "try\(optional ? "?" : "") \(self.expr(operand))"
        case .ifExpr(let ifStmt): return "<" + self.ifStmt(ifStmt) + ">"
        case .switchExpr(let switchStmt): return "<" + self.switchStmt(switchStmt) + ">"
        }
    }

    static func stmt(_ stmt: Stmt) -> String {
        switch stmt.kind {
        case .expression(let expr): return self.expr(expr)
        case .binding(let binding): return self.binding(binding)
        case .ifElse(let ifStmt): return self.ifStmt(ifStmt)
        case .switchCase(let switchStmt): return self.switchStmt(switchStmt)
        case .forIn(let pattern, let sequence, let body):
            return "for \(pattern ?? "_") in \(expr(sequence)) \(block(body))"
        case .whileLoop(let condition, let body): return "while \(expr(condition)) \(block(body))"
        case .returnValue(let value): return value.map { "return \(expr($0))" } ?? "return"
        case .breakLoop: return "break"
        case .continueLoop: return "continue"
        case .block(let body): return "do \(block(body))"
        }
    }

    static func stmts(_ stmts: [Stmt]) -> String {
        stmts.map(stmt).joined(separator: "; ")
    }

    static func binding(_ binding: BindingDecl) -> String {
        let type = binding.type.map { ": \($0.text)" } ?? ""
        let value = binding.initializer.map { " = \(expr($0))" } ?? ""
        return "\(binding.isLet ? "let" : "var") \(binding.name)\(type)\(value)"
    }

    private static func block(_ body: [Stmt]) -> String {
        body.isEmpty ? "{ }" : "{ \(stmts(body)) }"
    }

    private static func argument(_ argument: Argument) -> String {
        (argument.label.map { "\($0): " } ?? "") + expr(argument.value)
    }

    private static func closure(_ closure: Closure) -> String {
        let head = closure.parameters.map { $0.isEmpty ? "() in " : $0.joined(separator: ", ") + " in " } ?? ""
        return "{ \(head)\(stmts(closure.body)) }"
    }

    private static func ifStmt(_ ifStmt: IfStmt) -> String {
        let conditions = ifStmt.conditions.map { expr($0) }.joined(separator: ", ")
        let otherwise = ifStmt.otherwise.map { " else \(block($0))" } ?? ""
        return "if \(conditions) \(block(ifStmt.then))\(otherwise)"
    }

    private static func switchStmt(_ switchStmt: SwitchStmt) -> String {
        let cases = switchStmt.cases.map { switchCase in
            let label = switchCase.isDefault
                ? "default" : "case " + switchCase.patterns.map { expr($0) }.joined(separator: ", ")
            return "\(label): \(stmts(switchCase.body))"
        }
        return "switch \(expr(switchStmt.subject)) { \(cases.joined(separator: "; ")) }"
    }

    private static func string(_ segments: [StringSegment]) -> String {
        let body = segments.map { segment in
            switch segment {
            case .text(let text):
                text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
                    .replacingOccurrences(of: "\t", with: "\\t").replacingOccurrences(of: "\"", with: "\\\"")
            case .interpolation(let value): "\\(\(expr(value)))"
            }
        }
        return "\"\(body.joined())\""
    }
}

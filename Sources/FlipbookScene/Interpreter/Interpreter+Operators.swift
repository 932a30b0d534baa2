import Foundation
import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    func binary(_ op: String, _ lhsExpr: Expr, _ rhsExpr: Expr, _ hint: TypeHint, at span: SourceSpan, _ env: inout Env) throws(RuntimeError) -> Value {
        switch op {
        case "&&":
            guard try evalBool(lhsExpr, &env) else { return .bool(false) }
            return .bool(try evalBool(rhsExpr, &env))
        case "||":
            if try evalBool(lhsExpr, &env) { return .bool(true) }
            return .bool(try evalBool(rhsExpr, &env))
        case "??":
            let lhs = try eval(lhsExpr, hint, &env)
            if case .nilValue = lhs { return try eval(rhsExpr, hint, &env) }
            return lhs
        case "==", "!=":
            let lhs = try eval(lhsExpr, .any, &env)
            let rhs = try eval(rhsExpr, lhs.hintForComparison, &env)
            let equal = try valuesEqual(lhs, rhs, at: span)
            return .bool(op == "==" ? equal : !equal)
        case "<", ">", "<=", ">=":
            let lhs = try eval(lhsExpr, .any, &env)
            let rhs = try eval(rhsExpr, lhs.hintForComparison, &env)
            return .bool(try compare(op, lhs, rhs, at: span))
        case "..<", "...":
            let lower = try evalInt(lhsExpr, &env)
            let upper = try evalInt(rhsExpr, &env)
            let end = op == "..." ? upper + 1 : upper
            guard lower <= end else {
                throw RuntimeError("range requires lowerBound <= upperBound (\(lower)\(op)\(upper))", at: span)
            }
            return .range(lower: lower, upper: end)
        case "+", "-", "*", "/", "%":
            let operandHint: TypeHint = hint == .double ? .double : .any
            // `.now() + 0.5`: an implicit member takes its type from the context.
            let lhs = try eval(lhsExpr, lhsExpr.isImplicitMemberChain ? hint : operandHint, &env)
            let rhs = try eval(rhsExpr, operandHint == .any ? lhs.hintForComparison : operandHint, &env)
            return try arithmetic(op, lhs, rhs, at: span)
        default:
            throw RuntimeError("operator '\(op)' is not supported", at: span)
        }
    }

    /// `+ - * / %` on numbers (an Int meeting a Double becomes a Double), `+` on strings,
    /// arrays and dispatch times.
    func arithmetic(_ op: String, _ lhs: Value, _ rhs: Value, at span: SourceSpan) throws(RuntimeError) -> Value {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)):
            switch op {
            case "+": return .int(a &+ b)
            case "-": return .int(a &- b)
            case "*": return .int(a &* b)
            default:
                guard b != 0 else { throw RuntimeError("division by zero", at: span) }
                return .int(op == "/" ? a / b : a % b)
            }
        case (.string(let a), .string(let b)) where op == "+":
            return .string(a + b)
        case (.array(let a), .array(let b)) where op == "+":
            return .array(a + b)
        case (.dispatchTime(let t), _) where op == "+" || op == "-":
            guard let seconds = rhs.asDouble ?? rhs.durationSeconds else { break }
            return .dispatchTime(op == "+" ? t + seconds : t - seconds)
        case (.duration(let a), .duration(let b)) where op == "+" || op == "-":
            return .duration(op == "+" ? a + b : a - b)
        default:
            break
        }
        guard let a = lhs.asDouble, let b = rhs.asDouble else {
            throw RuntimeError("operator '\(op)' cannot combine \(lhs.typeName) and \(rhs.typeName)", at: span)
        }
        switch op {
        case "+": return .double(a + b)
        case "-": return .double(a - b)
        case "*": return .double(a * b)
        case "/": return .double(a / b)
        default: return .double(a.truncatingRemainder(dividingBy: b))
        }
    }

    private func compare(_ op: String, _ lhs: Value, _ rhs: Value, at span: SourceSpan) throws(RuntimeError) -> Bool {
        let order: Int
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): order = a < b ? -1 : (a == b ? 0 : 1)
        case (.string(let a), .string(let b)): order = a < b ? -1 : (a == b ? 0 : 1)
        default:
            guard let a = lhs.asDouble, let b = rhs.asDouble else {
                throw RuntimeError("cannot compare \(lhs.typeName) with \(rhs.typeName)", at: span)
            }
            order = a < b ? -1 : (a == b ? 0 : 1)
        }
        switch op {
        case "<": return order < 0
        case ">": return order > 0
        case "<=": return order <= 0
        default: return order >= 0
        }
    }

    func prefix(_ op: String, _ operandExpr: Expr, _ hint: TypeHint, at span: SourceSpan, _ env: inout Env) throws(RuntimeError) -> Value {
        let operand = try eval(operandExpr, op == "!" ? .bool : hint, &env)
        switch (op, operand) {
        case ("!", .bool(let b)): return .bool(!b)
        case ("-", .int(let i)): return .int(-i)
        case ("-", .double(let d)): return .double(-d)
        case ("+", .int), ("+", .double): return operand
        default:
            throw RuntimeError("operator '\(op)' cannot be applied to \(operand.typeName)", at: span)
        }
    }
}

extension Value {
    var durationSeconds: Double? {
        if case .duration(let seconds) = self { return seconds }
        return nil
    }
}

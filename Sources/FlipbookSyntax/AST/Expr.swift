import FlipbookModel

/// An expression, with its span.
public struct Expr: Hashable, Sendable {
    public var kind: ExprKind
    public var span: SourceSpan

    public init(_ kind: ExprKind, span: SourceSpan) {
        self.kind = kind
        self.span = span
    }
}

public indirect enum ExprKind: Hashable, Sendable {
    case integer(Int)
    case double(Double)
    case bool(Bool)
    case string([StringSegment])
    case nilLiteral
    /// A name: a variable, a type (`Color`, `Task`), `self`, `$0`.
    case identifier(String)
    /// `base.name`; `base` is nil for an implicit member (`.blue`), resolved by the expected type.
    case member(base: Expr?, name: String)
    /// `callee(args) { trailing closures }`; trailing closures are appended to `arguments`.
    case call(callee: Expr, arguments: [Argument])
    case closure(Closure)
    /// Infix operators, including `..<`, `...`, `&&`, `==` (but not assignment).
    case binary(op: String, lhs: Expr, rhs: Expr)
    /// `-x`, `!x`.
    case prefix(op: String, operand: Expr)
    case ternary(condition: Expr, then: Expr, otherwise: Expr)
    case subscriptAccess(base: Expr, arguments: [Argument])
    case array([Expr])
    /// `(a, b)` or `(x: 1, y: 2)`; a one-element tuple without a label is parenthesised.
    case tuple([Argument])
    /// `\.a.b`, or `\.self` as `["self"]`.
    case keyPath([String])
    /// `target = value`, `target += value`, ….
    case assignment(op: String, target: Expr, value: Expr)
    case awaitExpr(Expr)
    /// `try`, `try?` (optional) or `try!`.
    case tryExpr(Expr, optional: Bool)
    /// An `if` or `switch` used as an expression (Swift 5.9); each branch ends in an expression.
    case ifExpr(IfStmt)
    case switchExpr(SwitchStmt)
}

/// A piece of a string literal: text, or an interpolated `\(expression)`.
public enum StringSegment: Hashable, Sendable {
    case text(String)
    case interpolation(Expr)
}

/// `label: value` in a call; `label` is nil when unlabelled.
public struct Argument: Hashable, Sendable {
    public var label: String?
    public var value: Expr
    public var isTrailingClosure: Bool
    public var span: SourceSpan

    public init(label: String?, value: Expr, isTrailingClosure: Bool = false, span: SourceSpan) {
        self.label = label
        self.value = value
        self.isTrailingClosure = isTrailingClosure
        self.span = span
    }
}

/// `{ a, b in statements }`; with no parameter list, `$0`, `$1` name the arguments.
public struct Closure: Hashable, Sendable {
    /// Parameter names; nil when the closure declares none (it may use `$0`). `_` is kept as "_".
    public var parameters: [String]?
    public var body: [Stmt]

    public init(parameters: [String]?, body: [Stmt]) {
        self.parameters = parameters
        self.body = body
    }
}

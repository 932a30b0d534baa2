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
    case float(Double)
    case string([StringSegment])
    case bool(Bool)
    case `nil`
    case array([Expr])
    case dictionary([DictionaryElement])
    /// A name: a variable, a function, a type (`Color`, `Task`), `self`, `Self`, `super`, `$0`,
    /// `$binding`, `_wrapped`.
    case identifier(String)
    /// `Name<Types>` in an expression (`Binding<Bool>(get:set:)`, `Set<Int>()`).
    case specialized(Expr, [TypeRef])
    /// A type written where an expression goes (`[Int]()`, `[String: Double].self`,
    /// `(Int, Int).self`); named types are plain identifiers and members instead.
    case type(TypeRef)
    /// `base.name`; `base` is nil for an implicit member (`.blue`), which the expected type
    /// resolves. `nameSpan` covers the name alone (where errors about the member point).
    /// `argumentLabels` is set for a function reference written with labels (`foo(x:)`).
    case member(base: Expr?, name: String, nameSpan: SourceSpan, argumentLabels: [String?]?)
    /// A function named with its argument labels and no base (`handle(_:)`, `move(to:)`), as
    /// a value: which overload it means depends on the labels.
    case functionReference(name: String, argumentLabels: [String?])
    /// `callee(args) { trailing closures }`: trailing closures are appended to `arguments`.
    case call(callee: Expr, arguments: [Argument])
    case `subscript`(base: Expr, arguments: [Argument])
    case closure(ClosureExpr)
    /// Infix operators after folding: arithmetic, comparisons, `&&`, `||`, `??`, `..<`, `...`,
    /// `===`, bitwise.
    case binary(op: String, lhs: Expr, rhs: Expr)
    /// `-x`, `!x`, `~x`, and one-sided ranges `..<x`, `...x`.
    case prefix(op: String, operand: Expr)
    /// One-sided range `x...`.
    case postfix(op: String, operand: Expr)
    case ternary(condition: Expr, then: Expr, otherwise: Expr)
    /// `target = value`, `target += value`, …; `_ = value` has a `discard` target.
    case assignment(op: String, target: Expr, value: Expr)
    /// `(a, b)`, `(x: 1, y: 2)`; a single unlabelled element is just a parenthesised expression
    /// and is lowered to that expression.
    case tuple([Argument])
    /// `\.a.b`, `\Type.a`, `\.self`, `\.[0]`.
    case keyPath(root: TypeRef?, components: [KeyPathComponent])
    /// The whole of a postfix chain that contains `?` (`a?.b.c()`): where a nil stops it.
    case optionalChain(Expr)
    /// `x?` inside an optional chain.
    case bindOptional(Expr)
    /// `x!`.
    case forceUnwrap(Expr)
    case await(Expr)
    case `try`(Expr, kind: TryKind)
    /// `x is T`.
    case typeCheck(Expr, TypeRef)
    /// `x as T`, `x as? T`, `x as! T`.
    case cast(Expr, TypeRef, kind: CastKind)
    /// `if` and `switch` used as expressions: each branch ends in an expression.
    case `if`(IfStmt)
    case `switch`(SwitchStmt)
    /// `&x`.
    case inOut(Expr)
    /// `_` as an assignment target.
    case discard
    /// `#file`, `#line`, `#function`, `#column`, `#fileID`.
    case macro(name: String)
    /// Valid Swift that Flipbook does not evaluate: an error if evaluated.
    case unsupported(message: String)
}

/// A piece of a string literal: text, or an interpolation `\(value)` with optional further
/// labelled arguments (`\(value, specifier: "%.1f")`, `\(date, format: .dateTime)`).
public enum StringSegment: Hashable, Sendable {
    case text(String)
    case interpolation([Argument])
}

/// `key: value` in a dictionary literal.
public struct DictionaryElement: Hashable, Sendable {
    public var key: Expr
    public var value: Expr

    public init(key: Expr, value: Expr) {
        self.key = key
        self.value = value
    }
}

/// `label: value` in a call, a subscript or a tuple; `label` is nil when unlabelled.
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

/// `{ [captures] (a: T, b) async throws -> R in statements }`; with no parameter clause the body
/// may use `$0`, `$1`.
public struct ClosureExpr: Hashable, Sendable {
    /// The parameters; nil when the closure declares none (it may use `$0`).
    public var parameters: [Parameter]?
    /// Names in the capture list (`[weak self]` gives "self"); captures are by reference in
    /// Flipbook, as for ordinary variables.
    public var captures: [String]
    /// The captures written with a value (`[count = self.count]`): each name is bound to its
    /// value once, when the closure is created. A subset of `captures`.
    public var captureInitializers: [String: Expr]
    public var isAsync: Bool
    public var isThrowing: Bool
    public var returnType: TypeRef?
    public var body: [Stmt]

    public init(
        parameters: [Parameter]?, captures: [String] = [], isAsync: Bool = false, isThrowing: Bool = false,
        returnType: TypeRef? = nil, body: [Stmt], captureInitializers: [String: Expr] = [:]
    ) {
        self.parameters = parameters
        self.captures = captures
        self.captureInitializers = captureInitializers
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.returnType = returnType
        self.body = body
    }
}

public enum KeyPathComponent: Hashable, Sendable {
    case property(String)
    case optional
    case `subscript`([Argument])
    /// `\.self`.
    case `self`
    /// `!` in a key path (`\.a!.b`): the value must not be nil.
    case forceUnwrap
}

public enum TryKind: Hashable, Sendable { case plain, optional, forced }
public enum CastKind: Hashable, Sendable { case plain, optional, forced }

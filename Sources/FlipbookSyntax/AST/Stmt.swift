import FlipbookModel

/// A statement, with its span.
public struct Stmt: Hashable, Sendable {
    public var kind: StmtKind
    public var span: SourceSpan

    public init(_ kind: StmtKind, span: SourceSpan) {
        self.kind = kind
        self.span = span
    }
}

public indirect enum StmtKind: Hashable, Sendable {
    /// An expression used as a statement (in a view builder: a child view).
    case expression(Expr)
    /// A local declaration: `let`/`var`, `func`, a local type.
    case declaration(Decl)
    /// An `if` statement. A function or getter body made of one `if` (or `switch`) whose branches
    /// each end in one expression may also be Swift's implicit return of an `if` expression: it
    /// is lowered as a statement, and the interpreter, which knows whether the body is a view
    /// builder, decides.
    case `if`(IfStmt)
    /// `guard conditions else { body }`.
    case `guard`(conditions: [Condition], body: [Stmt])
    case `while`(conditions: [Condition], body: [Stmt])
    case `repeat`(body: [Stmt], condition: Expr)
    /// `for [try] [await] pattern in sequence where condition { body }`.
    case forIn(ForInStmt)
    case `switch`(SwitchStmt)
    case `return`(Expr?)
    case `break`(label: String?)
    case `continue`(label: String?)
    case `fallthrough`
    case `throw`(Expr)
    case `defer`([Stmt])
    /// `do { body } catch pattern where … { … } …`.
    case `do`(body: [Stmt], catches: [CatchClause])
    /// `label: statement` (a loop, `if`, `switch` or `do`).
    case labeled(label: String, Stmt)
    /// Valid Swift that Flipbook does not run: an error if executed, a warning otherwise.
    case unsupported(message: String)
}

/// `if conditions { then } else …`; `else if` is an `otherwise` holding one `if` statement.
public struct IfStmt: Hashable, Sendable {
    public var conditions: [Condition]
    public var then: [Stmt]
    public var otherwise: [Stmt]?

    public init(conditions: [Condition], then: [Stmt], otherwise: [Stmt]?) {
        self.conditions = conditions
        self.then = then
        self.otherwise = otherwise
    }
}

/// One clause of an `if`, `guard` or `while` condition list.
public struct Condition: Hashable, Sendable {
    public var kind: ConditionKind
    public var span: SourceSpan

    public init(_ kind: ConditionKind, span: SourceSpan) {
        self.kind = kind
        self.span = span
    }
}

public enum ConditionKind: Hashable, Sendable {
    case expression(Expr)
    /// `let x = e`, `var x = e`, or the shorthand `let x` (initializer nil: the variable of the
    /// same name).
    case optionalBinding(isLet: Bool, pattern: Pattern, initializer: Expr?)
    /// `case pattern = e`.
    case matches(Pattern, Expr)
    /// `#available(…)` / `#unavailable(…)`: the value it takes on iOS.
    case availability(Bool)
}

public struct ForInStmt: Hashable, Sendable {
    public var pattern: Pattern
    public var sequence: Expr
    public var whereClause: Expr?
    public var body: [Stmt]
    public var isAwait: Bool
    public var isTry: Bool

    public init(pattern: Pattern, sequence: Expr, whereClause: Expr?, body: [Stmt], isAwait: Bool = false, isTry: Bool = false) {
        self.pattern = pattern
        self.sequence = sequence
        self.whereClause = whereClause
        self.body = body
        self.isAwait = isAwait
        self.isTry = isTry
    }
}

/// `switch subject { case … }`.
public struct SwitchStmt: Hashable, Sendable {
    public var subject: Expr
    public var cases: [SwitchCase]

    public init(subject: Expr, cases: [SwitchCase]) {
        self.subject = subject
        self.cases = cases
    }
}

/// `case p1 where c1, p2: body`, or `default: body` (no items).
public struct SwitchCase: Hashable, Sendable {
    public var items: [CaseItem]
    public var body: [Stmt]
    public var span: SourceSpan

    public init(items: [CaseItem], body: [Stmt], span: SourceSpan) {
        self.items = items
        self.body = body
        self.span = span
    }

    public var isDefault: Bool { items.isEmpty }
}

public struct CaseItem: Hashable, Sendable {
    public var pattern: Pattern
    public var whereClause: Expr?

    public init(pattern: Pattern, whereClause: Expr?) {
        self.pattern = pattern
        self.whereClause = whereClause
    }
}

/// `catch pattern where condition { body }`; no items: `catch { }`, which binds `error`.
public struct CatchClause: Hashable, Sendable {
    public var items: [CaseItem]
    public var body: [Stmt]
    public var span: SourceSpan

    public init(items: [CaseItem], body: [Stmt], span: SourceSpan) {
        self.items = items
        self.body = body
        self.span = span
    }
}

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
    /// A local `let` or `var`.
    case binding(BindingDecl)
    case ifElse(IfStmt)
    case switchCase(SwitchStmt)
    /// `for pattern in sequence { body }`; `pattern` is nil for `_`.
    case forIn(pattern: String?, sequence: Expr, body: [Stmt])
    case whileLoop(condition: Expr, body: [Stmt])
    case returnValue(Expr?)
    case breakLoop
    case continueLoop
    /// `do { body }` (without catch clauses).
    case block([Stmt])
}

/// `let|var name[: Type] = value`.
public struct BindingDecl: Hashable, Sendable {
    public var name: String
    public var isLet: Bool
    public var type: TypeRef?
    public var initializer: Expr?
    public var span: SourceSpan

    public init(name: String, isLet: Bool, type: TypeRef?, initializer: Expr?, span: SourceSpan) {
        self.name = name
        self.isLet = isLet
        self.type = type
        self.initializer = initializer
        self.span = span
    }
}

/// `if c1, c2 { then } else { otherwise }`; `else if` is an `otherwise` holding one `ifElse`.
public struct IfStmt: Hashable, Sendable {
    public var conditions: [Expr]
    public var then: [Stmt]
    public var otherwise: [Stmt]?

    public init(conditions: [Expr], then: [Stmt], otherwise: [Stmt]?) {
        self.conditions = conditions
        self.then = then
        self.otherwise = otherwise
    }
}

/// `switch subject { case p1, p2: body … default: body }`.
public struct SwitchStmt: Hashable, Sendable {
    public var subject: Expr
    public var cases: [SwitchCase]

    public init(subject: Expr, cases: [SwitchCase]) {
        self.subject = subject
        self.cases = cases
    }
}

/// One `case` of a switch; `patterns` is empty for `default`. Patterns are expressions compared
/// with `==` (enum cases such as `.front`, literals).
public struct SwitchCase: Hashable, Sendable {
    public var patterns: [Expr]
    public var body: [Stmt]
    public var span: SourceSpan

    public init(patterns: [Expr], body: [Stmt], span: SourceSpan) {
        self.patterns = patterns
        self.body = body
        self.span = span
    }

    public var isDefault: Bool { patterns.isEmpty }
}

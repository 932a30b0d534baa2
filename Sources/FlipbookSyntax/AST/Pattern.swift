import FlipbookModel

/// A pattern: in `let (a, b) = …`, `for (i, x) in …`, `case .card(let c):`, `if case let x? = …`.
public struct Pattern: Hashable, Sendable {
    public var kind: PatternKind
    public var span: SourceSpan

    public init(_ kind: PatternKind, span: SourceSpan) {
        self.kind = kind
        self.span = span
    }
}

public indirect enum PatternKind: Hashable, Sendable {
    /// `_`.
    case wildcard
    /// A name that binds the matched value (inside `let`/`var`, or in a declaration).
    case identifier(String)
    /// `let p` / `var p`: the names inside `p` bind.
    case binding(isLet: Bool, Pattern)
    /// `(p1, label: p2)`.
    case tuple([TuplePatternElement])
    /// `.name`, `Type.name`, `.name(p1, label: p2)`: an enum case, with its payload patterns.
    case enumCase(type: TypeRef?, name: String, arguments: [TuplePatternElement]?)
    /// `p?`: matches a non-nil optional and matches its value against `p`.
    case optional(Pattern)
    /// `is T`.
    case isType(TypeRef)
    /// `p as T`.
    case cast(Pattern, TypeRef)
    /// An expression matched with `~=` (a literal, a range, a constant).
    case expression(Expr)
}

/// One element of a tuple pattern or of an enum case pattern's payload.
public struct TuplePatternElement: Hashable, Sendable {
    public var label: String?
    public var pattern: Pattern

    public init(label: String?, pattern: Pattern) {
        self.label = label
        self.pattern = pattern
    }
}

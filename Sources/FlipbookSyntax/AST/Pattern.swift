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
    /// Without name lookup the parser cannot tell `.zero` (a static member compared with `~=`)
    /// from an enum case; like Swift's type checker, a pattern without arguments whose name is
    /// not a case of the matched type is to be evaluated as that expression. `case nil` is the
    /// case `none`. `Type.name` is read as a case only when `Type` is capitalised.
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

import FlipbookModel

/// A parsed scene file: its declarations, each node carrying its source span.
public struct SceneProgram: Hashable, Sendable {
    public var fileName: String
    public var source: String
    public var declarations: [Declaration]

    public init(fileName: String, source: String, declarations: [Declaration]) {
        self.fileName = fileName
        self.source = source
        self.declarations = declarations
    }

    public var structs: [StructDecl] {
        declarations.compactMap { if case .structure(let s) = $0 { s } else { nil } }
    }
    public var enums: [EnumDecl] {
        declarations.compactMap { if case .enumeration(let e) = $0 { e } else { nil } }
    }
    public var previews: [PreviewDecl] {
        declarations.compactMap { if case .preview(let p) = $0 { p } else { nil } }
    }
    public var globals: [BindingDecl] {
        declarations.compactMap { if case .binding(let b) = $0 { b } else { nil } }
    }
    public var functions: [FunctionDecl] {
        declarations.compactMap { if case .function(let f) = $0 { f } else { nil } }
    }
}

/// A top-level declaration. `import` lines are dropped by the parser.
public enum Declaration: Hashable, Sendable {
    case structure(StructDecl)
    case enumeration(EnumDecl)
    /// A top-level `let` or `var`.
    case binding(BindingDecl)
    case function(FunctionDecl)
    case preview(PreviewDecl)
}

/// `struct Name: Conformances { members }`: a view when it conforms to `View`, else plain data.
public struct StructDecl: Hashable, Sendable {
    public var name: String
    public var conformances: [String]
    public var members: [MemberDecl]
    public var span: SourceSpan

    public init(name: String, conformances: [String], members: [MemberDecl], span: SourceSpan) {
        self.name = name
        self.conformances = conformances
        self.members = members
        self.span = span
    }

    public var isView: Bool { conformances.contains("View") }

    /// Stored properties in declaration order (the memberwise initializer's parameters).
    public var storedProperties: [StoredPropertyDecl] {
        members.compactMap { if case .stored(let p) = $0 { p } else { nil } }
    }
    public var computedProperties: [ComputedPropertyDecl] {
        members.compactMap { if case .computed(let p) = $0 { p } else { nil } }
    }
    public var methods: [FunctionDecl] {
        members.compactMap { if case .method(let f) = $0 { f } else { nil } }
    }
    public var nestedTypes: [Declaration] {
        members.compactMap { if case .nested(let d) = $0 { d } else { nil } }
    }
}

/// A member of a struct or enum.
public enum MemberDecl: Hashable, Sendable {
    case stored(StoredPropertyDecl)
    case computed(ComputedPropertyDecl)
    case method(FunctionDecl)
    /// A nested `struct` or `enum` (as `Card.Side`).
    case nested(Declaration)
}

/// `[@State] [private] let|var name[: Type] [= initializer]`, or `static let`.
public struct StoredPropertyDecl: Hashable, Sendable {
    public var name: String
    public var isState: Bool
    public var isLet: Bool
    public var isStatic: Bool
    public var type: TypeRef?
    public var initializer: Expr?
    public var span: SourceSpan

    public init(name: String, isState: Bool, isLet: Bool, isStatic: Bool, type: TypeRef?,
                initializer: Expr?, span: SourceSpan) {
        self.name = name
        self.isState = isState
        self.isLet = isLet
        self.isStatic = isStatic
        self.type = type
        self.initializer = initializer
        self.span = span
    }
}

/// `var name: Type { statements }` (including `body`); `@ViewBuilder` is recorded.
public struct ComputedPropertyDecl: Hashable, Sendable {
    public var name: String
    public var type: TypeRef?
    public var isStatic: Bool
    public var isViewBuilder: Bool
    public var body: [Stmt]
    public var span: SourceSpan

    public init(name: String, type: TypeRef?, isStatic: Bool, isViewBuilder: Bool, body: [Stmt], span: SourceSpan) {
        self.name = name
        self.type = type
        self.isStatic = isStatic
        self.isViewBuilder = isViewBuilder
        self.body = body
        self.span = span
    }
}

/// `func name(label name: Type = default, …) -> Type { statements }`.
public struct FunctionDecl: Hashable, Sendable {
    public var name: String
    public var parameters: [Parameter]
    public var returnType: TypeRef?
    public var isStatic: Bool
    public var isViewBuilder: Bool
    public var isAsync: Bool
    public var body: [Stmt]
    public var span: SourceSpan

    public init(name: String, parameters: [Parameter], returnType: TypeRef?, isStatic: Bool,
                isViewBuilder: Bool, isAsync: Bool, body: [Stmt], span: SourceSpan) {
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.isStatic = isStatic
        self.isViewBuilder = isViewBuilder
        self.isAsync = isAsync
        self.body = body
        self.span = span
    }
}

/// A function parameter: `label name: Type = default`; `label` is nil for `_`.
public struct Parameter: Hashable, Sendable {
    public var label: String?
    public var name: String
    public var type: TypeRef?
    public var defaultValue: Expr?
    public var span: SourceSpan

    public init(label: String?, name: String, type: TypeRef?, defaultValue: Expr?, span: SourceSpan) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.span = span
    }
}

/// `enum Name[: RawType, …] { case a, b; case c = raw; members }`.
public struct EnumDecl: Hashable, Sendable {
    public var name: String
    public var conformances: [String]
    public var cases: [EnumCaseDecl]
    public var members: [MemberDecl]
    public var span: SourceSpan

    public init(name: String, conformances: [String], cases: [EnumCaseDecl], members: [MemberDecl], span: SourceSpan) {
        self.name = name
        self.conformances = conformances
        self.cases = cases
        self.members = members
        self.span = span
    }
}

public struct EnumCaseDecl: Hashable, Sendable {
    public var name: String
    public var rawValue: Expr?
    public var span: SourceSpan

    public init(name: String, rawValue: Expr?, span: SourceSpan) {
        self.name = name
        self.rawValue = rawValue
        self.span = span
    }
}

/// `#Preview("name", traits: .fixedLayout(width: w, height: h)) { body }`.
public struct PreviewDecl: Hashable, Sendable {
    public var name: String?
    /// The `traits:` arguments, unevaluated (the interpreter checks them).
    public var traits: [Expr]
    public var body: [Stmt]
    public var span: SourceSpan

    public init(name: String?, traits: [Expr], body: [Stmt], span: SourceSpan) {
        self.name = name
        self.traits = traits
        self.body = body
        self.span = span
    }
}

/// A written type, kept as text (`Int`, `Card.Side`, `[Item]`, `some View`).
public struct TypeRef: Hashable, Sendable, CustomStringConvertible {
    public var text: String
    public var span: SourceSpan

    public init(text: String, span: SourceSpan) {
        self.text = text
        self.span = span
    }

    public var description: String { text }
}

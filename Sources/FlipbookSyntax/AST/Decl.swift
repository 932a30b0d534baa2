import FlipbookModel

/// A declaration: a type, an extension, a function, an initializer, a property, an enum case…
public struct Decl: Hashable, Sendable {
    public var kind: DeclKind
    /// `@State`, `@ViewBuilder`, `@Environment(\.colorScheme)`, `@MainActor`…
    public var attributes: [Attribute]
    /// `static`, `private`, `mutating`, `final`, `override`, `lazy`…
    public var modifiers: Set<String>
    public var span: SourceSpan

    public init(_ kind: DeclKind, attributes: [Attribute] = [], modifiers: Set<String> = [], span: SourceSpan) {
        self.kind = kind
        self.attributes = attributes
        self.modifiers = modifiers
        self.span = span
    }

    /// The name it declares as a type or a type alias; set, it renames that type.
    public var typeName: String? {
        get {
            switch kind {
            case .type(let type): type.name
            case .typeAlias(let alias): alias.name
            default: nil
            }
        }
        set {
            guard let newValue else { return }
            switch kind {
            case .type(var type):
                type.name = newValue
                kind = .type(type)
            case .typeAlias(var alias):
                alias.name = newValue
                kind = .typeAlias(alias)
            default: break
            }
        }
    }

    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

    /// The attribute named `name` (`@State` is "State"), if present.
    public func attribute(_ name: String) -> Attribute? { attributes.first { $0.name == name } }
}

public indirect enum DeclKind: Hashable, Sendable {
    /// `struct`, `class`, `enum`, `protocol`, `actor`.
    case type(TypeDecl)
    case `extension`(ExtensionDecl)
    case function(FunctionDecl)
    case initializer(InitializerDecl)
    /// `let`/`var`, stored or computed, with observers and property wrappers.
    case variable(VariableDecl)
    /// One `case a, b(Int)` line of an enum.
    case enumCase([EnumCaseElement])
    case typeAlias(TypeAliasDecl)
    /// `associatedtype Name` in a protocol.
    case associatedType(name: String)
    /// `subscript(i: Int) -> T { … }`.
    case `subscript`(SubscriptDecl)
    case preview(PreviewDecl)
    /// Valid Swift that Flipbook does not run (a warning at parse time; an error if the
    /// rendered preview reaches it). `message` says what it is.
    case unsupported(message: String)
}

/// `@Name` or `@Name(arguments)`.
public struct Attribute: Hashable, Sendable {
    public var name: String
    public var arguments: [Argument]?
    /// `@FetchRequest<Item>(…)`: the wrapper's generic arguments, as written.
    public var genericArguments: [TypeExpr]
    public var span: SourceSpan

    public init(name: String, arguments: [Argument]?, genericArguments: [TypeExpr] = [], span: SourceSpan) {
        self.name = name
        self.arguments = arguments
        self.genericArguments = genericArguments
        self.span = span
    }
}

public enum TypeDeclKind: String, Hashable, Sendable {
    case `struct`, `class`, `enum`, `protocol`, actor
}

/// `struct Name<T: View>: A, B where … { members }` (and class, enum, protocol, actor).
public struct TypeDecl: Hashable, Sendable {
    public var kind: TypeDeclKind
    public var name: String
    public var nameSpan: SourceSpan
    public var genericParameters: [GenericParameter]
    /// Superclass, conformances, an enum's raw type; a protocol's inherited protocols.
    public var inheritance: [TypeRef]
    public var requirements: [GenericRequirement]
    public var members: [Decl]

    public init(
        kind: TypeDeclKind, name: String, nameSpan: SourceSpan, genericParameters: [GenericParameter] = [],
        inheritance: [TypeRef] = [], requirements: [GenericRequirement] = [], members: [Decl]
    ) {
        self.kind = kind
        self.name = name
        self.nameSpan = nameSpan
        self.genericParameters = genericParameters
        self.inheritance = inheritance
        self.requirements = requirements
        self.members = members
    }
}

/// `extension Type: Conformances where … { members }`.
public struct ExtensionDecl: Hashable, Sendable {
    public var extendedType: TypeRef
    public var inheritance: [TypeRef]
    public var requirements: [GenericRequirement]
    public var members: [Decl]

    public init(extendedType: TypeRef, inheritance: [TypeRef] = [], requirements: [GenericRequirement] = [], members: [Decl]) {
        self.extendedType = extendedType
        self.inheritance = inheritance
        self.requirements = requirements
        self.members = members
    }
}

/// `<T: View>`.
public struct GenericParameter: Hashable, Sendable {
    public var name: String
    public var constraint: TypeRef?
    public init(name: String, constraint: TypeRef?) {
        self.name = name
        self.constraint = constraint
    }
}

/// `where T: Equatable` or `where T == Int`.
public struct GenericRequirement: Hashable, Sendable {
    public var subject: TypeRef
    public var isSameType: Bool
    public var constraint: TypeRef
    public init(subject: TypeRef, isSameType: Bool, constraint: TypeRef) {
        self.subject = subject
        self.isSameType = isSameType
        self.constraint = constraint
    }
}

/// `func name<T>(label name: Type = default) async throws -> Result { body }`; also operator
/// functions (`static func == (lhs:rhs:)`), whose name is the operator.
public struct FunctionDecl: Hashable, Sendable {
    public var name: String
    public var nameSpan: SourceSpan
    public var genericParameters: [GenericParameter]
    public var parameters: [Parameter]
    public var isAsync: Bool
    public var isThrowing: Bool
    public var returnType: TypeRef?
    /// Nil for a protocol requirement.
    public var body: [Stmt]?
    public var requirements: [GenericRequirement]
    /// `mutating` (set from the declaration's modifiers when the program is indexed).
    public var isMutating: Bool = false
    /// `@ViewBuilder` (set from the declaration's attributes when the program is indexed).
    public var isViewBuilder: Bool = false
    /// The names of the declaration's attributes (set when the program is indexed): one of
    /// them may name a `@resultBuilder` that transforms the body.
    public var attributeNames: [String] = []

    public init(
        name: String, nameSpan: SourceSpan, genericParameters: [GenericParameter] = [], parameters: [Parameter],
        isAsync: Bool = false, isThrowing: Bool = false, returnType: TypeRef?, body: [Stmt]?,
        requirements: [GenericRequirement] = []
    ) {
        self.name = name
        self.nameSpan = nameSpan
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.returnType = returnType
        self.body = body
        self.requirements = requirements
    }
}

/// A function, initializer, subscript or closure parameter.
public struct Parameter: Hashable, Sendable {
    /// The argument label; nil for `_` (and for closure parameters).
    public var label: String?
    /// The name inside the body ("_" when unused).
    public var name: String
    public var type: TypeRef?
    public var defaultValue: Expr?
    public var isInout: Bool
    public var isVariadic: Bool
    /// `@ViewBuilder`, `@escaping`… written on the parameter or its type.
    public var attributes: [String]
    public var span: SourceSpan

    public init(
        label: String?, name: String, type: TypeRef?, defaultValue: Expr? = nil, isInout: Bool = false,
        isVariadic: Bool = false, attributes: [String] = [], span: SourceSpan
    ) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.isInout = isInout
        self.isVariadic = isVariadic
        self.attributes = attributes
        self.span = span
    }
}

/// `init?<T>(parameters) throws { body }`.
public struct InitializerDecl: Hashable, Sendable {
    public var isFailable: Bool
    public var genericParameters: [GenericParameter]
    public var parameters: [Parameter]
    public var isThrowing: Bool
    /// Nil for a protocol requirement.
    public var body: [Stmt]?
    public var requirements: [GenericRequirement]

    public init(
        isFailable: Bool = false, genericParameters: [GenericParameter] = [], parameters: [Parameter],
        isThrowing: Bool = false, body: [Stmt]?, requirements: [GenericRequirement] = []
    ) {
        self.isFailable = isFailable
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.isThrowing = isThrowing
        self.body = body
        self.requirements = requirements
    }
}

/// `let`/`var` with one or more bindings (`var a = 1, b = 2`).
public struct VariableDecl: Hashable, Sendable {
    public var isLet: Bool
    public var bindings: [PatternBinding]

    public init(isLet: Bool, bindings: [PatternBinding]) {
        self.isLet = isLet
        self.bindings = bindings
    }
}

/// One binding of a variable declaration: `pattern: Type = initializer { accessors }`.
public struct PatternBinding: Hashable, Sendable {
    public var pattern: Pattern
    public var type: TypeRef?
    public var initializer: Expr?
    public var accessors: Accessors?
    public var span: SourceSpan

    public init(pattern: Pattern, type: TypeRef?, initializer: Expr?, accessors: Accessors? = nil, span: SourceSpan) {
        self.pattern = pattern
        self.type = type
        self.initializer = initializer
        self.accessors = accessors
        self.span = span
    }

    /// The bound name when the pattern is a plain identifier.
    public var name: String? {
        if case .identifier(let name) = pattern.kind { return name }
        return nil
    }
}

/// The `{ … }` after a variable: a getter body, explicit accessors, observers, or a
/// protocol requirement's `{ get set }`.
public struct Accessors: Hashable, Sendable {
    public var get: [Stmt]?
    /// The setter's body and its parameter name (`newValue` unless written).
    public var set: Accessor?
    public var willSet: Accessor?
    public var didSet: Accessor?
    /// A protocol requirement: `{ get }` or `{ get set }` without bodies.
    public var isRequirement: Bool
    public var requiresSetter: Bool

    public init(
        get: [Stmt]? = nil, set: Accessor? = nil, willSet: Accessor? = nil, didSet: Accessor? = nil,
        isRequirement: Bool = false, requiresSetter: Bool = false
    ) {
        self.get = get
        self.set = set
        self.willSet = willSet
        self.didSet = didSet
        self.isRequirement = isRequirement
        self.requiresSetter = requiresSetter
    }

    /// Whether the variable is computed (as opposed to stored, with or without observers).
    public var isComputed: Bool { self.get != nil || self.set != nil }
}

/// A `set`, `willSet` or `didSet` body with its parameter name (`newValue`, `oldValue`).
public struct Accessor: Hashable, Sendable {
    public var parameterName: String
    public var body: [Stmt]
    /// `nonmutating set`: the setter writes storage elsewhere (a `@State`, defaults), so it
    /// may be called on an immutable value.
    public var isNonmutating: Bool

    public init(parameterName: String, body: [Stmt], isNonmutating: Bool = false) {
        self.parameterName = parameterName
        self.body = body
        self.isNonmutating = isNonmutating
    }
}

/// `case name(label: Type = default, …) = rawValue`.
public struct EnumCaseElement: Hashable, Sendable {
    public var name: String
    public var associatedValues: [Parameter]?
    public var rawValue: Expr?
    public var span: SourceSpan

    public init(name: String, associatedValues: [Parameter]?, rawValue: Expr?, span: SourceSpan) {
        self.name = name
        self.associatedValues = associatedValues
        self.rawValue = rawValue
        self.span = span
    }
}

/// `typealias Name<T> = Type`.
public struct TypeAliasDecl: Hashable, Sendable {
    public var name: String
    public var genericParameters: [GenericParameter]
    public var type: TypeRef

    public init(name: String, genericParameters: [GenericParameter] = [], type: TypeRef) {
        self.name = name
        self.genericParameters = genericParameters
        self.type = type
    }
}

/// `subscript<T>(parameters) -> Type where … { get set }`.
public struct SubscriptDecl: Hashable, Sendable {
    public var parameters: [Parameter]
    public var returnType: TypeRef
    public var accessors: Accessors
    public var genericParameters: [GenericParameter]
    public var requirements: [GenericRequirement]

    public init(
        parameters: [Parameter], returnType: TypeRef, accessors: Accessors,
        genericParameters: [GenericParameter] = [], requirements: [GenericRequirement] = []
    ) {
        self.parameters = parameters
        self.returnType = returnType
        self.accessors = accessors
        self.genericParameters = genericParameters
        self.requirements = requirements
    }
}

/// `#Preview("name", traits: …) { body }`.
public struct PreviewDecl: Hashable, Sendable {
    public var name: String?
    /// The `traits:` arguments, unevaluated.
    public var traits: [Expr]
    public var body: [Stmt]
    public var span: SourceSpan
    /// For a file without previews: the root view rendered in their place.
    public var implicitView: String?
    /// The `PreviewProvider` type whose `previews` this is: its static members are in scope.
    public var providerType: String?
    /// A widget's preview, `#Preview(as: .systemSmall) { MyWidget() } timeline: { entries }`:
    /// the family it is shown in and the statements that make its timeline's entries.
    public var widgetFamily: Expr?
    public var timeline: [Stmt]?

    public init(name: String?, traits: [Expr], body: [Stmt], span: SourceSpan) {
        self.name = name
        self.traits = traits
        self.body = body
        self.span = span
    }
}

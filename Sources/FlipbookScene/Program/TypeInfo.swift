import FlipbookModel
import FlipbookSyntax

/// Everything declared about one type: its own members and those of its extensions. Built
/// once when the program is loaded, then read only (shared by every thread that evaluates).
final class TypeInfo: @unchecked Sendable, CustomStringConvertible {
    /// The full dotted name (`Card.Side`).
    let name: String
    let kind: TypeDeclKind
    /// The enclosing type, for names written inside it.
    weak var parent: TypeInfo?
    /// Where it is declared (nil for the prelude's protocol stubs and native extensions).
    var span: SourceSpan?
    var genericParameters: [String] = []
    /// The protocol each constrained generic parameter conforms to (`S: Shape`), by name.
    var genericConstraints: [String: String] = [:]
    /// Inherited protocols and conformances (simple names), and a class's superclass name.
    var inheritance: [String] = []
    var superclass: TypeInfo?

    var storedProperties: [StoredProperty] = [] {
        didSet {
            storedPropertyIndices = Dictionary(
                storedProperties.indices.map { (storedProperties[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }
    /// Where each name is in `storedProperties` (the first of that name): every identifier a
    /// body reads is looked up here.
    private var storedPropertyIndices: [String: Int] = [:]
    var computedProperties: [String: ComputedProperty] = [:]
    var methods: [String: [FunctionDecl]] = [:]
    var initializers: [InitializerDecl] = []
    /// Whether the scene's declaration of the type writes an initializer in its body: Swift then
    /// gives a struct no memberwise initializer.
    var declaresInitializers = false
    var subscripts: [SubscriptDecl] = []
    var staticStored: [String: StoredProperty] = [:]
    var staticComputed: [String: ComputedProperty] = [:]
    var staticMethods: [String: [FunctionDecl]] = [:]
    var enumCases: [EnumCaseElement] = []
    var nestedTypes: [String: TypeInfo] = [:]
    var typeAliases: [String: TypeRef] = [:]
    /// The type `self` is in a protocol extension's static members constrained to one type
    /// (`extension ShapeStyle where Self == Color`), by member name.
    var staticSelfTypes: [String: String] = [:]
    /// `@resultBuilder`: its static `build…` methods transform the bodies it is written on.
    var isResultBuilder = false
    /// `@propertyWrapper`: a property written with it keeps an instance of it as storage.
    var isPropertyWrapper = false
    /// `@Observable` (or SwiftData's `@Model`): views that read its properties observe them.
    var isObservationMacro = false

    /// Whether views observe objects of this class: `@Observable`, `@Model` or an
    /// `ObservableObject`, itself or through a superclass.
    var isObservedByViews: Bool {
        var current: TypeInfo? = self
        while let type = current {
            if type.isObservationMacro || type.conforms(to: "ObservableObject") { return true }
            current = type.superclass
        }
        return false
    }
    /// A protocol's property requirements written with attributes (`@ChartContentBuilder var
    /// body: Body { get }`), by name.
    var requirementAttributes: [String: [String]] = [:]
    /// Whether the type is the scene's (or the prelude's) own, not a native type's extension.
    let isDeclared: Bool

    init(name: String, kind: TypeDeclKind, isDeclared: Bool = true) {
        self.name = name
        self.kind = kind
        self.isDeclared = isDeclared
    }

    var description: String { name }

    /// The last component of the name.
    var simpleName: String { name.split(separator: ".").last.map(String.init) ?? name }

    func conforms(to proto: String) -> Bool {
        if inheritance.contains(proto) { return true }
        return superclass?.conforms(to: proto) ?? false
    }

    /// The `init(arrayLiteral:)` of a type conforming to `ExpressibleByArrayLiteral`: the
    /// initializer whose one parameter is variadic and labelled so.
    var arrayLiteralInitializer: InitializerDecl? {
        guard conforms(to: "ExpressibleByArrayLiteral") else { return nil }
        return initializers.first { initializer in
            initializer.parameters.count == 1 && initializer.parameters[0].label == "arrayLiteral"
                && initializer.parameters[0].isVariadic
        }
    }

    /// A view: `View`, or a protocol that refines it (`Shape`, `InsettableShape`).
    /// An app is drawn as a view: its `body`'s scene (a `WindowGroup`) is a view of its
    /// window's content, and its `@State` and `@StateObject` live as a view's do.
    var isView: Bool {
        conforms(to: "View") || conforms(to: "Shape") || conforms(to: "InsettableShape") || conforms(to: "App")
    }

    func enumCase(named name: String) -> EnumCaseElement? { enumCases.first { $0.name == name } }

    /// The type, then its superclass, and so on up the chain.
    var selfAndSuperclasses: UnfoldFirstSequence<TypeInfo> { sequence(first: self, next: \.superclass) }

    /// A stored instance property, looking up the superclass chain.
    func storedProperty(named name: String) -> StoredProperty? {
        if let index = storedPropertyIndices[name] { return storedProperties[index] }
        return superclass?.storedProperty(named: name)
    }

    /// Every stored instance property, superclass ones first.
    var allStoredProperties: [StoredProperty] {
        (superclass?.allStoredProperties ?? []) + storedProperties
    }

    /// Whether the type has an instance property of that name, stored or computed.
    func hasProperty(named name: String) -> Bool {
        storedProperty(named: name) != nil || computedProperty(named: name) != nil
    }

    func computedProperty(named name: String) -> ComputedProperty? {
        computedProperties[name] ?? superclass?.computedProperty(named: name)
    }

    func methods(named name: String) -> [FunctionDecl] {
        (methods[name] ?? []) + (superclass?.methods(named: name) ?? [])
    }
}

/// A stored property with what it needs: its type, initial value, wrapper and observers.
struct StoredProperty: @unchecked Sendable {
    var name: String
    var type: TypeRef?
    var initializer: Expr?
    var isLet: Bool
    var isLazy: Bool
    /// The property wrapper attribute (`State`, `Binding`, `Environment`…), with its arguments.
    var wrapper: Attribute?
    /// Every attribute's name (a scene's `@resultBuilder` among them: `@ActionBuilder`).
    var attributeNames: [String] = []
    var willSet: Accessor?
    var didSet: Accessor?
    var span: SourceSpan
    /// The type that declares it (for names in its initializer).
    weak var owner: TypeInfo?
    /// Every attribute as written (a scene's own wrapper's arguments: `@Clamped(0...1)`).
    var attributes: [Attribute] = []
    /// The scene's own `@propertyWrapper` type that `wrapper` names: its instance is the
    /// property's storage (`_x`), read and written through its `wrappedValue`.
    weak var customWrapper: TypeInfo?
}

/// A computed property: its getter (and setter).
struct ComputedProperty: @unchecked Sendable {
    var name: String
    var type: TypeRef?
    var getter: [Stmt]
    var setter: Accessor?
    /// `@ViewBuilder`, or `body` of a `View`: the getter builds views.
    var isViewBuilder: Bool
    /// The declaration's attributes: one may name a `@resultBuilder`.
    var attributeNames: [String] = []
    var span: SourceSpan
    weak var owner: TypeInfo?
}

import FlipbookModel

/// An instance of a struct: its type and its stored properties. A value: copying it copies the
/// fields (property wrappers inside refer to shared storage, as in Swift).
struct Instance: @unchecked Sendable {
    let type: TypeInfo
    var fields: [String: Value] {
        didSet { stamp = nil }
    }
    /// For a view or a view modifier bound to a place in the tree: its identity and environment.
    var context: ViewContext?
    /// Which construction made this value, while its fields are as that construction left them:
    /// two instances with one stamp are copies of one value (a view a reused body holds).
    var stamp: Int?

    init(type: TypeInfo, fields: [String: Value], context: ViewContext? = nil) {
        self.type = type
        self.fields = fields
        self.context = context
    }
}

/// An instance of a class: shared by every holder; a change through one is seen by all.
final class Object: @unchecked Sendable {
    let type: TypeInfo
    /// Creation order, for stable identity keys and `===`.
    let serial: Int
    /// Where reads of the fields by a body, and changes to them, are recorded (nil for the
    /// copies a frame draws with).
    private let log: DependencyLog?
    private var storage: [String: Value]

    var fields: [String: Value] {
        get {
            log?.read(.object(serial))
            return storage
        }
        set {
            log?.changed(.object(serial))
            log?.changed(.anyProperty(serial))
            storage = newValue
        }
        _modify {
            log?.changed(.object(serial))
            log?.changed(.anyProperty(serial))
            yield &storage
        }
    }

    /// One stored property, as a body reads it: an `@Observable` object's readers depend on
    /// that property alone, as Observation tracks them; any other object's on the whole object.
    func field(_ name: String) -> Value? {
        if let log { log.read(type.isObservationMacro ? .property(serial, name) : .object(serial)) }
        return storage[name]
    }

    /// Sets one stored property, a change its readers and the object's see.
    func setField(_ name: String, _ value: Value?) {
        log?.changed(property: name, of: serial)
        storage[name] = value
    }

    init(type: TypeInfo, fields: [String: Value], serial: Int, log: DependencyLog?) {
        self.type = type
        self.storage = fields
        self.serial = serial
        self.log = log
    }
}

/// A case of an enum, with its associated values.
struct EnumCase: @unchecked Sendable {
    let type: TypeInfo
    var name: String
    var payload: [Value]
    var labels: [String?]

    init(type: TypeInfo, name: String, payload: [Value] = [], labels: [String?] = []) {
        self.type = type
        self.name = name
        self.payload = payload
        self.labels = labels
    }
}

/// A type as a value: a declared type, a native one, or a structural one.
indirect enum TypeValue: @unchecked Sendable, CustomStringConvertible {
    case declared(TypeInfo)
    /// A type implemented natively, by name (`Int`, `Color`, `Animation`, `Edge.Set`).
    case native(String)
    case optional(TypeValue)
    case array(TypeValue)
    case dictionary(TypeValue, TypeValue)
    case set(TypeValue)
    /// Element types, with the labels the type declares (`(row: Int, column: Int)`).
    case tuple([TypeValue], labels: [String?])
    case function
    /// A generic parameter, `some P`, `any P`: no type to resolve implicit members with,
    /// except for the protocol named (`some View`).
    case opaque(String?)

    var description: String {
        switch self {
        case .declared(let info): info.name
        case .native(let name): name
        case .optional(let t): "\(t)?"
        case .array(let t): "[\(t)]"
        case .dictionary(let k, let v): "[\(k): \(v)]"
        case .set(let t): "Set<\(t)>"
        case .tuple(let ts, let labels):
            "("
                + ts.enumerated().map { i, t in
                    (i < labels.count ? labels[i].map { "\($0): " } ?? "" : "") + t.description
                }.joined(separator: ", ") + ")"
        case .function: "function"
        case .opaque(let p): p.map { "some \($0)" } ?? "Any"
        }
    }

    /// The type without its optional wrapping.
    var unwrapped: TypeValue {
        if case .optional(let inner) = self { return inner.unwrapped }
        return self
    }
}

/// A key path: a root type (if written) and components (`\.a.b`, `\.self`, `\.[0]`).
struct KeyPathValue: @unchecked Sendable {
    enum Component {
        case property(String)
        case optional
        case forceUnwrap
        case subscriptIndex([Value])
    }

    var components: [Component]
    /// Where the key path is written (an error applying it points there).
    var span: SourceSpan?

    /// The property names, for key paths into the environment (`\.colorScheme`).
    var propertyNames: [String] {
        components.compactMap { if case .property(let name) = $0 { name } else { nil } }
    }
}

/// Where a view or a view modifier sits: what its property wrappers read and write.
struct ViewContext: @unchecked Sendable {
    var identity: Identity
    var environment: SceneEnvironment
}

/// What the interpreter finds about types that depends only on the program (its declarations,
/// its extensions, the prelude), never on values or time: found once, then read.
struct LookupCache {
    struct TypeName: Hashable {
        let name: String
        let context: ObjectIdentifier?
    }

    /// `typeNamed(_:from:)`, by name and enclosing type; nil results are kept too.
    var typeNames: [TypeName: TypeValue?] = [:]

    /// The type a value's extension tables depend on.
    enum ValueType: Hashable {
        case declared(ObjectIdentifier)
        case view(builtIn: String?, isShape: Bool)
        case native(String?)
    }

    /// `extensionTypes(of:)`, by the value's type.
    var extensionTypes: [ValueType: [TypeInfo]] = [:]

    /// Whether a declared type has a `hash(into:)` of the scene's (`sceneHashKey`): every
    /// instance hashed asks.
    var hasSceneHash: [ObjectIdentifier: Bool] = [:]
}

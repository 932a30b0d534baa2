extension Prelude {
    /// Swift's `ObjectIdentifier`: the identity of a class instance or of a type, hashable (a
    /// registry keyed by `ObjectIdentifier(T.self)`, a set of objects seen).
    static let objectIdentifierSource = #"""
        struct ObjectIdentifier: Hashable, Comparable, CustomStringConvertible, CustomDebugStringConvertible {
            let _key: String
            init(_ x: Any) { _key = _objectIdentity(x) }
            static func < (lhs: ObjectIdentifier, rhs: ObjectIdentifier) -> Bool { lhs._key < rhs._key }
            var description: String { "ObjectIdentifier(" + _key + ")" }
            var debugDescription: String { description }
        }
        """#
}

extension NativeGlobals {
    /// The prelude's `ObjectIdentifier` keys an object by its creation number and a type by its
    /// name: two of them are equal exactly when Swift's would be.
    static let objectIdentityCalls: [String: NativeType.Call] = [
        "_objectIdentity": { i, a throws(Interrupt) in
            switch try a.required(nil) {
            case .object(let object): return .string("object \(object.serial)")
            case .type(let type): return .string("type \(type)")
            case let other:
                throw .error(
                    "ObjectIdentifier(_:) takes a class instance or a type, not a value of type \(i.typeName(of: other))",
                    at: a.span)
            }
        }
    ]
}

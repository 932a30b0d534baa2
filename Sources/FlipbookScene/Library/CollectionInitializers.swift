import FlipbookModel

/// `Array(…)`, `Dictionary(…)` and `Set(…)`: the initializers view code uses to build
/// collections from sequences.
extension NativeTypes {
    /// `Array()`, `Array(sequence)`, `Array(repeating:count:)`.
    static let arrayInitializer: NativeType.Call = { i, a throws(Interrupt) in
        // `colors: Array(repeating: .red.opacity(0.1), count: 4)`: the element is of the type
        // the context gives the array.
        var element: TypeValue?
        if case .array(let type)? = a.resultHint { element = type }
        if let repeated = try a.value("repeating", element) {
            guard let count = try a.int("count") else { throw .error("Array(repeating:count:) needs a count", at: a.span) }
            guard count >= 0 else {
                throw .error("Array(repeating:count:) needs a count of at least 0, not \(count)", at: a.span)
            }
            try i.checkSize(count, at: a.span)
            return .array(Array(repeating: repeated, count: count))
        }
        guard let sequence = try a.value(nil) else { return .array([]) }
        return .array(try i.elements(of: sequence, at: a.span))
    }

    /// `Dictionary()`, `Dictionary(uniqueKeysWithValues:)`, `Dictionary(_:uniquingKeysWith:)`,
    /// `Dictionary(grouping:by:)`.
    static let dictionaryInitializer: NativeType.Call = { i, a throws(Interrupt) in
        var storage = DictionaryStorage()
        // `[Section: [Book]]` expected: the pairs are `(Section, [Book])`, whose implicit
        // members (`$0.key ? .readMe : .finished`) take those types.
        var keyType: TypeValue?
        var valueType: TypeValue?
        if case .dictionary(let key, let value)? = a.resultHint?.unwrapped { (keyType, valueType) = (key, value) }
        let pairsHint = keyType.map { TypeValue.array(.tuple([$0, valueType ?? .opaque(nil)], labels: [nil, nil])) }
        func typedPair(_ pair: Value) throws(Interrupt) -> (Value, Value) {
            var (key, value) = try keyValue(pair, at: a.span)
            if case .implicitMember(let member) = key, let keyType { key = try i.resolveImplicit(member, as: keyType) }
            if case .implicitMember(let member) = value, let valueType { value = try i.resolveImplicit(member, as: valueType) }
            return (key, value)
        }
        if let pairs = try a.value("uniqueKeysWithValues", pairsHint) {
            for pair in try i.elements(of: pairs, at: a.span) {
                let (key, value) = try typedPair(pair)
                let hash = try i.hashKey(key, at: a.span)
                if storage.value(for: hash) != nil {
                    throw .error("Dictionary(uniqueKeysWithValues:) found the key \(i.describe(key)) twice", at: a.span)
                }
                storage.set(value, for: key, hash: hash)
            }
            return .dictionary(storage)
        }
        if let sequence = try a.value("grouping") {
            let keyFor = try a.requiredFunction("by")
            for element in try i.elements(of: sequence, at: a.span) {
                let key = try i.callFunction(keyFor, [element], at: a.span)
                let hash = try i.hashKey(key, at: a.span)
                let group = storage.value(for: hash)?.arrayItems ?? []
                storage.set(.array(group + [element]), for: key, hash: hash)
            }
            return .dictionary(storage)
        }
        guard let pairs = try a.value(nil, pairsHint) else { return .dictionary(storage) }
        let combine = try a.requiredFunction("uniquingKeysWith")
        for pair in try i.elements(of: pairs, at: a.span) {
            let (key, value) = try typedPair(pair)
            let hash = try i.hashKey(key, at: a.span)
            if let existing = storage.value(for: hash) {
                storage.set(try i.callFunction(combine, [existing, value], at: a.span), for: key, hash: hash)
            } else {
                storage.set(value, for: key, hash: hash)
            }
        }
        return .dictionary(storage)
    }

    /// `Set()`, `Set(sequence)`.
    static let setInitializer: NativeType.Call = { i, a throws(Interrupt) in
        var storage = SetStorage()
        // `IndexSet(integer:)` and `IndexSet(integersIn:)`; `NSSet(object:)`, `NSSet(array:)` and
        // `NSSet(set:)` (Core Data's to-many relationships are sets).
        for label in ["integer", "object"] {
            if let single = try a.value(label) { _ = storage.insert(single, hash: try i.hashKey(single, at: a.span)) }
        }
        for label in ["integersIn", "array", "set"] {
            guard let sequence = try a.value(label) else { continue }
            for element in try i.elements(of: sequence, at: a.span) {
                _ = storage.insert(element, hash: try i.hashKey(element, at: a.span))
            }
        }
        if let sequence = try a.value(nil) {
            for element in try i.elements(of: sequence, at: a.span) {
                _ = storage.insert(element, hash: try i.hashKey(element, at: a.span))
            }
        }
        return .set(storage)
    }

    private static func keyValue(_ pair: Value, at span: SourceSpan) throws(Interrupt) -> (Value, Value) {
        guard case .tuple(let parts, _) = pair, parts.count == 2 else {
            throw .error("a dictionary needs (key, value) pairs", at: span)
        }
        return (parts[0], parts[1])
    }
}

import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// Swift's `==`: the scene's own `==` where it declares one, else structural equality
    /// (what `Equatable` synthesizes).
    func valuesEqual(_ lhs: Value, _ rhs: Value, at span: SourceSpan) throws(Interrupt) -> Bool {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): return a == b
        case (.int, .double), (.double, .int), (.double, .double): return lhs.asDouble == rhs.asDouble
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.none, .none): return true
        case (.none, _), (_, .none): return false
        case (.object(let a), .object(let b)):
            if let owner = declaredType(of: lhs), owner.staticMethods["=="] != nil {
                return try applyBinary("==", lhs, rhs, at: span, Env(scope: globalScope)).asBool ?? false
            }
            return a === b
        // `[.ongoing, .finishing].contains(state)`: the literal's members take the type of the
        // value they are compared with, as Swift infers it from the call.
        case (.implicitMember(let implicit), _) where typeOf(rhs) != nil:
            return try valuesEqual(try resolveImplicit(implicit, as: typeOf(rhs)), rhs, at: span)
        case (_, .implicitMember(let implicit)) where typeOf(lhs) != nil:
            return try valuesEqual(lhs, try resolveImplicit(implicit, as: typeOf(lhs)), at: span)
        default:
            if let type = declaredType(of: lhs), type.staticMethods["=="] != nil || extensionDeclares("==", lhs) {
                return try applyBinary("==", lhs, rhs, at: span, Env(scope: globalScope)).asBool ?? false
            }
            return try hashKey(lhs, at: span) == hashKey(rhs, at: span)
        }
    }

    private func extensionDeclares(_ op: String, _ value: Value) -> Bool {
        extensionTypes(of: value).contains { $0.staticMethods[op] != nil }
    }

    /// A canonical key for a hashable value: dictionary keys, set members, ids.
    func hashKey(_ value: Value, at span: SourceSpan) throws(Interrupt) -> HashKey {
        switch value {
        case .int(let i): return .int(i)
        case .double(let d): return d == d.rounded() && abs(d) < 1e15 ? .int(Int(d)) : .double(d)
        case .bool(let b): return .bool(b)
        case .string(let s): return .string(s)
        case .none: return .none
        // A collection's key costs a step per element, as building it does: a scene that hashes
        // a large dictionary for every view is stopped by its budget, not left to run.
        case .array(let items):
            try charge(items.count, at: span)
            var keys: [HashKey] = []
            for item in items { keys.append(try hashKey(item, at: span)) }
            return .sequence("Array", keys)
        case .set(let set):
            try charge(set.members.count, at: span)
            var keys: Set<HashKey> = []
            for item in set.members { keys.insert(try hashKey(item, at: span)) }
            return .unordered("Set", keys)
        case .dictionary(let dictionary):
            try charge(dictionary.entries.count, at: span)
            var keys: Set<HashKey> = []
            for (k, v) in dictionary.entries {
                keys.insert(.composite("entry", [try hashKey(k, at: span), try hashKey(v, at: span)]))
            }
            return .unordered("Dictionary", keys)
        case .tuple(let items, _):
            var keys: [HashKey] = []
            for item in items { keys.append(try hashKey(item, at: span)) }
            return .composite("tuple", keys)
        case .range(let range):
            return .composite(
                "Range",
                [
                    try range.lower.map { v throws(Interrupt) in try hashKey(v, at: span) } ?? .none,
                    try range.upper.map { v throws(Interrupt) in try hashKey(v, at: span) } ?? .none,
                    .bool(range.isClosed),
                ])
        case .instance(let instance):
            if let key = try sceneHashKey(value, at: span) { return key }
            var keys: [HashKey] = []
            for property in instance.type.allStoredProperties {
                guard let field = instance.fields[property.name] else { continue }
                keys.append(try hashKey(try readField(field, of: value, property.name, at: span), at: span))
            }
            return .composite(instance.type.name, keys)
        case .object(let object):
            if let key = try sceneHashKey(value, at: span) { return key }
            return .object(object.serial)
        case .enumCase(let enumCase):
            var keys: [HashKey] = []
            for item in enumCase.payload { keys.append(try hashKey(item, at: span)) }
            return .composite("\(enumCase.type.name).\(enumCase.name)", keys)
        case .native(let native):
            return .native(NativeTypes.key(of: native))
        case .type(let type):
            return .native("type:\(type)")
        case .binding(let binding):
            return try hashKey(read(binding, at: span), at: span)
        case .wrapper(let wrapper):
            return try hashKey(wrappedValue(wrapper, "value", at: span), at: span)
        case .keyPath(let path):
            return .native("keyPath:" + path.propertyNames.joined(separator: "."))
        // `Image` and `Text` are Equatable (`onChange(of: image)`): equal when they show the
        // same, wherever they were made.
        case .view(.leaf(let leaf, _)):
            return .native("view:\(leaf)")
        case .view(.text(let runs, _)):
            return .native("text:\(runs)")
        case .function, .view, .implicitMember, .void:
            throw .error("a value of type \(typeName(of: value)) is not Hashable", at: span)
        }
    }

    /// The key of a value whose type the scene gives a `hash(into:)`: what the method combines
    /// (an id, not the closures beside it), as Swift hashes it. Nil for other values.
    private func sceneHashKey(_ value: Value, at span: SourceSpan) throws(Interrupt) -> HashKey? {
        guard let type = declaredType(of: value) else { return nil }
        let hasOwnHash: Bool
        if let known = lookups.hasSceneHash[ObjectIdentifier(type)] {
            hasOwnHash = known
        } else {
            var methods = type.methods(named: "hash")
            if case .methods(let more)? = extensionMember("hash", of: value) { methods += more }
            hasOwnHash = methods.contains { method in
                method.parameters.count == 1 && method.parameters[0].label == "into" && !Self.isPrelude(method.nameSpan)
            }
            lookups.hasSceneHash[ObjectIdentifier(type)] = hasOwnHash
        }
        guard hasOwnHash, let hasherType = index.types["Hasher"] else { return nil }
        let scope = globalScope.child()
        scope.declare("\u{0}hasher", .instance(Instance(type: hasherType, fields: ["_combined": .array([])])), isLet: false)
        let place = Expr(.inOut(Expr(.identifier("\u{0}hasher"), span: span)), span: span)
        _ = try callMethod(
            on: value, "hash", [Argument(label: "into", value: place, span: span)], nil, at: span, nameSpan: span,
            Env(scope: scope))
        guard case .instance(let hasher)? = scope.lookup("\u{0}hasher")?.value, let combined = hasher.fields["_combined"]
        else { return nil }
        return .composite(type.name, [try hashKey(try readField(combined, of: .instance(hasher), "_combined", at: span), at: span)])
    }

    /// The text of a value as `String(describing:)` prints it, using the scene's own
    /// `description` where its type declares one.
    func describe(_ value: Value, at span: SourceSpan, _ env: Env) throws(Interrupt) -> String {
        if let type = declaredType(of: value),
            type.computedProperty(named: "description") != nil || type.storedProperty(named: "description") != nil
        {
            let text = try member(of: value, "description", at: span, env)
            return text.asString ?? describe(text)
        }
        if case .property? = extensionMember("description", of: value) {
            let text = try member(of: value, "description", at: span, env)
            return text.asString ?? describe(text)
        }
        return describe(value)
    }

    /// The text of a value as Swift's default `description` prints it.
    func describe(_ value: Value) -> String {
        switch value {
        case .int(let i): return String(i)
        case .double(let d): return Self.swiftDescription(d)
        case .bool(let b): return String(b)
        case .string(let s): return s
        case .none: return "nil"
        case .array(let items): return "[" + items.map(debugDescribe).joined(separator: ", ") + "]"
        case .set(let set): return "[" + set.members.map(debugDescribe).joined(separator: ", ") + "]"
        case .dictionary(let d):
            if d.count == 0 { return "[:]" }
            return "[" + d.entries.map { "\(debugDescribe($0.key)): \(debugDescribe($0.value))" }.joined(separator: ", ") + "]"
        case .tuple(let items, let labels):
            return "("
                + zip(items, labels).map { item, label in (label.map { "\($0): " } ?? "") + debugDescribe(item) }
                .joined(separator: ", ") + ")"
        case .range(let r):
            let lower = r.lower.map(describe) ?? "", upper = r.upper.map(describe) ?? ""
            return lower + (r.isClosed ? "..." : "..<") + upper
        case .instance(let instance):
            let fields = instance.type.allStoredProperties.compactMap { property -> String? in
                guard let field = instance.fields[property.name] else { return nil }
                let shown: Value =
                    if case .wrapper(let w) = field {
                        (try? wrappedValue(w, property.name, at: .unknown(file: ""))) ?? .none
                    } else { field }
                return "\(property.name): \(debugDescribe(shown))"
            }
            return "\(instance.type.name)(" + fields.joined(separator: ", ") + ")"
        case .object(let object): return object.type.name
        case .enumCase(let e):
            if e.payload.isEmpty { return e.name }
            return e.name + "("
                + zip(e.payload, e.labels + Array(repeating: nil, count: max(0, e.payload.count - e.labels.count)))
                .map { item, label in (label.map { "\($0): " } ?? "") + debugDescribe(item) }.joined(separator: ", ") + ")"
        case .native(let native): return NativeTypes.describe(native)
        case .type(let type): return type.description
        case .function: return "(Function)"
        case .view: return "View"
        case .keyPath(let path): return "\\." + path.propertyNames.joined(separator: ".")
        case .binding: return "Binding"
        case .wrapper: return "PropertyWrapper"
        case .implicitMember(let m): return "." + m.name
        case .void: return "()"
        }
    }

    private func debugDescribe(_ value: Value) -> String {
        if case .string(let s) = value { return "\"\(s)\"" }
        return describe(value)
    }

    /// Swift's `Double.description`: shortest round-trip digits, `1.0` for integers,
    /// exponent notation outside 1e-4 ..< 2^53.
    static func swiftDescription(_ d: Double) -> String {
        if d.isNaN { return "nan" }
        if d.isInfinite { return d > 0 ? "inf" : "-inf" }
        return "\(d)"
    }
}

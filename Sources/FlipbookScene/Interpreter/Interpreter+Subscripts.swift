import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// `base[arguments]`.
    func subscriptGet(_ receiver: Value, _ arguments: [Argument], at span: SourceSpan, _ env: Env) throws(Interrupt) -> Value {
        if let type = declaredType(of: receiver), !type.subscripts.isEmpty {
            return try userSubscript(receiver, type, arguments, at: span, env)
        }
        if case .dictionary(let dictionary) = receiver, arguments.count == 2, arguments[1].label == "default" {
            let key = try dictionaryKey(try eval(arguments[0].value, nil, env), of: receiver, declared: nil)
            if let value = dictionary.value(for: try hashKey(key, at: span)) { return value }
            return try eval(arguments[1].value, nil, env)
        }
        if case .native(.environment(let environment)) = receiver {
            return try environmentSubscript(environment, arguments, at: span, env)
        }
        if case .native(.viewDimensions(let dimensions)) = receiver {
            return try dimensionsSubscript(dimensions, arguments, at: span, env)
        }
        var indices: [Value] = []
        for argument in arguments { indices.append(try eval(argument.value, nil, env)) }
        if case .dictionary = receiver, indices.count == 1 {
            indices[0] = try dictionaryKey(indices[0], of: receiver, declared: nil)
        }
        return try subscriptGet(receiver, positional: indices, at: span)
    }

    /// A dictionary's key written as an implicit member (`groups[.silhouette, default: []]`):
    /// the key type's member, the type the dictionary is declared with or, else, its keys'.
    func dictionaryKey(_ key: Value, of dictionary: Value, declared: TypeValue?) throws(Interrupt) -> Value {
        guard case .implicitMember(let member) = key else { return key }
        if case .dictionary(let keyType, _)? = declared?.unwrapped { return try resolveImplicit(member, as: keyType) }
        if case .dictionary(let storage) = dictionary, let first = storage.keys.first, let keyType = typeOf(first) {
            return try resolveImplicit(member, as: keyType)
        }
        return key
    }

    /// A subscript with evaluated indices.
    func subscriptGet(_ receiver: Value, positional indices: [Value], at span: SourceSpan) throws(Interrupt) -> Value {
        // `proxy[anchor]`.
        if indices.count == 1, case .native(.geometryProxy(let proxy)) = receiver, case .native(.anchor(let anchor)) = indices[0]
        {
            return resolve(anchor, in: proxy)
        }
        // `value[keyPath: path]`.
        if indices.count == 1, case .keyPath(let path) = indices[0] {
            return try apply(path, to: receiver, at: path.span ?? span)
        }
        switch (receiver, indices.first) {
        case (.array(let items), .int(let i)?):
            guard i >= 0, i < items.count else {
                throw .error(
                    "index out of range: \(i) in an array of \(items.count) element\(items.count == 1 ? "" : "s")", at: span)
            }
            return items[i]
        case (.array(let items), .range(let range)?):
            let bounds = try sliceBounds(range, count: items.count, at: span)
            return .array(Array(items[bounds]))
        case (.dictionary(let dictionary), let written?):
            let key = try dictionaryKey(written, in: dictionary, at: span)
            return dictionary.value(for: try hashKey(key, at: span)) ?? .none
        case (.string(let text), .int(let i)?):
            let characters = Array(text)
            guard i >= 0, i < characters.count else { throw .error("string index out of range", at: span) }
            return .string(String(characters[i]))
        case (.string(let text), .range(let range)?):
            let characters = Array(text)
            let bounds = try sliceBounds(range, count: characters.count, at: span)
            return .string(String(characters[bounds]))
        case (.tuple(let values, _), .int(let i)?) where i >= 0 && i < values.count:
            return values[i]
        case (.binding(let binding), _):
            return .binding(.projection(binding, .index(indices)))
        default:
            // `profile[flavor] += 1` reads through the type's own subscript with evaluated indices.
            if let (type, sub) = ownSubscript(of: receiver, taking: indices), let getter = sub.accessors.get {
                let callee = subscriptEnv(type, sub, indices, self: Variable(receiver, isLet: true))
                return try runBody(getter, hint: try resolve(sub.returnType, callee), buildsViews: false, at: span, callee)
            }
            throw .error("a value of type \(typeName(of: receiver)) cannot be subscripted like this", at: span)
        }
    }

    /// Stores through a subscript (`items[i] = x`, `dict[k] = v`, `dict[k] = nil`).
    func subscriptSet(_ receiver: inout Value, positional indices: [Value], _ value: Value, at span: SourceSpan) throws(Interrupt)
    {
        if indices.count == 1, case .keyPath(let path) = indices[0] {
            try write(value, through: path.components[...], into: &receiver, at: path.span ?? span)
            return
        }
        switch (receiver, indices.first) {
        case (.array(var items), .int(let i)?):
            guard i >= 0, i < items.count else {
                throw .error(
                    "index out of range: \(i) in an array of \(items.count) element\(items.count == 1 ? "" : "s")", at: span)
            }
            items[i] = value
            receiver = .array(items)
        case (.dictionary(var dictionary), let written?):
            let key = try dictionaryKey(written, in: dictionary, at: span)
            dictionary.set(value.isNone ? nil : value, for: key, hash: try hashKey(key, at: span))
            try checkSize(dictionary.count, at: span)
            receiver = .dictionary(dictionary)
        case (.native(.environment(var environment)), .type(let type)?):
            environment.custom["\(type)"] = value
            receiver = .native(.environment(environment))
        default:
            if let (type, sub) = ownSubscript(of: receiver, taking: indices), let setter = sub.accessors.set {
                let selfVariable = Variable(receiver, isLet: false)
                let callee = subscriptEnv(type, sub, indices, self: selfVariable)
                callee.scope.declare(setter.parameterName, value, isLet: true)
                _ = try runBody(setter.body, hint: nil, buildsViews: false, at: span, callee)
                receiver = selfVariable.value
                return
            }
            throw .error("a value of type \(typeName(of: receiver)) cannot be assigned through a subscript", at: span)
        }
    }

    /// The receiver's type's own subscript taking `indices.count` indices.
    private func ownSubscript(of receiver: Value, taking indices: [Value]) -> (TypeInfo, SubscriptDecl)? {
        guard let type = declaredType(of: receiver),
            let sub = type.subscripts.first(where: { $0.parameters.count == indices.count })
        else { return nil }
        return (type, sub)
    }

    /// Where a subscript's accessor runs on evaluated indices: `self` and its parameters.
    private func subscriptEnv(_ type: TypeInfo, _ sub: SubscriptDecl, _ indices: [Value], self selfVariable: Variable) -> Env {
        let scope = globalScope.child()
        scope.declare("self", variable: selfVariable)
        for (parameter, index) in zip(sub.parameters, indices) { scope.declare(parameter.name, index, isLet: true) }
        return Env(scope: scope, typeContext: type)
    }

    private func userSubscript(
        _ receiver: Value, _ type: TypeInfo, _ arguments: [Argument], at span: SourceSpan, _ env: Env
    ) throws(Interrupt) -> Value {
        let sub = bestOverload(type.subscripts, parameters: \.parameters, arguments, env) ?? type.subscripts[0]
        let callee = Env(scope: globalScope.child(), typeContext: type)
        callee.scope.declare("self", receiver, isLet: true)
        try bind(sub.parameters, arguments, into: callee, callerEnv: env, name: "subscript", at: span)
        let hint = try resolve(sub.returnType, callee)
        return try runBody(sub.accessors.get ?? [], hint: hint, buildsViews: false, at: span, callee)
    }

    /// The index range a range selects in a collection of `count` elements.
    private func sliceBounds(_ range: RangeValue, count: Int, at span: SourceSpan) throws(Interrupt) -> Range<Int> {
        let lower = range.lower?.asInt ?? 0
        var upper = range.upper?.asInt ?? count
        // `a[i...Int.max]`: past every index, without trapping on the step past it.
        if range.isClosed, range.upper != nil { upper = upper.addingReportingOverflow(1).overflow ? Int.max : upper + 1 }
        guard lower >= 0, upper <= count, lower <= upper else {
            throw .error("range \(lower)..<\(upper) is out of bounds for a collection of \(count)", at: span)
        }
        return lower..<upper
    }

    /// `environment[Key.self]` in an `EnvironmentValues` extension: the custom key's value, or
    /// its `defaultValue`.
    private func environmentSubscript(
        _ environment: SceneEnvironment, _ arguments: [Argument], at span: SourceSpan, _ env: Env
    ) throws(Interrupt) -> Value {
        guard let argument = arguments.first, case .type(let type) = try eval(argument.value, nil, env) else {
            throw .error("EnvironmentValues is subscripted with a key type, such as self[MyKey.self]", at: span)
        }
        if let value = environment.custom["\(type)"] { return value }
        return try staticMember(of: type, "defaultValue", nil, at: span)
    }
}

/// Walks a sequence one element at a time (a range is never turned into an array, so a long
/// loop costs steps, not memory).
struct ValueIterator {
    let nextElement: (Interpreter) throws(Interrupt) -> Value?

    mutating func next(_ interpreter: Interpreter) throws(Interrupt) -> Value? { try nextElement(interpreter) }
}

extension Interpreter {
    func makeIterator(_ sequence: Value, at span: SourceSpan) throws(Interrupt) -> ValueIterator {
        switch sequence {
        case .array(let items):
            var index = 0
            return ValueIterator { _ in
                guard index < items.count else { return nil }
                defer { index += 1 }
                return items[index]
            }
        case .range(let range):
            if let bounds = range.intBounds {
                var current = bounds.lowerBound
                return ValueIterator { _ in
                    guard current < bounds.upperBound else { return nil }
                    defer { current += 1 }
                    return .int(current)
                }
            }
            guard case .int(var current)? = range.lower, range.upper == nil else {
                throw .error("only ranges of Int can be iterated", at: span)
            }
            return ValueIterator { _ in
                defer { current += 1 }
                return .int(current)
            }
        case .dictionary(let dictionary):
            let entries = dictionary.entries
            var index = 0
            return ValueIterator { _ in
                guard index < entries.count else { return nil }
                defer { index += 1 }
                return .tuple([entries[index].key, entries[index].value], labels: ["key", "value"])
            }
        case .set(let set):
            return try makeIterator(.array(set.members), at: span)
        case .string(let text):
            return try makeIterator(.array(text.map { .string(String($0)) }), at: span)
        // `for item in $items`: a binding to an array is a collection of bindings to its
        // elements (SwiftUI's `Binding: RandomAccessCollection`).
        case .binding(let binding):
            guard case .array(let items) = try read(binding, at: span) else {
                throw .error("a value of type \(typeName(of: sequence)) cannot be iterated", at: span)
            }
            return try makeIterator(.array(items.indices.map { .binding(.projection(binding, .index([.int($0)]))) }), at: span)
        default:
            if let items = try NativeTypes.elements(of: sequence, interpreter: self, at: span) {
                return try makeIterator(.array(items), at: span)
            }
            if let items = try declaredSequenceElements(sequence, at: span) { return try makeIterator(.array(items), at: span) }
            // `for await x in ticks`: an `AsyncSequence` of the scene's, asked for each element
            // as the loop reaches it (its iterator's `next()` may sleep, in a task).
            if let type = declaredType(of: sequence), !type.methods(named: "makeAsyncIterator").isEmpty {
                var iterator = try callMethod(on: sequence, "makeAsyncIterator", positional: [], at: span, Env(scope: globalScope))
                return ValueIterator { interpreter throws(Interrupt) in
                    let next = try interpreter.callMethod(
                        on: &iterator, "next", [], nil, at: span, nameSpan: span, Env(scope: interpreter.globalScope, isAsync: true))
                    if case .none = next { return nil }
                    return next
                }
            }
            throw .error("a value of type \(typeName(of: sequence)) cannot be iterated", at: span)
        }
    }

    /// The elements of a sequence as an array (for collection methods).
    func elements(of sequence: Value, at span: SourceSpan) throws(Interrupt) -> [Value] {
        if case .array(let items) = sequence { return items }
        if case .range(let range) = sequence, let bounds = range.intBounds {
            try checkSize(range.intCount ?? Int.max, at: span)
            return bounds.map { .int($0) }
        }
        var iterator = try makeIterator(sequence, at: span)
        var out: [Value] = []
        while let next = try iterator.next(self) {
            out.append(next)
            try checkSize(out.count, at: span)
        }
        return out
    }
}

extension Interpreter {
    /// A dictionary's key written as an implicit member (`rows[.trending]`): a member of the
    /// type of the keys the dictionary holds, else the case of the one enum of the scene that
    /// has a case of that name (Swift takes the type from the dictionary's declared type).
    func dictionaryKey(_ key: Value, in dictionary: DictionaryStorage, at span: SourceSpan) throws(Interrupt) -> Value {
        guard case .implicitMember(let implicit) = key else { return key }
        if let existing = dictionary.keys.first, let type = typeOf(existing) {
            return try conform(key, to: type, at: span)
        }
        guard implicit.arguments == nil else { return key }
        let owners = index.types.values.filter { type in
            type.kind == .enum && !(type.span.map(Self.isPrelude) ?? true)
                && type.enumCases.contains { $0.name == implicit.name && $0.associatedValues == nil }
        }
        guard owners.count == 1, let owner = owners.first else { return key }
        return try conform(key, to: .declared(owner), at: span)
    }
}

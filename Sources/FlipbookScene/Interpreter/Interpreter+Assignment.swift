import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// Whether `expr` names storage that code may change: a local `var`, a `@State` property,
    /// or a field or element of one.
    func isAssignable(_ expr: Expr, _ env: Env) -> Bool {
        switch expr.kind {
        case .identifier(let name):
            if let binding = env.scope.lookup(name) { return !binding.isLet }
            if let owner = env.owner, owner.stateIdentity != nil { return isStateProperty(name, of: owner.typeName) }
            return false
        case .member(.some(let base), let name):
            if case .identifier("self") = base.kind, let owner = env.owner {
                return owner.stateIdentity != nil && isStateProperty(name, of: owner.typeName)
            }
            return isAssignable(base, env)
        case .subscriptAccess(let base, _):
            return isAssignable(base, env)
        default:
            return false
        }
    }

    /// `target = value` and the compound assignments.
    func assign(_ op: String, _ target: Expr, _ valueExpr: Expr, at span: SourceSpan, _ env: inout Env) throws(RuntimeError) {
        let current = try eval(target, .any, &env)
        let hint = current.hintForComparison
        var newValue = try eval(valueExpr, hint, &env)
        if op != "=" {
            newValue = try arithmetic(String(op.dropLast()), current, newValue, at: span)
        }
        if case .double = current, case .int(let i) = newValue { newValue = .double(Double(i)) }
        let result = newValue
        try update(target, at: span, &env) { (stored: inout Value) throws(RuntimeError) in stored = result }
    }

    /// Reads the storage `target` names, lets `transform` change it, and writes it back.
    func update(_ target: Expr, at span: SourceSpan, _ env: inout Env,
                _ transform: (inout Value) throws(RuntimeError) -> Void) throws(RuntimeError) {
        switch target.kind {
        case .identifier(let name):
            try updateVariable(name, at: target.span, &env, transform)
        case .member(.some(let base), let name):
            if case .identifier("self") = base.kind {
                try updateVariable(name, at: target.span, &env, transform)
                return
            }
            try update(base, at: span, &env) { (container: inout Value) throws(RuntimeError) in
                guard case .instance(var instance) = container, var field = instance.fields[name] else {
                    throw RuntimeError("cannot assign to '\(name)' of a \(container.typeName)", at: target.span)
                }
                if let decl = index.structs[instance.typeName],
                    decl.storedProperties.contains(where: { $0.name == name && $0.isLet })
                {
                    throw RuntimeError("cannot assign to '\(name)': it is a 'let' constant", at: target.span)
                }
                try transform(&field)
                instance.fields[name] = field
                container = .instance(instance)
            }
        case .subscriptAccess(let base, let arguments):
            guard arguments.count == 1 else {
                throw RuntimeError("subscripts take one index", at: target.span)
            }
            let position = try evalInt(arguments[0].value, &env)
            try update(base, at: span, &env) { (container: inout Value) throws(RuntimeError) in
                guard case .array(var items) = container else {
                    throw RuntimeError("cannot subscript a \(container.typeName)", at: target.span)
                }
                guard items.indices.contains(position) else {
                    throw RuntimeError("index \(position) is out of range (count \(items.count))", at: arguments[0].span)
                }
                try transform(&items[position])
                container = .array(items)
            }
        default:
            throw RuntimeError("cannot assign to this expression", at: target.span)
        }
    }

    private func updateVariable(_ name: String, at span: SourceSpan, _ env: inout Env,
                                _ transform: (inout Value) throws(RuntimeError) -> Void) throws(RuntimeError) {
        if let binding = env.scope.lookup(name) {
            guard !binding.isLet else {
                throw RuntimeError("cannot assign to '\(name)': it is a 'let' constant", at: span)
            }
            var value = binding.value
            try transform(&value)
            _ = env.scope.assign(name, value)
            return
        }
        guard let owner = env.owner, let identity = owner.stateIdentity, isStateProperty(name, of: owner.typeName) else {
            if env.owner?.fields[name] != nil {
                throw RuntimeError("cannot assign to '\(name)': only @State properties of a view can change", at: span)
            }
            throw RuntimeError("cannot find '\(name)' to assign to", at: span)
        }
        guard var value = state.value(name, of: identity) else {
            throw RuntimeError("the view owning '@State \(name)' is no longer on screen", at: span)
        }
        try transform(&value)
        try recordMutation(at: span)
        state.set(name, of: identity, to: value)
    }

    /// `items.append(x)`, `flag.toggle()` and the other mutating methods.
    func mutatingCall(_ base: Expr, _ name: String, _ arguments: [Argument], at span: SourceSpan, _ env: inout Env) throws(RuntimeError) -> Value {
        var args = CallArguments(arguments, callee: "\(name)(…)", span: span)
        let current = try eval(base, .any, &env)
        let elementHint: TypeHint = if case .array(let items) = current, let first = items.first { first.hintForComparison } else { .any }
        var newValue = current
        var result = Value.void
        switch (name, current) {
        case ("toggle", .bool(let flag)):
            newValue = .bool(!flag)
        case ("append", .array(var items)):
            if let contents = try optionalArgument(&args, "contentsOf", .any, &env) {
                items += try elements(of: contents, at: span)
            } else {
                items.append(try requiredArgument(&args, nil, elementHint, &env))
            }
            newValue = .array(items)
        case ("insert", .array(var items)):
            let element = try requiredArgument(&args, nil, elementHint, &env)
            let position = try requiredArgument(&args, "at", .int, &env)
            guard case .int(let i) = position, (0...items.count).contains(i) else {
                throw RuntimeError("insert position is out of range (count \(items.count))", at: span)
            }
            items.insert(element, at: i)
            newValue = .array(items)
        case ("remove", .array(var items)):
            let position = try requiredArgument(&args, "at", .int, &env)
            guard case .int(let i) = position, items.indices.contains(i) else {
                throw RuntimeError("remove(at:) index is out of range (count \(items.count))", at: span)
            }
            result = items.remove(at: i)
            newValue = .array(items)
        case ("removeFirst", .array(var items)), ("removeLast", .array(var items)):
            guard !items.isEmpty else { throw RuntimeError("\(name)() on an empty array", at: span) }
            result = name == "removeFirst" ? items.removeFirst() : items.removeLast()
            newValue = .array(items)
        case ("removeAll", .array):
            newValue = .array([])
        case ("reverse", .array(let items)):
            newValue = .array(items.reversed())
        case ("swapAt", .array(var items)):
            let i = try requiredArgument(&args, nil, .int, &env)
            let j = try requiredArgument(&args, nil, .int, &env)
            guard case .int(let a) = i, case .int(let b) = j, items.indices.contains(a), items.indices.contains(b) else {
                throw RuntimeError("swapAt indices are out of range", at: span)
            }
            items.swapAt(a, b)
            newValue = .array(items)
        case ("shuffle", .array(var items)):
            shuffle(&items)
            newValue = .array(items)
        default:
            throw RuntimeError("'\(name)' cannot be called on a \(current.typeName)", at: span)
        }
        try args.finish()
        let stored = newValue
        try update(base, at: span, &env) { (value: inout Value) throws(RuntimeError) in value = stored }
        return result
    }

    /// `array[i]`.
    func subscriptValue(_ base: Expr, _ arguments: [Argument], at span: SourceSpan, _ env: inout Env) throws(RuntimeError) -> Value {
        let container = try eval(base, .any, &env)
        guard arguments.count == 1 else { throw RuntimeError("subscripts take one index", at: span) }
        let position = try evalInt(arguments[0].value, &env)
        let items = try elements(of: container, at: base.span)
        guard items.indices.contains(position) else {
            throw RuntimeError("index \(position) is out of range (count \(items.count))", at: arguments[0].span)
        }
        return items[position]
    }

    /// A deterministic shuffle (the run's seeded generator), so frames are reproducible.
    func shuffle(_ items: inout [Value]) {
        guard items.count > 1 else { return }
        for i in stride(from: items.count - 1, to: 0, by: -1) {
            let j = Int(nextRandom() % UInt64(i + 1))
            items.swapAt(i, j)
        }
    }

    /// SplitMix64 over a counter: the scene's only source of randomness.
    func nextRandom() -> UInt64 {
        randomState &+= 0x9E37_79B9_7F4A_7C15
        var z = randomState
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// `target = value`, `target += value`, ….
    func assign(_ op: String, _ target: Expr, _ valueExpr: Expr, at span: SourceSpan, _ env: Env) throws(Interrupt) {
        if case .discard = target.kind {
            _ = try eval(valueExpr, nil, env)
            return
        }
        if case .tuple(let elements) = target.kind, op == "=" {
            let value = try eval(valueExpr, nil, env)
            guard case .tuple(let values, _) = value, values.count == elements.count else {
                throw .error("cannot assign a \(typeName(of: value)) to a tuple of \(elements.count)", at: span)
            }
            for (element, item) in zip(elements, values) { try assign(element.value, item, at: span, env) }
            return
        }
        if op == "=" {
            let hint = try targetType(target, env)
            let value = try eval(valueExpr, hint, env)
            try assign(target, try conform(value, to: hint, at: valueExpr.span), at: span, env)
            return
        }
        let operatorName = String(op.dropLast())
        try modify(target, at: span, env) { current throws(Interrupt) in
            // A date moves by a TimeInterval (`date -= .random(in: 60..<180)`).
            var hint = typeOf(current)
            if case .native(.date) = current { hint = .native("Double") }
            let rhs = try eval(valueExpr, hint, env)
            current = try applyBinary(operatorName, current, rhs, at: span, env)
        }
    }

    /// Stores `value` into the place `target` names.
    func assign(_ target: Expr, _ value: Value, at span: SourceSpan, _ env: Env) throws(Interrupt) {
        if case .identifier(let name) = target.kind, env.scope.lookup(name) == nil {
            if let selfVariable = env.selfVariable, let type = declaredType(of: selfVariable.value),
                type.storedProperty(named: name) != nil || type.computedProperty(named: name) != nil || name.hasPrefix("_")
            {
                var receiver = selfVariable.value
                try setMember(&receiver, name, value, at: span)
                if !isWrapped(selfVariable.value, name) || isInitializing(receiver) {
                    try storeSelf(selfVariable, receiver, at: span)
                }
                return
            }
            if try setGlobal(name, value, at: span) { return }
            if let context = env.typeContext, let property = context.staticStored[name] {
                try setStatic(context, property, value, at: span)
                return
            }
        }
        // `self.x = x` in an initializer: the member is written, not read first (it may not
        // have a value yet).
        if case .member(.some(let base), let name, let nameSpan, _) = target.kind, !isStaticTarget(base, name, env) {
            if case .identifier(let baseName) = base.kind,
                let variable = env.scope.lookup(baseName) ?? (baseName == "self" ? env.selfVariable : nil),
                isWrapped(variable.value, name)
            {
                var receiver = variable.value
                try setMember(&receiver, name, value, at: nameSpan)
                // An initializer may turn the assignment into the wrapper's initialization.
                if isInitializing(receiver), !variable.isLet { variable.value = receiver }
                return
            }
            // `Model.shared.count = 1`, `makeObject().flag = true`: a property set through a
            // reference that no variable holds.
            if Self.startsWithCall(base), !isAssignable(base, env) {
                var receiver = try eval(base, nil, env)
                guard receiver.isReference else { throw .error("cannot assign to this expression", at: target.span) }
                try setMember(&receiver, name, value, at: nameSpan)
                return
            }
            // `tiles[i].x = 0` with `tiles` a get-only property or a `let` array of class
            // instances: the element is a reference, whose property is set in place.
            if !Self.isSelf(base), case .object(let object)? = try? eval(base, nil, env) {
                var receiver = Value.object(object)
                try setMember(&receiver, name, value, at: nameSpan)
                return
            }
            try modify(base, at: span, env) { receiver throws(Interrupt) in
                try setMember(&receiver, name, value, at: nameSpan)
            }
            return
        }
        // `dict[k] = v`, `self[Key.self] = v`: stored without reading the old element first
        // (`dict[k, default: 0] = v` stores under the key alone).
        if case .subscript(let base, var arguments) = target.kind {
            if arguments.count == 2, arguments[1].label == "default" { arguments.removeLast() }
            var indices: [Value] = []
            for argument in arguments { indices.append(try eval(argument.value, nil, env)) }
            try modify(base, at: span, env) { container throws(Interrupt) in
                try subscriptSet(&container, positional: indices, value, at: target.span)
            }
            return
        }
        try modify(target, at: span, env) { current throws(Interrupt) in current = value }
    }

    static func isSelf(_ expr: Expr) -> Bool {
        if case .identifier("self") = expr.kind { return true }
        return false
    }

    static func isSameObject(_ a: Value, _ b: Value) -> Bool {
        if case .object(let x) = a, case .object(let y) = b { return x === y }
        return false
    }

    /// Whether `Type.name` names a static stored property of a scene type.
    private func isStaticTarget(_ base: Expr, _ name: String, _ env: Env) -> Bool {
        guard case .identifier(let typeName) = base.kind, env.scope.lookup(typeName) == nil,
            let type = typeNamed(typeName, from: env.typeContext), case .declared(let info) = type
        else { return false }
        return info.staticStored[name] != nil
    }

    /// Writes a changed `self` back: an instance variable, unless it is a `let` (a non-mutating
    /// method, where only wrapped properties may change, and they change their storage).
    private func storeSelf(_ variable: Variable, _ value: Value, at span: SourceSpan) throws(Interrupt) {
        if variable.isLet {
            if case .object = value { return }
            throw .error("cannot assign to property: 'self' is immutable (mark the method 'mutating')", at: span)
        }
        variable.value = value
    }

    /// The value `base` names when its property `name` is a wrapper, so that writing it leaves
    /// the base alone: a variable or `self`, or one of `self`'s stored properties
    /// (`configuration.isOn.toggle()` in a view that keeps a `ToggleStyleConfiguration`).
    private func wrappedReceiver(_ base: Expr, _ name: String, _ env: Env) throws(Interrupt) -> Value? {
        let receiver: Value
        switch base.kind {
        case .identifier(let baseName):
            if let variable = env.scope.lookup(baseName) ?? (baseName == "self" ? env.selfVariable : nil) {
                receiver = variable.value
            } else if let selfValue = env.selfVariable?.value, let type = declaredType(of: selfValue),
                type.storedProperty(named: baseName) != nil
            {
                receiver = try member(of: selfValue, baseName, at: base.span, env)
            } else {
                return nil
            }
        case .member(.some(let inner), let baseName, _, _):
            guard case .identifier("self") = inner.kind, let selfValue = env.selfVariable?.value,
                let type = declaredType(of: selfValue), type.storedProperty(named: baseName) != nil
            else { return nil }
            receiver = try member(of: selfValue, baseName, at: base.span, env)
        default:
            return nil
        }
        return isWrapped(receiver, name) ? receiver : nil
    }

    /// Whether a property of a value is a property wrapper (`@State`, `@Binding`…): writing it
    /// writes the wrapper's storage, not the value, as Swift's nonmutating setters do.
    func isWrapped(_ receiver: Value, _ name: String) -> Bool {
        switch storedField(of: receiver, name) {
        case .wrapper(.custom(let storage))?:
            // The scene's own wrapper: its storage changes, unless it is a class or its
            // `wrappedValue` is itself stored elsewhere (a `@State`, a `nonmutating set`).
            if case .object = storage { return true }
            return isWrapped(storage, "wrappedValue") || hasNonmutatingSetter(storage, "wrappedValue")
        case .wrapper?:
            return true
        default:
            return hasNonmutatingSetter(receiver, name)
        }
    }

    /// Whether a computed property of a value has a `nonmutating set`.
    func hasNonmutatingSetter(_ receiver: Value, _ name: String) -> Bool {
        declaredType(of: receiver)?.computedProperty(named: name)?.setter?.isNonmutating == true
    }

    /// Reads the place `target` names, lets `body` change it, and writes it back: the way
    /// `a.b[i].c += 1` and mutating methods reach nested values.
    func modify(
        _ target: Expr, at span: SourceSpan, _ env: Env, _ body: (inout Value) throws(Interrupt) -> Void
    ) throws(Interrupt) {
        switch target.kind {
        case .identifier(let name):
            if let variable = env.scope.lookup(name) {
                if let binding = variable.binding {
                    var value = try read(binding, at: target.span)
                    try body(&value)
                    try write(binding, value, at: target.span)
                    return
                }
                guard !variable.isLet || !variable.isInitialized else {
                    // Objects and bindings are references: writing through a constant is fine.
                    if variable.value.isReference {
                        var value = variable.value
                        try body(&value)
                        return
                    }
                    throw .error("cannot assign to value: '\(name)' is a 'let' constant", at: target.span)
                }
                var value = variable.value
                try body(&value)
                variable.value = value
                variable.isInitialized = true
                return
            }
            if let selfVariable = env.selfVariable, let type = declaredType(of: selfVariable.value),
                type.storedProperty(named: name) != nil || type.computedProperty(named: name) != nil
            {
                var receiver = selfVariable.value
                var value = try member(of: receiver, name, at: target.span, env)
                let before = value
                try body(&value)
                // `box.color = .blue` where `box` holds an object: the object changed, and an
                // immutable `self` that holds it did not.
                if Self.isSameObject(before, value) { return }
                try setMember(&receiver, name, value, at: target.span)
                if !isWrapped(selfVariable.value, name) { try storeSelf(selfVariable, receiver, at: span) }
                return
            }
            if var value = try globalValue(name, at: target.span) {
                let before = value
                try body(&value)
                // `store.items = []` with a top-level `let store = Store()`: the object changed.
                if Self.isSameObject(before, value) { return }
                _ = try setGlobal(name, value, at: target.span)
                return
            }
            if let context = env.typeContext, let property = context.staticStored[name] {
                var value = try staticStoredValue(context, property, at: target.span)
                let before = value
                try body(&value)
                // `shared.items.append(x)` with `static let shared = Store()`: the object
                // changed, the constant that holds it did not.
                if Self.isSameObject(before, value) { return }
                try setStatic(context, property, value, at: span)
                return
            }
            // `$count.wrappedValue = 5`: a wrapper's projection is a binding (or an object),
            // written through, never stored back.
            if name.first == "$", name.count > 1, env.selfVariable != nil {
                var value = try identifier(name, nil, at: target.span, env)
                if value.isReference {
                    try body(&value)
                    return
                }
            }
            throw .error("cannot find '\(name)' in scope", at: target.span)
        case .member(.some(let base), let name, let nameSpan, _):
            if case .identifier(let typeName) = base.kind, env.scope.lookup(typeName) == nil,
                let type = typeNamed(typeName, from: env.typeContext), case .declared(let info) = type,
                let property = info.staticStored[name]
            {
                var value = try staticStoredValue(info, property, at: nameSpan)
                let before = value
                try body(&value)
                if Self.isSameObject(before, value) { return }
                try setStatic(info, property, value, at: span)
                return
            }
            // `self.count = 1` on a `@State`/`@Binding`: the wrapper's setter is nonmutating, so
            // the base is read, not written back (it may be an immutable `self`).
            if var receiver = try wrappedReceiver(base, name, env) {
                var value = try member(of: receiver, name, at: nameSpan, env)
                try body(&value)
                try setMember(&receiver, name, value, at: nameSpan)
                return
            }
            // `tiles[i].position.x = 0` with `tiles` a get-only property or a `let` array of
            // class instances: the element is a reference, whose property changes in place.
            if !Self.isSelf(base), case .object? = try? eval(base, nil, env) {
                var receiver = try eval(base, nil, env)
                var value = try member(of: receiver, name, at: nameSpan, env)
                try body(&value)
                try setMember(&receiver, name, value, at: nameSpan)
                return
            }
            // `self.box.color = .blue`, `model.box.color = .blue`: an object held by a value
            // changes in place; the value that holds it is not written.
            if let current = try? member(of: try eval(base, nil, env), name, at: nameSpan, env), case .object = current {
                var value = current
                try body(&value)
                if Self.isSameObject(current, value) { return }
                try modify(base, at: span, env) { receiver throws(Interrupt) in
                    try setMember(&receiver, name, value, at: nameSpan)
                }
                return
            }
            try modify(base, at: span, env) { receiver throws(Interrupt) in
                var value = try member(of: receiver, name, at: nameSpan, env)
                try body(&value)
                try setMember(&receiver, name, value, at: nameSpan)
            }
        case .subscript(let base, let arguments) where arguments.count == 2 && arguments[1].label == "default":
            // `groups[key, default: []].append(x)`, `counts[k, default: 0] += 1`: a missing key
            // starts from the default, and the result is stored under the key.
            var key = try eval(arguments[0].value, nil, env)
            let declared = try? targetType(base, env)
            try modify(base, at: span, env) { container throws(Interrupt) in
                guard case .dictionary = container else {
                    throw .error("subscript(_:default:) needs a dictionary", at: target.span)
                }
                key = try dictionaryKey(key, of: container, declared: declared ?? nil)
                var value = try subscriptGet(container, positional: [key], at: target.span)
                if value.isNone { value = try eval(arguments[1].value, nil, env) }
                try body(&value)
                try subscriptSet(&container, positional: [key], value, at: target.span)
            }
        case .subscript(let base, let arguments):
            var indices: [Value] = []
            for argument in arguments { indices.append(try eval(argument.value, nil, env)) }
            let declared = indices.count == 1 ? (try? targetType(base, env)) ?? nil : nil
            try modify(base, at: span, env) { container throws(Interrupt) in
                if case .dictionary = container, indices.count == 1 {
                    indices[0] = try dictionaryKey(indices[0], of: container, declared: declared)
                }
                var value = try subscriptGet(container, positional: indices, at: target.span)
                try body(&value)
                try subscriptSet(&container, positional: indices, value, at: target.span)
            }
        case .optionalChain(let inner):
            do {
                try modify(inner, at: span, env, body)
            } catch .chainNil {
                return
            }
        case .bindOptional(let inner):
            try modify(inner, at: span, env) { value throws(Interrupt) in
                if value.isNone { throw .chainNil }
                try body(&value)
            }
        case .forceUnwrap(let inner):
            try modify(inner, at: span, env) { value throws(Interrupt) in
                if value.isNone { throw .error("unexpectedly found nil while unwrapping an Optional value", at: inner.span) }
                try body(&value)
            }
        case .inOut(let inner):
            try modify(inner, at: span, env, body)
        default:
            throw .error("cannot assign to this expression", at: target.span)
        }
    }

    /// What a property keeps when its wrapper's storage (`_x`) is set to `value`.
    private func wrapperStorage(_ value: Value, for property: StoredProperty?, of type: TypeInfo) throws(Interrupt) -> Value {
        if let property, let wrapper = property.wrapper?.name, QueryRead.contextKeys[wrapper] != nil {
            return try queryStorage(value, for: property, of: type)
        }
        if property?.customWrapper != nil { return .wrapper(.custom(value)) }
        // `_vm = StateObject(wrappedValue: .init(network: .init()))`: the wrapped value's type
        // is the property's.
        if case .wrapper(.state(let cell)) = value, case .implicitMember(let member) = cell.initial,
            let written = property?.type
        {
            let resolved = try resolveImplicit(member, as: try resolve(written, Env(scope: globalScope, typeContext: type)))
            return .wrapper(.state(StateCell(initial: resolved, location: cell.location)))
        }
        return value.asWrapperStorage
    }

    /// Sets `name` on a value: a stored or computed property, a wrapper's storage (`_x`), or
    /// the value behind a binding.
    func setMember(_ receiver: inout Value, _ name: String, _ value: Value, at span: SourceSpan) throws(Interrupt) {
        switch receiver {
        case .instance(var instance)
        where name.hasPrefix("_")
            && (instance.fields[String(name.dropFirst())] != nil
                || instance.type.storedProperty(named: String(name.dropFirst())) != nil):
            let property = instance.type.storedProperty(named: String(name.dropFirst()))
            instance.fields[String(name.dropFirst())] = try wrapperStorage(value, for: property, of: instance.type)
            receiver = .instance(instance)
        case .object(let object)
        where name.hasPrefix("_") && object.type.storedProperty(named: String(name.dropFirst()))?.wrapper?.name == "Published":
            try setField(&receiver, String(name.dropFirst()), value, at: span)
        case .object(let object)
        where name.hasPrefix("_") && object.type.storedProperty(named: String(name.dropFirst()))?.wrapper != nil:
            // `self._text = text` in a class's init (a `UIViewRepresentable`'s coordinator with
            // `@Binding var text`): the object keeps the wrapper's storage, as a struct does.
            let property = object.type.storedProperty(named: String(name.dropFirst()))
            object.fields[String(name.dropFirst())] = try wrapperStorage(value, for: property, of: object.type)
        case .instance, .object, .enumCase:
            try setField(&receiver, name, value, at: span)
        case .tuple(var values, let labels):
            if let position = Int(name) ?? labels.firstIndex(of: name), position < values.count {
                values[position] = value
                receiver = .tuple(values, labels: labels)
            } else {
                throw .error("tuple has no member '\(name)'", at: span)
            }
        case .none:
            throw .error("value of optional type is nil here; unwrap it before assigning '.\(name)'", at: span)
        case .binding(let binding) where name == "wrappedValue":
            try write(binding, value, at: span)
        case .binding(let binding):
            try write(.projection(binding, .property(name)), value, at: span)
        default:
            if try nativeSetProperty(&receiver, name, value, at: span) { return }
            throw .error("cannot assign to '\(name)' of a value of type \(typeName(of: receiver))", at: span)
        }
    }

    private func setStatic(_ info: TypeInfo, _ property: StoredProperty, _ value: Value, at span: SourceSpan) throws(Interrupt) {
        guard !property.isLet else { throw .error("cannot assign to '\(property.name)': it is a 'let' constant", at: span) }
        if let wrapperType = property.customWrapper {
            var storage = try staticWrapperStorage(info, property, wrapperType, at: span)
            try setMember(&storage, "wrappedValue", value, at: span)
            try willChangeUnobserved(at: span)
            staticValues[Self.staticStorageKey(info, property)] = storage
            dependencies.changed(.global(Self.staticStorageKey(info, property)))
            return
        }
        try willChangeUnobserved(at: span)
        staticValues["\(info.name).\(property.name)"] = value
        dependencies.changed(.global("\(info.name).\(property.name)"))
    }

    /// The declared type of an assignment target, when known (for `x = .red`).
    func targetType(_ target: Expr, _ env: Env) throws(Interrupt) -> TypeValue? {
        switch target.kind {
        case .identifier(let name):
            // `self = .day` in an enum's initializer: self is of the type being initialized.
            if name == "self", let context = env.typeContext, context.isDeclared, context.kind != .protocol {
                return .declared(context)
            }
            if let variable = env.scope.lookup(name) {
                // A protocol written as the type (`any Shape`) says less than the value does.
                if let written = variable.declaredType, !isOpaque(written) { return written }
                return typeOf(variable.value)
            }
            // `_text = .constant("")`: a wrapper's storage has the wrapper's type.
            if let selfValue = env.selfVariable?.value, let type = declaredType(of: selfValue),
                let storage = wrapperStorageType(name, in: type)
            {
                return storage
            }
            if let selfValue = env.selfVariable?.value, let type = declaredType(of: selfValue),
                let property = type.storedProperty(named: name)
            {
                if let ref = property.type { return try resolve(ref, Env(scope: globalScope, typeContext: type)) }
                // `var posts = [Post]()`: the type Swift infers from the initial value.
                if let inferred = property.initializer.flatMap({ inferredType(ofInitializer: $0, from: type) }) {
                    return inferred
                }
                if let field = storedField(of: selfValue, name) {
                    return typeOf(try readField(field, of: selfValue, name, at: target.span))
                }
            }
            return nil
        case .member(.some(let base), let name, _, _) where constructedType(base, env) != nil:
            // `Chore(context: context).title = t`: the object is made once, by the assignment
            // (making it may insert it in a store); its type is the one constructed.
            guard let type = constructedType(base, env), let ref = type.storedProperty(named: name)?.type else {
                return nil
            }
            return try resolve(ref, Env(scope: globalScope, typeContext: type))
        case .member(.some(let base), let name, _, _):
            if let receiver = try? peek(base, env), let type = declaredType(of: receiver),
                let storage = wrapperStorageType(name, in: type)
            {
                return storage
            }
            guard let receiver = try? peek(base, env), let type = declaredType(of: receiver),
                let property = type.storedProperty(named: name)
            else {
                return (try? peek(target, env)).flatMap(typeOf)
            }
            if let ref = property.type { return try resolve(ref, Env(scope: globalScope, typeContext: type)) }
            return property.initializer.flatMap { inferredType(ofInitializer: $0, from: type) }
                ?? (try? peek(target, env)).flatMap(typeOf)
        case .subscript(let base, let arguments) where arguments.count == 1 && arguments[0].label == nil:
            // `colors[key] = .unused`: a dictionary's value type, an array's element type.
            switch try targetType(base, env) {
            case .dictionary(_, let value)?: return value
            case .array(let element)?: return element
            default: return (try? peek(target, env)).flatMap(typeOf)
            }
        default:
            return (try? peek(target, env)).flatMap(typeOf)
        }
    }

    /// The scene's type `expr` constructs (`Chore(context: context)`), if it is such a call.
    private func constructedType(_ expr: Expr, _ env: Env) -> TypeInfo? {
        guard case .call(let callee, _) = expr.kind, case .identifier(let typeName) = callee.kind,
            env.scope.lookup(typeName) == nil, case .declared(let type)? = typeNamed(typeName, from: env.typeContext)
        else { return nil }
        return type
    }

    /// The type of a wrapper's storage (`_text`, `_notes`): the wrapper's, SwiftUI's or one the
    /// prelude or the scene declares (`_notes = .init(filter:sort:)` of SwiftData's `Query`).
    func wrapperStorageType(_ name: String, in type: TypeInfo) -> TypeValue? {
        guard name.hasPrefix("_"), let wrapper = type.storedProperty(named: String(name.dropFirst()))?.wrapper else {
            return nil
        }
        if NativeTypes.isNativeType(wrapper.name) { return .native(NativeTypes.canonicalName(wrapper.name)) }
        if case .declared(let info)? = typeNamed(wrapper.name, from: type) { return .declared(info) }
        return nil
    }

    /// Evaluates an expression that only reads (to learn a type or a receiver).
    func peek(_ expr: Expr, _ env: Env) throws(Interrupt) -> Value {
        try eval(expr, nil, env)
    }

    /// Whether an expression names a place that can be changed.
    /// Whether a chain of members and subscripts starts with a call (`a.b().c`, `f()[0]`).
    static func startsWithCall(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .call: true
        case .member(.some(let base), _, _, _), .subscript(let base, _), .forceUnwrap(let base): startsWithCall(base)
        default: false
        }
    }

    func isAssignable(_ expr: Expr, _ env: Env) -> Bool {
        switch expr.kind {
        case .identifier(let name):
            // A constant that holds an object or a binding is written through, not assigned.
            if let variable = env.scope.lookup(name) {
                return !variable.isLet || !variable.isInitialized || variable.value.isReference || variable.binding != nil
            }
            if let selfVariable = env.selfVariable, let type = declaredType(of: selfVariable.value),
                type.storedProperty(named: name) != nil || type.computedProperty(named: name) != nil
            {
                if type.storedProperty(named: name) != nil || type.computedProperty(named: name)?.setter != nil { return true }
                // A get-only property that gives an object (`var store: Store { parent?.store ?? own }`)
                // is written through: `store.items.append(x)` changes the object.
                return (try? member(of: selfVariable.value, name, at: expr.span, env))?.isReference ?? false
            }
            if let computed = index.globalComputed[name] { return computed.setter != nil }
            if let global = index.globals[name] {
                // A top-level `let store = Store()` is written through, as a local constant is.
                return !global.isLet || ((try? globalValue(name, at: expr.span))?.isReference ?? false)
            }
            return env.typeContext?.staticStored[name] != nil
        case .member(.some(let base), let member, _, _):
            if case .identifier(let name) = base.kind, name != "self", env.scope.lookup(name) == nil,
                typeNamed(name, from: env.typeContext) != nil
            {
                return true
            }
            // `configuration.isOn.toggle()`: a wrapper's setter is nonmutating.
            if case .some(.some) = try? wrappedReceiver(base, member, env) { return true }
            return isAssignable(base, env)
        case .subscript(let base, _), .optionalChain(let base), .bindOptional(let base), .forceUnwrap(let base):
            return isAssignable(base, env)
        default:
            return false
        }
    }
}

extension Value {
    /// A value assigned to `_x`: a wrapper is stored as is; a plain value becomes a `@State`'s
    /// initial value.
    /// Whether the value is a reference (an object or a binding), so that a constant holding it
    /// can still be written through.
    var isReference: Bool {
        switch self {
        case .object, .binding: true
        default: false
        }
    }

    var asWrapperStorage: Value {
        if case .wrapper = self { return self }
        // `_isOn = isOn` in a `@Binding`'s initializer stores the binding itself.
        if case .binding(let binding) = self { return .wrapper(.binding(binding)) }
        return .wrapper(.state(StateCell(initial: self, location: nil)))
    }

}

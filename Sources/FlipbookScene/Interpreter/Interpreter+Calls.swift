import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// `callee(arguments)`.
    func call(
        _ callee: Expr, _ arguments: [Argument], _ hint: TypeValue?, at span: SourceSpan, _ env: Env
    ) throws(Interrupt) -> Value {
        // `Period?(nil)`, `Period?.some(.week)`: Optional's initializer and case, of a value of
        // the wrapped type (an optional is held as its value).
        if let wrapped = optionalTypeCall(callee, env), arguments.count == 1, arguments[0].label == nil {
            return try eval(arguments[0].value, wrapped, env)
        }
        switch callee.kind {
        case .identifier(let name):
            if let bits = try unsignedBitPattern(name, arguments, env) { return bits }
            let result = try callNamed(name, arguments, hint, at: span, calleeSpan: callee.span, env)
            // `Int8(200)`: the sized integers are Int here, but keep their bounds, as Swift does.
            if let bounds = Self.sizedIntegerBounds[name], case .int(let n) = result, !bounds.contains(n),
                env.scope.lookup(name) == nil, index.types[name] == nil
            {
                throw .error("\(n) does not fit in \(name) (\(bounds.lowerBound)...\(bounds.upperBound))", at: span)
            }
            return result
        case .member(nil, let name, let nameSpan, _):
            // `image: .init(.init(systemName: "star"))` for an `Image?`: Optional's `init(_ some:)`
            // of a value its argument makes as the wrapped type.
            if name == "init", case .optional(let wrapped)? = hint, arguments.count == 1, arguments[0].label == nil,
                arguments[0].value.isImplicitMemberChain
            {
                return try eval(arguments[0].value, wrapped, env)
            }
            guard let type = hint?.unwrapped, !isOpaque(type) else {
                return .implicitMember(
                    ImplicitMember(
                        name: name, arguments: arguments, span: nameSpan, scope: env.scope,
                        typeContext: env.typeContext))
            }
            return try callStatic(type, name, arguments, hint, at: span, nameSpan: nameSpan, env)
        case .member(.some(let base), let name, let nameSpan, _):
            if case .identifier("super") = base.kind {
                return try callSuper(name, arguments, at: span, nameSpan: nameSpan, env)
            }
            if case .identifier("self") = base.kind, name == "init", let selfVariable = env.selfVariable {
                // `static var brand: Color { self.init(…) }`: in a static member, `self` is the type.
                if case .type(let type) = selfVariable.value {
                    return try construct(Self.constructedType(type), arguments, hint, at: span, env)
                }
                if let info = declaredType(of: selfVariable.value) {
                    try delegateInitializer(info, selfVariable, arguments, at: span, env)
                    return .void
                }
                // An enum's initializer that delegates (`self.init(hour: hour)`, `self.init(rawValue:)`)
                // before self has a case: the other initializer makes the value.
                if let context = env.typeContext, context.isDeclared, context.kind == .enum {
                    selfVariable.value = try construct(.declared(context), arguments, nil, at: span, env)
                    return .void
                }
                // `extension Color { init(hex:) { self.init(red:green:blue:) } }`: the native
                // type's own initializer makes the value.
                if let context = env.typeContext, !context.isDeclared {
                    selfVariable.value = try construct(.native(context.name), arguments, nil, at: span, env)
                    return .void
                }
            }
            // `Swift.min(a, b)`, `SwiftUI.Color(…)`: a module-qualified name.
            if case .identifier(let module) = base.kind, isModuleName(module, env) {
                if let shadowed = index.types["\(module).\(name)"] {
                    return try construct(.declared(shadowed), arguments, hint, at: span, env)
                }
                // `SwiftUI.Section(…)`, `SwiftUI.Image(…)`: SwiftUI's type, also where the app
                // declares one of that name (`enum Section`, a nested `struct Image: View`).
                if !isAppModule(module), NativeTypes.isNativeType(name), isAppType(typeNamed(name, from: env.typeContext)) {
                    return try construct(.native(name), arguments, hint, at: span, env)
                }
                return try callNamed(name, arguments, hint, at: span, calleeSpan: nameSpan, isQualified: true, env)
            }
            if isMutatingCall(base, name, env) {
                return try callMutating(base, name, arguments, hint, at: span, nameSpan: nameSpan, env)
            }
            try checkNotMutatingConstant(base, name, at: nameSpan, env)
            if name == "map" || name == "flatMap", let (receiver, isOptional) = try optionalAwareReceiver(base, env) {
                if isOptional { return try mapOptional(receiver, name, arguments, at: span, nameSpan: nameSpan, env) }
                return try callMethod(on: receiver, name, arguments, hint, at: span, nameSpan: nameSpan, env)
            }
            // `.easeIn(duration: 1).delay(2)`: the chain's root takes its type from the context.
            let receiver = try eval(base, base.isImplicitMemberChain ? hint : nil, env)
            if case .type(let type) = receiver {
                return try callStatic(type, name, arguments, hint, at: span, nameSpan: nameSpan, env)
            }
            return try callMethod(on: receiver, name, arguments, hint, at: span, nameSpan: nameSpan, env)
        case .specialized(let base, let typeArguments):
            let type = try eval(callee, nil, env)
            if case .type(let t) = type {
                // `FetchDescriptor<Item>()`: the initializer sees `T` as the type written.
                if case .declared(let info) = t, info.genericParameters.count == typeArguments.count {
                    var bound: [String: TypeValue] = [:]
                    for (name, argument) in zip(info.genericParameters, typeArguments) {
                        bound[name] = try resolve(argument, env)
                    }
                    pendingTypeArguments = (info, bound)
                }
                defer { pendingTypeArguments = nil }
                return try construct(t, arguments, hint, at: span, env)
            }
            return try call(base, arguments, hint, at: span, env)
        case .type(let typeRef):
            return try construct(resolveWrittenType(typeRef, env), arguments, hint, at: span, env)
        default:
            let value = try eval(callee, nil, env)
            return try callValue(value, arguments, hint, at: span, calleeSpan: callee.span, env)
        }
    }

    /// Calls a value: a function, a type (its initializer), a `callAsFunction`.
    func callValue(
        _ value: Value, _ arguments: [Argument], _ hint: TypeValue?, at span: SourceSpan, calleeSpan: SourceSpan,
        _ env: Env
    ) throws(Interrupt) -> Value {
        switch value {
        case .function(let function):
            return try callFunction(function, arguments, hint, at: span, env)
        case .type(let type):
            return try construct(type, arguments, hint, at: span, env)
        case .implicitMember(let implicit) where hint != nil:
            let resolved = try resolveImplicit(implicit, as: hint)
            return try callValue(resolved, arguments, hint, at: span, calleeSpan: calleeSpan, env)
        default:
            // Its own `callAsFunction` or an extension's (a `Layout`'s, `(FlowLayout()) { … }`).
            if declaredType(of: value)?.methods(named: "callAsFunction").isEmpty == false
                || extensionMember("callAsFunction", of: value) != nil
            {
                return try callMethod(on: value, "callAsFunction", arguments, hint, at: span, nameSpan: calleeSpan, env)
            }
            throw .error("a value of type \(typeName(of: value)) cannot be called", at: calleeSpan)
        }
    }

    /// `name(arguments)`: a local closure, a method of `self`, a static method of the enclosing
    /// type, a global function, a type's initializer, or a native function.
    /// - Parameter isQualified: `Swift.min(a, b)`: the module's global, never a method of
    ///   `self` (a range's `min()` in an `extension ClosedRange`) or a local.
    private func callNamed(
        _ name: String, _ arguments: [Argument], _ hint: TypeValue?, at span: SourceSpan,
        calleeSpan: SourceSpan, isQualified: Bool = false, _ env: Env
    ) throws(Interrupt) -> Value {
        if !isQualified {
            return try callNamedInScope(name, arguments, hint, at: span, calleeSpan: calleeSpan, env)
        }
        return try callGlobal(name, arguments, hint, at: span, calleeSpan: calleeSpan, env)
    }

    /// `name(arguments)` as the scopes around the call see it: a local, `self`'s member, an
    /// enclosing type's static member, else a global.
    private func callNamedInScope(
        _ name: String, _ arguments: [Argument], _ hint: TypeValue?, at span: SourceSpan,
        calleeSpan: SourceSpan, _ env: Env
    ) throws(Interrupt) -> Value {
        if let variable = env.scope.lookup(name) {
            return try callValue(variable.value, arguments, hint, at: span, calleeSpan: calleeSpan, env)
        }
        if let selfVariable = env.selfVariable,
            let type = declaredType(of: selfVariable.value) ?? extensionOwner(selfVariable.value, name)
        {
            if !type.methods(named: name).isEmpty || extensionMember(name, of: selfVariable.value) != nil {
                if isMutatingMethod(name, of: selfVariable.value) {
                    var receiver = selfVariable.value
                    let result = try callMethod(on: &receiver, name, arguments, hint, at: span, nameSpan: calleeSpan, env)
                    selfVariable.value = receiver
                    return result
                }
                return try callMethod(on: selfVariable.value, name, arguments, hint, at: span, nameSpan: calleeSpan, env)
            }
            // A property holding a closure (`let action: () -> Void`), called as `action()`.
            if type.storedProperty(named: name) != nil || type.computedProperty(named: name) != nil {
                let value = try member(of: selfVariable.value, name, at: calleeSpan, env)
                return try callValue(value, arguments, hint, at: span, calleeSpan: calleeSpan, env)
            }
        }
        // Inside `extension View`, `self` is whichever view the method was called on: a built
        // view or an instance of the scene's own view type (in `extension Shape`, a shape's
        // own methods too: `scale(x: -1, y: 1)`).
        if let selfValue = env.selfVariable?.value, isViewReceiver(selfValue),
            extensionMember(name, of: selfValue) != nil || isViewModifierName(name)
                || (isShapeReceiver(selfValue) && isShapeMethodName(name))
        {
            return try callMethod(on: selfValue, name, arguments, hint, at: span, nameSpan: calleeSpan, env)
        }
        // Inside `extension String` (or another native type's), `uppercased()` is self's.
        if let selfVariable = env.selfVariable, declaredType(of: selfVariable.value) == nil,
            NativeTypes.hasMethod(name, on: selfVariable.value, interpreter: self)
        {
            if NativeTypes.mutatingMethodNames.contains(name) {
                var receiver = selfVariable.value
                let result = try callMethod(on: &receiver, name, arguments, hint, at: span, nameSpan: calleeSpan, env)
                selfVariable.value = receiver
                return result
            }
            return try callMethod(on: selfVariable.value, name, arguments, hint, at: span, nameSpan: calleeSpan, env)
        }
        // Inside a declared sequence's extension, `flatMap { … }` is self's collection method.
        if let selfValue = env.selfVariable?.value, NativeTypes.hasMethod(name, on: .array([]), interpreter: self),
            try declaredSequenceElements(selfValue, at: span) != nil
        {
            return try callMethod(on: selfValue, name, arguments, hint, at: span, nameSpan: calleeSpan, env)
        }
        var scope = env.typeContext
        while let type = scope {
            if let functions = type.staticMethods[name], !functions.isEmpty,
                type.enumCase(named: name) == nil || functions.contains(where: { takes($0.parameters, arguments, env) })
            {
                return try callDeclared(
                    functions, receiver: .type(.declared(type)), owner: type, arguments, hint,
                    name: name, at: span, env)
            }
            if type.enumCase(named: name) != nil || type.staticStored[name] != nil || type.staticComputed[name] != nil {
                let value = try staticMember(of: .declared(type), name, nil, at: calleeSpan)
                return try callValue(value, arguments, hint, at: span, calleeSpan: calleeSpan, env)
            }
            scope = type.parent
        }
        return try callGlobal(name, arguments, hint, at: span, calleeSpan: calleeSpan, env)
    }

    /// `name(arguments)` at the top level: a global function or value, a type's initializer,
    /// or a native function.
    private func callGlobal(
        _ name: String, _ arguments: [Argument], _ hint: TypeValue?, at span: SourceSpan,
        calleeSpan: SourceSpan, _ env: Env
    ) throws(Interrupt) -> Value {
        // A global function named like a type (`func LinearGradient(grad1:grad2:grad3:)`) is
        // told apart from the type's initializers by its labels.
        if let functions = index.functions[name], !functions.isEmpty,
            functions.contains(where: { matches($0.parameters, arguments) })
                || (typeNamed(name, from: env.typeContext) == nil && !NativeTypes.isNativeType(name))
        {
            return try callDeclared(functions, receiver: nil, owner: nil, arguments, hint, name: name, at: span, env)
        }
        if name == "Self", let type = env.typeContext, type.kind != .protocol {
            return try construct(.declared(type), arguments, hint, at: span, env)
        }
        if let value = try globalValue(name, at: calleeSpan) {
            return try callValue(value, arguments, hint, at: span, calleeSpan: calleeSpan, env)
        }
        if let type = isSceneShadowingNative(name, at: calleeSpan) ? .native(name) : typeNamed(name, from: env.typeContext) {
            // `typealias TabsContext = HeaderContext` of a type another file declares: that
            // type is what is missing (so that the file that declares it is found), or, for
            // `Viewer.Example`, the first part that no file here declares.
            if case .opaque(nil) = type, let alias = typeAlias(name, from: env.typeContext), case .named(let parts) = alias.kind,
                let missing = parts.indices.first(where: { end in
                    let prefix = parts[...end].map(\.name).joined(separator: ".")
                    return index.resolveType(prefix, from: nil) == nil && !NativeTypes.isNativeType(prefix)
                })
            {
                throw .error("cannot find type '\(parts[missing].name)' in scope", at: calleeSpan)
            }
            return try construct(type, arguments, hint, at: span, env)
        }
        if let native = NativeGlobals.calls[name] {
            let args = Arguments(self, arguments, callee: "\(name)(…)", span: span, env: env)
            let result = try native(self, args)
            try args.finish()
            return result
        }
        if NativeGlobals.functions[name] != nil || NativeTypes.isNativeType(name) {
            let value = try identifier(name, hint, at: calleeSpan, env)
            return try callValue(value, arguments, hint, at: span, calleeSpan: calleeSpan, env)
        }
        throw .error(UnsupportedNames.message(name) ?? "cannot find '\(name)' in scope", at: calleeSpan)
    }

    /// The extension type that gives a native `self` its methods (inside `extension Color`).
    private func extensionOwner(_ receiver: Value, _ name: String) -> TypeInfo? {
        extensionTypes(of: receiver).first { $0.methods[name] != nil }
    }

    /// `Type.name(arguments)`: a static method, an initializer, an enum case with associated
    /// values, or a native type's static function.
    func callStatic(
        _ type: TypeValue, _ name: String, _ arguments: [Argument], _ hint: TypeValue?, at span: SourceSpan,
        nameSpan: SourceSpan, _ env: Env
    ) throws(Interrupt) -> Value {
        if name == "init" { return try construct(Self.constructedType(type), arguments, hint, at: span, env) }
        if let shape = try builtInShapeMember(type, name, arguments, at: span, env) { return shape }
        switch type {
        case .declared(let info):
            if let functions = staticMethods(info, name), !functions.isEmpty,
                info.enumCase(named: name) == nil || functions.contains(where: { takes($0.parameters, arguments, env) })
            {
                return try callDeclared(functions, receiver: .type(type), owner: info, arguments, hint, name: name, at: span, env)
            }
            if info.enumCase(named: name) != nil {
                return try constructEnumCase(info, name, arguments, at: span, env)
            }
            if let nested = info.nestedTypes[name] {
                return try construct(.declared(nested), arguments, hint, at: span, env)
            }
        case .native(let typeName):
            // An extension's overload (`Task.sleep(seconds:)`) leaves the type's own function
            // (`Task.sleep(nanoseconds:)`) to the calls it does not accept.
            if let ext = index.nativeExtensions[typeName], let functions = ext.staticMethods[name], !functions.isEmpty,
                NativeTypes.staticFunction(typeName, name) == nil
                    || functions.contains(where: { matches($0.parameters, arguments) })
            {
                return try callDeclared(functions, receiver: .type(type), owner: ext, arguments, hint, name: name, at: span, env)
            }
            if let proto = NativeTypes.staticProtocolExtension(for: typeName).flatMap({ index.protocolExtensions[$0] }),
                let functions = proto.staticMethods[name], !functions.isEmpty
            {
                return try callDeclared(
                    functions, receiver: .type(type), owner: proto, arguments, hint, name: name, at: span, env)
            }
            if let native = NativeTypes.staticFunction(typeName, name) {
                let args = Arguments(self, arguments, callee: ".\(name)(…)", span: span, env: env)
                let result = try native(self, args)
                try args.finish()
                return result
            }
            if let source = staticMemberSource(typeName, name, isCall: true) {
                return try callStatic(.native(source), name, arguments, hint, at: span, nameSpan: nameSpan, env)
            }
        case .optional(let inner):
            if name == "some", arguments.count == 1 { return try eval(arguments[0].value, inner, env) }
            return try callStatic(inner, name, arguments, hint, at: span, nameSpan: nameSpan, env)
        case .opaque(let proto?):
            // `.linearGradient(colors:…)` for a `some ShapeStyle`: a static function of the
            // protocol, called with its labels and types as the concrete type's would be.
            if let owner = sameTypeOwner(of: name, in: type) {
                return try callStatic(owner, name, arguments, hint, at: span, nameSpan: nameSpan, env)
            }
            if let standIn = Self.opaqueStandIn[proto] {
                return try callStatic(.native(standIn), name, arguments, hint, at: span, nameSpan: nameSpan, env)
            }
        default:
            break
        }
        // A static property that holds a function (`static let make = { … }`).
        let value = try staticMember(of: type, name, nil, at: nameSpan)
        return try callValue(value, arguments, hint, at: span, calleeSpan: nameSpan, env)
    }

    private func staticMethods(_ info: TypeInfo, _ name: String) -> [FunctionDecl]? {
        var current: TypeInfo? = info
        while let type = current {
            if let functions = type.staticMethods[name] { return functions }
            current = type.superclass
        }
        return nil
    }

    /// `receiver.name(arguments)` on a value that is not changed by the call.
    func callMethod(
        on receiver: Value, _ name: String, _ arguments: [Argument], _ hint: TypeValue?, at span: SourceSpan,
        nameSpan: SourceSpan, _ env: Env
    ) throws(Interrupt) -> Value {
        var copy = receiver
        return try callMethod(on: &copy, name, arguments, hint, at: span, nameSpan: nameSpan, env)
    }

    /// Optional's `map` or `flatMap`: nil stays nil, anything else goes through the closure.
    func mapOptional(
        _ receiver: Value, _ name: String, _ arguments: [Argument], at span: SourceSpan, nameSpan: SourceSpan, _ env: Env
    ) throws(Interrupt) -> Value {
        let args = Arguments(self, arguments, callee: "\(name)(…)", span: nameSpan, env: env)
        let transform = try args.requiredFunction("transform")
        try args.finish()
        if case .none = receiver { return .none }
        return try callFunction(transform, [receiver], at: span)
    }

    /// `receiver.name(arguments)`: the value's own method, an extension's (the user's wins over
    /// a built-in of the same name), a native method, or a view modifier.
    func callMethod(
        on receiver: inout Value, _ name: String, _ arguments: [Argument], _ hint: TypeValue?, at span: SourceSpan,
        nameSpan: SourceSpan, _ env: Env
    ) throws(Interrupt) -> Value {
        // Optional's `map` and `flatMap` (`selected.map { "You picked \($0.name)" }`) on a value
        // that has no map of its own: nil stays nil, anything else goes through the closure.
        if name == "map" || name == "flatMap", declaredType(of: receiver)?.methods(named: name).isEmpty != false,
            extensionMember(name, of: receiver) == nil, !NativeTypes.hasMethod(name, on: receiver, interpreter: self),
            try declaredSequenceElements(receiver, at: span) == nil
        {
            return try mapOptional(receiver, name, arguments, at: span, nameSpan: nameSpan, env)
        }
        if case .none = receiver, extensionMember(name, of: receiver) == nil {
            throw .error("value of optional type is nil here; unwrap it before calling '\(name)'", at: nameSpan)
        }
        if let type = declaredType(of: receiver) {
            let functions = type.methods(named: name)
            if !functions.isEmpty {
                return try callDeclared(functions, receiver: &receiver, owner: type, arguments, hint, name: name, at: span, env)
            }
            // A geometry effect's transform here moves only the drawing, never the frames
            // geometry readers see: every effect is already ignored by layout.
            if name == "ignoredByLayout", arguments.isEmpty, type.conforms(to: "GeometryEffect") { return receiver }
            let propertyType =
                type.computedProperty(named: name).map { $0.type } ?? type.storedProperty(named: name).map { $0.type }
            // A property that is not a closure (`var offset: CGFloat`, a private `titleColor`)
            // does not hide a method of its name: `card.offset(x: 5)` is the modifier, and
            // `button.titleColor(.blue)` an extension's method, as Swift's overloading picks.
            let methodOfName =
                (type.isView && isViewModifierName(name))
                || { if case .methods? = extensionMember(name, of: receiver) { true } else { false } }()
            if let propertyType, isFunctionType(propertyType) || !methodOfName {
                // A property that cannot be called leaves the call to a method no file read
                // declares yet (`.tripleToggleStyle(…)` of an `extension View` in another file).
                if let written = propertyType, !isCallableType(written, in: type) {
                    throw type.isView
                        ? .error("modifier '\(name)' is not supported by Flipbook yet", at: nameSpan)
                        : .error("value of type '\(type.name)' has no method '\(name)'", at: nameSpan)
                }
                let value = try member(of: receiver, name, at: nameSpan, env)
                return try callValue(value, arguments, hint, at: span, calleeSpan: nameSpan, env)
            }
        }
        // An extension's overload of a modifier (`cornerRadius(_:corners:)`) leaves SwiftUI's own
        // (`cornerRadius(10)`) to the calls it does not accept, as Swift picks between them.
        // So does an extension's overload of a built-in type's method (`path.move(toX:y:)`
        // beside `move(to:)`).
        if let (owner, functions) = extensionMethods(name, of: receiver, taking: arguments),
            !(isBuiltInViewMethodName(name) || NativeTypes.hasMethod(name, on: receiver, interpreter: self))
                || functions.contains(where: { matches($0.parameters, arguments) })
        {
            return try callDeclared(functions, receiver: &receiver, owner: owner, arguments, hint, name: name, at: span, env)
        }
        if case .function(let function) = receiver, name == "callAsFunction" {
            return try callFunction(function, arguments, hint, at: span, env)
        }
        let args = Arguments(self, arguments, callee: "\(name)(…)", span: nameSpan, env: env)
        if let result = try nativeMethod(on: &receiver, name, args, hint: hint, at: span) {
            try args.finish()
            return result
        }
        // `$items.enumerated()`, `$items.indices`: a binding to an array is a collection of
        // bindings to its elements (SwiftUI's `Binding: RandomAccessCollection`).
        if case .binding(let binding) = receiver, case .array(let items) = try read(binding, at: span) {
            var elements: Value = .array(items.indices.map { .binding(.projection(binding, .index([.int($0)]))) })
            return try callMethod(on: &elements, name, arguments, hint, at: span, nameSpan: nameSpan, env)
        }
        if case .view(let view) = receiver {
            return try applyViewModifier(name, to: view, args, at: span, nameSpan: nameSpan)
        }
        if declaredType(of: receiver)?.isView == true || NativeTypes.isViewLike(receiver) {
            return try applyViewModifier(name, to: asView(receiver, at: span), args, at: span, nameSpan: nameSpan)
        }
        if let field = storedField(of: receiver, name) {
            return try callValue(
                readField(field, of: receiver, name, at: nameSpan), arguments, hint, at: span,
                calleeSpan: nameSpan, env)
        }
        if let items = try declaredSequenceElements(receiver, at: span) {
            var elements = Value.array(items)
            return try callMethod(on: &elements, name, arguments, hint, at: span, nameSpan: nameSpan, env)
        }
        // `env.dismiss()` of `@Environment(\.self) var env`: the action the key holds, called.
        if case .native(.environment(let environment)) = receiver {
            let action = try environmentValue(.keyPath([name]), environment, at: nameSpan)
            return try callValue(action, arguments, hint, at: span, calleeSpan: nameSpan, env)
        }
        throw .error("value of type '\(typeName(of: receiver))' has no method '\(name)' that Flipbook supports", at: nameSpan)
    }

    /// Whether a value of a written type can be called: a function, a type with
    /// `callAsFunction`, or one Flipbook cannot tell (a generic parameter, a protocol).
    private func isCallableType(_ written: TypeRef, in owner: TypeInfo) -> Bool {
        guard let type = try? resolve(written, Env(scope: globalScope, typeContext: owner)) else { return true }
        func callable(_ type: TypeValue) -> Bool {
            switch type {
            case .function, .opaque: true
            case .optional(let inner): callable(inner)
            case .declared(let info): info.kind == .protocol || !info.methods(named: "callAsFunction").isEmpty
            default: false
            }
        }
        return callable(type)
    }

    /// The methods of `name` that extensions give the receiver's type: those of the first
    /// extension (of its type, then of its protocols) whose overloads take the arguments, as
    /// Swift picks by labels (`badge(for:)` of the app's protocol beside SwiftUI's
    /// `badge(_:)`), else the first extension's.
    private func extensionMethods(
        _ name: String, of receiver: Value, taking arguments: [Argument]
    ) -> (owner: TypeInfo, functions: [FunctionDecl])? {
        var first: (owner: TypeInfo, functions: [FunctionDecl])?
        for table in extensionTypes(of: receiver) {
            // A property of the name is called as a value, unless the table also has methods of
            // it (`var localizedDescription` beside `func localizedDescription(date:time:)`).
            if table.computedProperties[name] != nil, table.methods[name]?.isEmpty != false, first == nil { return nil }
            guard let functions = table.methods[name], !functions.isEmpty else { continue }
            if functions.contains(where: { matches($0.parameters, arguments) }) { return (table, functions) }
            if first == nil { first = (table, functions) }
        }
        return first
    }

    /// A method called with already evaluated positional arguments (a bound method value).
    func callMethod(
        on receiver: Value, _ name: String, positional: [Value], labels: [String?] = [], at span: SourceSpan,
        _ env: Env
    ) throws(Interrupt) -> Value {
        var (arguments, scope) = literalArguments(positional, env)
        var labels = labels
        // A method used as a value has no argument labels (`let make = style.makeBody;
        // make(configuration)`): the one method of the name and arity gives them.
        if labels.isEmpty {
            var candidates = declaredType(of: receiver)?.methods(named: name) ?? []
            if case .methods(let more)? = extensionMember(name, of: receiver) { candidates += more }
            let fitting = candidates.filter { $0.parameters.count == positional.count }
            if fitting.count == 1 { labels = fitting[0].parameters.map(\.label) }
        }
        for (i, label) in labels.enumerated() where i < arguments.count { arguments[i].label = label }
        return try callMethod(
            on: receiver, name, arguments, nil, at: span, nameSpan: span, Env(scope: scope, typeContext: env.typeContext))
    }

    /// Arguments that refer to values already computed, through hidden variables.
    func literalArguments(_ values: [Value], _ env: Env) -> ([Argument], Scope) {
        let scope = env.scope.child()
        var arguments: [Argument] = []
        for (i, value) in values.enumerated() {
            let name = "\u{0}arg\(i)"
            scope.declare(name, value, isLet: true)
            let span = SourceSpan.unknown(file: program.fileName)
            arguments.append(Argument(label: nil, value: Expr(.identifier(name), span: span), span: span))
        }
        return (arguments, scope)
    }

    /// A call whose receiver may be changed by the method (a `mutating` method, or a native
    /// one such as `append`): the receiver is read as a place and written back.
    private func callMutating(
        _ base: Expr, _ name: String, _ arguments: [Argument], _ hint: TypeValue?, at span: SourceSpan,
        nameSpan: SourceSpan, _ env: Env
    ) throws(Interrupt) -> Value {
        var result: Value = .void
        let elementHint: TypeValue? =
            if ["append", "insert"].contains(name), case .array(let element)? = try? targetType(base, env) { element } else {
                nil
            }
        try modify(base, at: base.span, env) { receiver throws(Interrupt) in
            pendingElementHint = elementHint
            defer { pendingElementHint = nil }
            result = try callMethod(on: &receiver, name, arguments, hint, at: span, nameSpan: nameSpan, env)
        }
        return result
    }

    /// `UInt64(drand48() * 0x1.0p64)` in a seeded generator's `next()`: a Double from 2⁶³ up to
    /// 2⁶⁴ keeps its 64 bits (past Int.max, which a UInt64 holds here), as a generator's draw is
    /// read. Nil for any other call (its argument not evaluated).
    private func unsignedBitPattern(_ name: String, _ arguments: [Argument], _ env: Env) throws(Interrupt) -> Value? {
        guard name == "UInt64" || name == "UInt", arguments.count == 1, arguments[0].label == nil,
            env.scope.lookup(name) == nil, index.types[name] == nil
        else { return nil }
        let value = try eval(arguments[0].value, nil, env)
        if case .double(let d) = value, d >= 0x1p63, d < 0x1p64 { return .int(Int(bitPattern: UInt(d))) }
        // Evaluated once: the value goes on to the initializer as it is.
        let (literal, scope) = literalArguments([value], env)
        let result = try callNamed(
            name, literal, nil, at: arguments[0].span, calleeSpan: arguments[0].span, Env(scope: scope, typeContext: env.typeContext))
        if case .int(let n) = result, n < 0 {
            throw .error("\(n) does not fit in \(name) (0...\(Int.max))", at: arguments[0].span)
        }
        return result
    }

    /// The ranges of the sized integer types.
    static let sizedIntegerBounds: [String: ClosedRange<Int>] = [
        "Int8": Int(Int8.min)...Int(Int8.max), "UInt8": 0...Int(UInt8.max),
        "Int16": Int(Int16.min)...Int(Int16.max), "UInt16": 0...Int(UInt16.max),
        "Int32": Int(Int32.min)...Int(Int32.max), "UInt32": 0...Int(UInt32.max),
        "UInt": 0...Int.max, "UInt64": 0...Int.max,
    ]

    /// iOS 17's static members of `Shape` (`.rect`, `.rect(cornerRadius:)`, `.circle`,
    /// `.capsule`, `.ellipse`) where a shape is expected (`clipShape(.rect(cornerRadius: 8))`):
    /// the built-in shape they stand for.
    func builtInShapeMember(
        _ type: TypeValue, _ name: String, _ arguments: [Argument]?, at span: SourceSpan, _ env: Env
    ) throws(Interrupt) -> Value? {
        guard case .opaque(let proto?) = type.unwrapped, ["Shape", "InsettableShape"].contains(proto) else { return nil }
        let labels = Set((arguments ?? []).compactMap(\.label))
        let typeName: String
        switch name {
        case "rect":
            if labels.contains("cornerRadius") || labels.contains("cornerSize") {
                typeName = "RoundedRectangle"
            } else if labels.isEmpty {
                typeName = "Rectangle"
            } else {
                typeName = "UnevenRoundedRectangle"
            }
        case "circle": typeName = "Circle"
        case "capsule": typeName = "Capsule"
        case "ellipse": typeName = "Ellipse"
        default: return nil
        }
        return try callNamed(typeName, arguments ?? [], nil, at: span, calleeSpan: span, env)
    }

    /// Whether `base.name(…)` may change `base`: a mutating method of a declared value type, or
    /// a native mutating method (`append`, `toggle`…), on something that can be assigned.
    private func isMutatingCall(_ base: Expr, _ name: String, _ env: Env) -> Bool {
        guard isAssignable(base, env) else { return false }
        if NativeTypes.mutatingMethodNames.contains(name) { return true }
        guard let receiver = try? peek(base, env) else { return false }
        return isMutatingMethod(name, of: receiver)
    }

    /// `a.append(x)` with `let a`: swiftc rejects a mutating method on a constant (calling it on
    /// a copy would silently change nothing).
    private func checkNotMutatingConstant(_ base: Expr, _ name: String, at span: SourceSpan, _ env: Env) throws(Interrupt) {
        let receiver: Value
        let variableName: String
        switch base.kind {
        case .identifier(let identifier):
            guard let variable = env.scope.lookup(identifier), variable.isLet, variable.isInitialized else { return }
            (receiver, variableName) = (variable.value, identifier)
        case .member(.some, _, _, _):
            // `point.x.negate()` with `let point`: a member of a constant is a constant too.
            guard NativeTypes.mutatingMethodNames.contains(name), let root = Self.rootVariable(of: base),
                let variable = env.scope.lookup(root), variable.isLet, variable.isInitialized,
                !isAssignable(base, env)
            else { return }
            (receiver, variableName) = (try peek(base, env), root)
        default:
            return
        }
        let isMutating: Bool
        if let typeName = NativeTypes.typeName(of: receiver), let type = NativeTypes.table[typeName] {
            isMutating = type.mutatingMethods[name] != nil && type.methods[name] == nil
        } else {
            isMutating = isMutatingMethod(name, of: receiver)
        }
        guard isMutating else { return }
        throw .error(
            "cannot use mutating member '\(name)' on immutable value: '\(variableName)' is a 'let' constant", at: span)
    }

    /// The variable a chain of members starts from (`a` in `a.b.c`).
    private static func rootVariable(of expr: Expr) -> String? {
        switch expr.kind {
        case .identifier(let name): return name == "self" ? nil : name
        case .member(.some(let base), _, _, _): return rootVariable(of: base)
        default: return nil
        }
    }

    /// Whether a declared method of the value's type is `mutating`.
    func isMutatingMethod(_ name: String, of receiver: Value) -> Bool {
        guard let type = declaredType(of: receiver) else {
            // A `mutating func` of an extension of a native type (`extension Array`).
            if case .type = receiver { return false }
            return extensionTypes(of: receiver).contains { $0.methods[name]?.contains(where: \.isMutating) == true }
        }
        guard type.kind != .class else { return false }
        return type.methods(named: name).contains { $0.isMutating }
    }

    /// `super.name(…)`.
    private func callSuper(
        _ name: String, _ arguments: [Argument], at span: SourceSpan, nameSpan: SourceSpan,
        _ env: Env
    ) throws(Interrupt) -> Value {
        // `super` is the superclass of the class the code is written in, not of self's class:
        // an inherited initializer or method calls up from where it is declared.
        guard let selfVariable = env.selfVariable,
            let superclass = env.typeContext?.superclass
                ?? declaredType(of: selfVariable.value)?.superclass
        else {
            throw .error("'super' is only available in a subclass", at: nameSpan)
        }
        if name == "init" {
            var receiver = selfVariable.value
            try runInitializer(superclass, on: &receiver, arguments, at: span, env)
            selfVariable.value = receiver
            return .void
        }
        let functions = superclass.methods(named: name)
        guard !functions.isEmpty else { throw .error("superclass has no method '\(name)'", at: nameSpan) }
        var receiver = selfVariable.value
        return try callDeclared(functions, receiver: &receiver, owner: superclass, arguments, nil, name: name, at: span, env)
    }
    /// The wrapped type of `T?(…)` or `T?.some(…)`, written as a type with `?`.
    private func optionalTypeCall(_ callee: Expr, _ env: Env) -> TypeValue? {
        var optionalType = callee
        if case .member(let base?, "some", _, _) = callee.kind { optionalType = base }
        guard case .bindOptional(let inner) = optionalType.kind, case .identifier(let name) = inner.kind,
            name.first?.isUppercase == true, env.scope.lookup(name) == nil
        else { return nil }
        return typeNamed(name, from: env.typeContext)
    }

    /// Modules whose names qualify a global (`Swift.max`).
    static let moduleNames: Set<String> = [
        "Swift", "SwiftUI", "Foundation", "CoreGraphics", "Combine", "SwiftData", "Charts", "MapKit", "Observation",
        "WidgetKit",
    ]

    /// Whether `name` (not a variable) names a module: Apple's, or the app's own, unless the
    /// app declares a type of that name.
    func isModuleName(_ name: String, _ env: Env) -> Bool {
        guard env.scope.lookup(name) == nil else { return false }
        return Self.moduleNames.contains(name) || (program.moduleNames.contains(name) && index.types[name] == nil)
    }

    /// Whether a type is one the app declares (not the prelude's).
    private func isAppType(_ type: TypeValue?) -> Bool {
        guard case .declared(let info)? = type, let span = info.span else { return false }
        return !Self.isPrelude(span)
    }

    /// Whether `name` is the app's own module: what it qualifies is the app's, never SwiftUI's.
    func isAppModule(_ name: String) -> Bool { program.moduleNames.contains(name) && !Self.moduleNames.contains(name) }

    /// Whether `self` is a view that modifiers can be called on without `self.`.
    /// Whether a value is a shape (a built-in one, or of a type the scene declares `Shape`),
    /// whose own methods (`scale(x:y:)`, `size(_:)`) code in its extension calls without `self.`.
    func isShapeReceiver(_ value: Value) -> Bool {
        switch value {
        case .view(.shape): true
        case .instance(let instance): instance.type.conforms(to: "Shape") || instance.type.conforms(to: "InsettableShape")
        default: false
        }
    }

    func isViewReceiver(_ value: Value) -> Bool {
        switch value {
        case .view: true
        case .instance(let instance): instance.type.isView
        // `Color.orange.hide()` in `extension View`: a colour, gradient or path is a view too.
        default: NativeTypes.isViewLike(value)
        }
    }
}

extension Expr {
    /// Whether the expression is a chain rooted in an implicit member (`.blue`, `.easeIn(…)`).
    var isImplicitMemberChain: Bool {
        switch kind {
        case .member(nil, _, _, _): true
        case .member(.some(let base), _, _, _): base.isImplicitMemberChain
        case .call(let callee, _): callee.isImplicitMemberChain
        case .subscript(let base, _): base.isImplicitMemberChain
        default: false
        }
    }
}

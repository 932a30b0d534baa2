import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// The type a written type names, seen from `env`'s type context.
    func resolve(_ ref: TypeRef, _ env: Env) throws(Interrupt) -> TypeValue {
        try resolve(ref.kind, env, span: ref.span)
    }

    /// `var model: ViewModel = .init()` where no file declares `ViewModel` (it lives in another
    /// file of the app): the implicit member has no type to come from, and swiftc says the type
    /// is missing, at the annotation.
    func checkWrittenType(_ ref: TypeRef?, of initializer: Expr, hint: TypeValue?, _ env: Env) throws(Interrupt) {
        let implicit: Bool
        switch initializer.kind {
        case .array(let elements): implicit = elements.contains { $0.isImplicitMemberChain }
        default: implicit = initializer.isImplicitMemberChain
        }
        guard implicit else { return }
        try checkWrittenType(ref, hint: hint, env)
    }

    /// `Loader(state: .down)` where `state: LoaderState` and no file declares `LoaderState`
    /// (or `cards: [Card]` given `[.init(…)]`).
    func checkWrittenType(_ ref: TypeRef?, holding value: Value, hint: TypeValue?, _ env: Env) throws(Interrupt) {
        switch value {
        case .implicitMember: break
        case .array(let items) where items.contains(where: { if case .implicitMember = $0 { true } else { false } }): break
        default: return
        }
        try checkWrittenType(ref, hint: hint, env)
    }

    private func checkWrittenType(_ ref: TypeRef?, hint: TypeValue?, _ env: Env) throws(Interrupt) {
        guard let ref, var hint else { return }
        var kind = ref.kind
        // The element of an optional or an array, written `T?`, `[T]` or `Array<T>`.
        while true {
            if case .optional(let inner) = kind, case .optional(let innerHint) = hint {
                (kind, hint) = (inner, innerHint)
            } else if case .array(let inner) = kind, case .array(let innerHint) = hint {
                (kind, hint) = (inner, innerHint)
            } else if case .named(let components) = kind, components.count == 1, components[0].name == "Array",
                components[0].genericArguments.count == 1, case .array(let innerHint) = hint
            {
                (kind, hint) = (components[0].genericArguments[0], innerHint)
            } else {
                break
            }
        }
        guard case .opaque(nil) = hint, case .named(let components) = kind else { return }
        // `Animation.RepeatMode` of an `extension Animation` that another file declares.
        if components.count == 2, NativeTypes.isNativeType(components[0].name) {
            throw .error("type '\(components[0].name)' has no member '\(components[1].name)'", at: ref.span)
        }
        guard components.count == 1, let name = components.first?.name,
            !(env.typeContext?.genericParameters.contains(name) ?? false), env.scope.lookup(name) == nil,
            env.scope.lookup(Self.genericParameterKey(name)) == nil,
            name != "Any", name != "AnyObject", !NativeTypes.isNativeType(name)
        else { return }
        // In an extension of a SwiftUI or Swift type, or of a protocol, the extended type's
        // generic parameters and associated types (`Element` of `extension Array`) are types.
        if let context = env.typeContext, !context.isDeclared || context.kind == .protocol { return }
        throw .error("cannot find type '\(name)' in scope", at: ref.span)
    }

    /// A type written as a value (`[Landmark].self`): a name no file declares is reported, so
    /// that the app's file declaring it is looked for, rather than read as any type.
    func resolveWrittenType(_ ref: TypeRef, _ env: Env) throws(Interrupt) -> TypeValue {
        let type = try resolve(ref, env)
        try checkWrittenType(ref, hint: type, env)
        return type
    }

    /// Whether the scene declares a type of the name of one Flipbook has (`struct Color: View`):
    /// then `SwiftUI.Color` names SwiftUI's, as the module's name picks it in Swift.
    func shadowsNativeType(_ name: String) -> Bool {
        guard let span = index.types[name]?.span, !Self.isPrelude(span) else { return false }
        return NativeTypes.isNativeType(name)
    }

    func resolve(_ kind: TypeExpr, _ env: Env, span: SourceSpan) throws(Interrupt) -> TypeValue {
        switch kind {
        case .named(let components):
            // `SwiftUI.Color`, `Swift.Int`: the module's type (SwiftUI's `Tab` even where the
            // scene declares its own).
            if components.count > 1, let module = components.first?.name, isModuleName(module, env),
                index.types[module] == nil
            {
                if let shadowed = index.types[components.map(\.name).joined(separator: ".")] { return .declared(shadowed) }
                if components.count == 2, !isAppModule(module), shadowsNativeType(components[1].name) {
                    return .native(components[1].name)
                }
                return try resolve(.named(Array(components.dropFirst())), env, span: span)
            }
            // `Self.ViewModel`: a type nested in the type the code is written in (or its extension's).
            if components.count > 1, components[0].name == "Self", components[0].genericArguments.isEmpty,
                let context = env.typeContext, context.isDeclared
            {
                return try resolve(.named([TypeComponent(name: context.name)] + components.dropFirst()), env, span: span)
            }
            let name = components.map(\.name).joined(separator: ".")
            // The prelude's own code means SwiftUI's type where the app declares one of the name
            // (the app's `enum EditMode` beside the navigation stack's edit mode).
            if Self.isPrelude(span), components.count == 1, components[0].genericArguments.isEmpty,
                let swiftUIs = index.types["SwiftUI." + name]
            {
                return .declared(swiftUIs)
            }
            if let last = components.last, components.count == 1 {
                switch last.name {
                case "Array" where last.genericArguments.count == 1:
                    return .array(try resolve(last.genericArguments[0], env, span: span))
                case "Set" where last.genericArguments.count == 1:
                    return .set(try resolve(last.genericArguments[0], env, span: span))
                case "Optional" where last.genericArguments.count == 1:
                    return .optional(try resolve(last.genericArguments[0], env, span: span))
                case "Dictionary" where last.genericArguments.count == 2:
                    return .dictionary(
                        try resolve(last.genericArguments[0], env, span: span),
                        try resolve(last.genericArguments[1], env, span: span))
                case "Self":
                    // In an extension of a SwiftUI type (`extension PreviewTrait`), that type.
                    guard let context = env.typeContext else { return .opaque(nil) }
                    return context.isDeclared ? .declared(context) : .native(context.name)
                default:
                    break
                }
            }
            if isSceneShadowingNative(name, at: span) { return .native(name) }
            // A generic type alias's arguments stand for its parameters in the type it names.
            if components.count == 1, let parameters = index.typeAliasParameters[name],
                parameters.count == components[0].genericArguments.count, let alias = index.typeAliases[name]
            {
                let scope = globalScope.child()
                for (parameter, argument) in zip(parameters, components[0].genericArguments) {
                    scope.declare(parameter, .type(try resolve(argument, env, span: span)), isLet: true)
                }
                return try resolve(alias, Env(scope: scope))
            }
            if let type = typeNamed(name, from: env.typeContext) { return type }
            // A function's generic parameter that its call decided (from a `D.Type` argument):
            // `value as? D` checks against that type.
            if components.count == 1, components[0].genericArguments.isEmpty,
                case .type(let bound)? = env.scope.lookup(name)?.value
            {
                return bound
            }
            // A generic parameter of the type the code is written in, which self's stored
            // properties decide (`unit: UnitType` holding a `UnitTemperature`): `.fahrenheit`
            // given for a parameter of that type is the temperature's.
            if components.count == 1, components[0].genericArguments.isEmpty,
                genericParameterOwner(name, in: env.typeContext) != nil, let bound = genericArgument(name, env)
            {
                return bound
            }
            // A generic parameter (`Content`, `T`) or a protocol used as a type.
            if let last = components.last, isProtocolName(last.name) { return .opaque(last.name) }
            // `shape: S` with `S: Shape`: what is known of the value is its constraint, as for
            // `some Shape` (`.rect` there is a Rectangle).
            if components.count == 1, let constraint = genericConstraint(components[0].name, in: env.typeContext),
                isProtocolName(constraint)
            {
                return .opaque(constraint)
            }
            // `UnitType: Unit`: a class constraint, whose subclasses' members it may name.
            if components.count == 1, let constraint = genericConstraint(components[0].name, in: env.typeContext),
                case .declared(let info)? = typeNamed(constraint, from: env.typeContext), info.kind == .class
            {
                return .declared(info)
            }
            return .opaque(nil)
        case .optional(let inner):
            return .optional(try resolve(inner, env, span: span))
        case .unsupported:
            return .opaque(nil)
        case .array(let element):
            return .array(try resolve(element, env, span: span))
        case .dictionary(let key, let value):
            return .dictionary(try resolve(key, env, span: span), try resolve(value, env, span: span))
        case .tuple(let elements):
            if elements.count == 1 { return try resolve(elements[0].type, env, span: span) }
            var types: [TypeValue] = []
            for element in elements { types.append(try resolve(element.type, env, span: span)) }
            return .tuple(types, labels: elements.map(\.label))
        case .function:
            return .function
        case .some(let inner), .any(let inner):
            return .opaque(inner.simpleName)
        case .composition(let parts):
            return .opaque(parts.first?.simpleName)
        case .metatype:
            return .opaque(nil)
        }
    }

    /// The enclosing type that declares the generic parameter `name`.
    private func genericParameterOwner(_ name: String, in context: TypeInfo?) -> TypeInfo? {
        context.flatMap { sequence(first: $0, next: \.parent).first { $0.genericParameters.contains(name) } }
    }

    /// What a generic parameter of the enclosing types is constrained to.
    private func genericConstraint(_ name: String, in context: TypeInfo?) -> String? {
        genericParameterOwner(name, in: context)?.genericConstraints[name]
    }

    func isProtocolName(_ name: String) -> Bool {
        ProgramIndex.nativeProtocols.contains(name) || index.types[name]?.kind == .protocol
    }

    /// Whether a type (hint) is a view type (`some View`, a view struct).
    func isViewType(_ type: TypeValue) -> Bool {
        switch type {
        case .opaque(let name): name == "View"
        case .declared(let info): info.isView
        case .native(let name): name == "AnyView" || name == "Text" || name == "Color"
        default: false
        }
    }

    /// The type of a value, as far as it serves as a hint (`x == .front`, `count += 1`).
    func typeOf(_ value: Value) -> TypeValue? {
        switch value {
        case .instance(let i): return .declared(i.type)
        case .object(let o): return .declared(o.type)
        case .enumCase(let e): return .declared(e.type)
        case .none, .implicitMember, .void, .function, .view, .wrapper, .keyPath, .type: return nil
        default: return NativeTypes.typeName(of: value).map { .native($0) }
        }
    }

    /// A type's name for messages.
    func typeName(of value: Value) -> String {
        switch value {
        case .instance(let i): return i.type.name
        case .object(let o): return o.type.name
        case .enumCase(let e): return e.type.name
        case .none: return "nil"
        case .function: return "function"
        case .view: return "some View"
        case .type(let t): return "\(t).Type"
        case .keyPath: return "KeyPath"
        case .wrapper: return "property wrapper"
        case .implicitMember(let m): return ".\(m.name)"
        case .void: return "Void"
        case .tuple(let items, _): return "(" + items.map { typeName(of: $0) }.joined(separator: ", ") + ")"
        default: return NativeTypes.typeName(of: value) ?? "value"
        }
    }

    /// `value is T`.
    func isInstance(_ value: Value, of type: TypeValue) throws(Interrupt) -> Bool {
        switch type {
        case .optional(let inner):
            if value.isNone { return true }
            return try isInstance(value, of: inner)
        case .opaque(let proto):
            guard let proto else { return !value.isNone }
            return protocols(of: value).contains(proto) || (proto == "View" && isViewValue(value))
        case .declared(let info):
            switch value {
            case .instance(let i): return i.type === info || i.type.conforms(to: info.name)
            case .object(let o):
                var current: TypeInfo? = o.type
                while let t = current {
                    if t === info || t.conforms(to: info.name) { return true }
                    current = t.superclass
                }
                return false
            case .enumCase(let e): return e.type === info || e.type.conforms(to: info.name)
            default: return info.kind == .protocol && protocols(of: value).contains(info.name)
            }
        case .native(let name):
            return NativeTypes.typeName(of: value) == name
                || (["Double", "CGFloat", "Float"].contains(name) && value.asDouble != nil && value.asInt == nil)
        case .array(let element):
            guard case .array(let items) = value else { return false }
            for item in items where try !isInstance(item, of: element) { return false }
            return true
        case .dictionary:
            if case .dictionary = value { return true }
            return false
        case .set:
            if case .set = value { return true }
            return false
        case .tuple(let types, _):
            guard case .tuple(let items, _) = value, items.count == types.count else { return false }
            return true
        case .function:
            if case .function = value { return true }
            return false
        }
    }

    func isViewValue(_ value: Value) -> Bool {
        switch value {
        case .view: return true
        case .native(.color), .native(.style), .native(.gradient): return true
        case .instance(let i): return i.type.isView
        default: return false
        }
    }

    /// `x as T`, `x as? T`, `x as! T`.
    func cast(_ inner: Expr, to typeRef: TypeRef, _ kind: CastKind, at span: SourceSpan, _ env: Env) throws(Interrupt) -> Value {
        let type = try resolve(typeRef, env)
        // `UIApplication.shared.delegate as? AppDelegate`: a type of the app that no file read
        // declares yet is missing (then read), not a cast that fails.
        if case .opaque(nil) = type, case .named(let components) = typeRef.kind, components.count == 1,
            appTypeNames.contains(components[0].name), index.types[components[0].name] == nil
        {
            throw .error("cannot find type '\(components[0].name)' in scope", at: typeRef.span)
        }
        let value = try eval(inner, type, env)
        switch kind {
        case .plain:
            return try conform(value, to: type, at: span)
        case .optional:
            guard !value.isNone, try isInstance(value, of: type) else {
                if case .native(let name) = type, let number = value.asDouble, ["Double", "CGFloat", "Float"].contains(name) {
                    return .double(number)
                }
                return .none
            }
            return value
        case .forced:
            guard !value.isNone, try isInstance(value, of: type) else {
                throw .error("could not cast value of type '\(typeName(of: value))' to '\(type)'", at: span)
            }
            return value
        }
    }

    /// A value made to fit the type it is stored as: an `Int` literal stored as `Double`, an
    /// implicit member resolved, a value wrapped for an optional.
    func conform(_ value: Value, to type: TypeValue?, at span: SourceSpan) throws(Interrupt) -> Value {
        guard let type else {
            return value
        }
        if let mismatch = Self.primitiveMismatch(value, type) {
            throw .error("cannot assign value of type '\(mismatch.found)' to type '\(mismatch.expected)'", at: span)
        }
        if let converted = try scalarLiteral(value, as: type, at: span) { return converted }
        switch value {
        case .int(let i) where isFloatingType(type):
            return .double(Double(i))
        case .implicitMember(let implicit):
            // A generic parameter (`to: Value`) does not say the type yet: the member stays
            // unresolved until a typed use (a keyframe's value, against the track's).
            if case .opaque(nil) = type.unwrapped { return value }
            return try resolveImplicit(implicit, as: type)
        case .tuple(let items, var labels):
            // A tuple made without labels takes those of the declared type.
            guard case .tuple(let types, let typeLabels) = type.unwrapped, types.count == items.count else { return value }
            for i in labels.indices where labels[i] == nil && i < typeLabels.count { labels[i] = typeLabels[i] }
            var converted: [Value] = []
            for (item, itemType) in zip(items, types) { converted.append(try conform(item, to: itemType, at: span)) }
            return .tuple(converted, labels: labels)
        case .array(let items):
            if case .declared(let info) = type.unwrapped, info.kind == .struct, info.conforms(to: "OptionSet") {
                return try optionSet(info, of: items, at: span)
            }
            if let info = arrayLiteralType(type) { return try constructFromArrayLiteral(info, items, at: span) }
            guard case .array(let element) = type.unwrapped else { return value }
            var converted: [Value] = []
            converted.reserveCapacity(items.count)
            for item in items { converted.append(try conform(item, to: element, at: span)) }
            return .array(converted)
        default:
            return value
        }
    }

    /// `32` where a declared type conforming to `ExpressibleByIntegerLiteral` is expected (a
    /// chart's `MarkDimension`), and likewise float, string and Boolean literals: the type's
    /// `init(integerLiteral:)` (…) run with the value, as Swift builds such a literal.
    private func scalarLiteral(_ value: Value, as type: TypeValue, at span: SourceSpan) throws(Interrupt) -> Value? {
        guard case .declared(let info) = type.unwrapped else { return nil }
        let literal: (protocol: String, label: String, expr: ExprKind)
        switch value {
        case .int(let i): literal = ("ExpressibleByIntegerLiteral", "integerLiteral", .integer(i))
        case .double(let d): literal = ("ExpressibleByFloatLiteral", "floatLiteral", .float(d))
        case .string(let s): literal = ("ExpressibleByStringLiteral", "stringLiteral", .string([.text(s)]))
        case .bool(let b): literal = ("ExpressibleByBooleanLiteral", "booleanLiteral", .bool(b))
        default: return nil
        }
        guard info.conforms(to: literal.protocol),
            info.initializers.contains(where: { $0.parameters.count == 1 && $0.parameters[0].label == literal.label })
        else { return nil }
        let argument = Argument(label: literal.label, value: Expr(literal.expr, span: span), span: span)
        return try construct(.declared(info), [argument], type, at: span, Env(scope: globalScope))
    }

    /// `[.bold, .italic]` where an `OptionSet` is expected: the union of the members' bits.
    private func optionSet(_ info: TypeInfo, of items: [Value], at span: SourceSpan) throws(Interrupt) -> Value {
        var bits = 0
        for item in items {
            let member = try conform(item, to: .declared(info), at: span)
            guard case .instance(let instance) = member, case .int(let raw)? = instance.fields["rawValue"] else {
                throw .error("cannot convert an element of type '\(typeName(of: member))' to '\(info.name)'", at: span)
            }
            bits |= raw
        }
        return .instance(Instance(type: info, fields: ["rawValue": .int(bits)]))
    }

    /// Resolves `.name` / `.name(args)` written where no type was known, now that one is.
    /// The type Swift gives a property without a written type, where its initializer's form
    /// says it without running it: a type's initializer or static member (`Color("Gold")`,
    /// `Color.red`, `Model()`), or an array of one; nil otherwise.
    func inferredType(ofInitializer initializer: Expr, from context: TypeInfo) -> TypeValue? {
        let named: Expr
        switch initializer.kind {
        // `[Color.blue, Color.purple]`: an array of its first element's type.
        case .array(let elements):
            return elements.first.flatMap { inferredType(ofInitializer: $0, from: context) }.map { .array($0) }
        case .call(let callee, _): named = callee  // a method's result (`Model.make()`) is not known
        case .member(let base?, _, _, nil): named = base
        default: return nil
        }
        let name: String
        switch named.kind {
        case .identifier(let identifier): name = identifier
        case .type(let ref):
            // `[Post]()`, `[String: Int]()`: the collection type written as the callee.
            guard let dotted = ref.kind.dottedName else {
                return try? resolve(ref, Env(scope: globalScope, typeContext: context))
            }
            name = dotted
        // `[Post]()` parsed as an array literal called: an array of that type.
        case .array(let elements) where elements.count == 1:
            guard case .identifier(let element) = elements[0].kind, element.first?.isUppercase == true else { return nil }
            return typeNamed(element, from: context).map { .array($0) }
        default: return nil
        }
        guard let first = name.first, first.isUppercase else { return nil }
        return typeNamed(name, from: context)
    }

    /// `.constant(.default)` where a `Binding<Profile>` is expected: the constant's implicit
    /// member is `Profile`'s, as Swift infers the binding's generic parameter from the context.
    func resolvingConstantBinding(_ value: Value, as element: TypeValue?) throws(Interrupt) -> Value {
        guard case .binding(.constant(.implicitMember(let implicit))) = value, let element, !isOpaque(element) else {
            return value
        }
        return .binding(.constant(try resolveImplicit(implicit, as: element)))
    }

    func resolveImplicit(_ implicit: ImplicitMember, as type: TypeValue?) throws(Interrupt) -> Value {
        guard let type = type?.unwrapped, !isOpaque(type) else {
            throw .error(
                "cannot tell which type '.\(implicit.name)' belongs to here; write the type out (for example Color.\(implicit.name))",
                at: implicit.span)
        }
        let env = Env(scope: implicit.scope, typeContext: implicit.typeContext)
        let owner = sameTypeOwner(of: implicit.name, in: type) ?? subclassOwner(of: implicit.name, in: type) ?? type
        if let arguments = implicit.arguments {
            return try callStatic(owner, implicit.name, arguments, type, at: implicit.span, nameSpan: implicit.span, env)
        }
        // `.listRowInsets(.none)`: Optional's `none`, nil, where the type has no member of that name.
        if implicit.name == "none", !(try hasStaticNone(owner, at: implicit.span)) { return .none }
        return try staticMember(of: owner, implicit.name, nil, at: implicit.span)
    }

    /// Whether a type has a static member `none` of its own (an option set's, an enum's case).
    func hasStaticNone(_ type: TypeValue, at span: SourceSpan) throws(Interrupt) -> Bool {
        switch type {
        case .declared(let info): return Self.hasStaticMember("none", info)
        case .native(let name):
            if let ext = index.nativeExtensions[name], Self.hasStaticMember("none", ext) { return true }
            return try NativeTypes.staticProperty(name, "none", interpreter: self, at: span) != nil
                || NativeTypes.hasStaticFunction(name, "none")
        default: return true
        }
    }

    /// For a class that has no static member `name`, the one subclass that has: a generic
    /// parameter constrained to `Unit` stands for the unit type its argument is, and Swift
    /// infers that type from the member (`Measurement(value: 21, unit: .celsius)` is a
    /// `UnitTemperature`'s).
    func subclassOwner(of name: String, in type: TypeValue) -> TypeValue? {
        guard case .declared(let base) = type.unwrapped, base.kind == .class, !Self.hasStaticMember(name, base) else {
            return nil
        }
        let owners = index.types.values.filter { candidate in
            candidate !== base && candidate.selfAndSuperclasses.contains { $0 === base } && Self.hasStaticMember(name, candidate)
        }
        guard owners.count == 1, let owner = owners.first else { return nil }
        return .declared(owner)
    }

    private static func hasStaticMember(_ name: String, _ type: TypeInfo) -> Bool {
        type.staticComputed[name] != nil || type.staticStored[name] != nil || type.staticMethods[name] != nil
            || type.enumCase(named: name) != nil
    }

    /// The type that declares `name` for a protocol through `extension P where Self == T`
    /// (`.big` where a `ButtonStyle` is expected is `BigButtonStyle.big`).
    func sameTypeOwner(of name: String, in type: TypeValue) -> TypeValue? {
        let protocolName: String
        switch type.unwrapped {
        case .declared(let info) where info.kind == .protocol: protocolName = info.name
        case .native(let native): protocolName = native
        case .opaque(let proto?): protocolName = proto
        default: return nil
        }
        guard let owners = index.sameTypeExtensions[protocolName] else { return nil }
        return owners.first { owner in
            owner.staticComputed[name] != nil || owner.staticStored[name] != nil || owner.staticMethods[name] != nil
        }.map { .declared($0) }
    }

    /// A style given to a `…Style` modifier as an implicit member of the scene's own style
    /// (`.buttonStyle(.big)`): the style it names, or the value as it was for one of SwiftUI's
    /// own styles, which are read by name. Any other name is no member of the protocol, as
    /// swiftc says (and the project file that declares it is read).
    func sceneStyle(
        _ value: Value, conformingTo protocols: [String], builtIn names: Set<String>
    ) throws(Interrupt) -> Value {
        guard case .implicitMember(let implicit) = value else { return value }
        for protocolName in protocols {
            if let owner = sameTypeOwner(of: implicit.name, in: .native(protocolName)) {
                return try resolveImplicit(implicit, as: owner)
            }
        }
        guard names.contains(implicit.name) else {
            throw .error("type '\(protocols[0])' has no member '\(implicit.name)'", at: implicit.span)
        }
        return value
    }

    /// A string, a number and a truth value never convert into one another in Swift: storing one
    /// where another is declared (`n = "three"` with `n: Int`) is an error swiftc reports.
    static func primitiveMismatch(_ value: Value, _ type: TypeValue) -> (found: String, expected: String)? {
        guard case .native(let name) = type.unwrapped else { return nil }
        let kind: String
        switch name {
        case "Int", "Double", "CGFloat", "Float", "TimeInterval", "Int64", "Int32", "UInt": kind = "number"
        case "String": kind = "String"
        case "Bool": kind = "Bool"
        default: return nil
        }
        switch (value, kind) {
        case (.string, "number"), (.bool, "number"), (.int, "String"), (.double, "String"), (.bool, "String"),
            (.int, "Bool"), (.double, "Bool"), (.string, "Bool"):
            let found =
                switch value {
                case .int: "Int"
                case .double: "Double"
                case .string: "String"
                default: "Bool"
                }
            return (found, name)
        default: return nil
        }
    }
}

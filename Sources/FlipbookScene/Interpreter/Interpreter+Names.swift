import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// A name: a local variable, a property of `self`, a static member of the enclosing type,
    /// a global, a function, or a type (Swift's lookup order).
    func identifier(_ name: String, _ hint: TypeValue?, at span: SourceSpan, _ env: Env) throws(Interrupt) -> Value {
        if let variable = env.scope.lookup(name) {
            guard variable.isInitialized else { throw .error("constant '\(name)' used before being initialized", at: span) }
            if let getter = variable.getter { return try callFunction(getter, [], at: span) }
            if let binding = variable.binding { return try read(binding, at: span) }
            return variable.value
        }
        if name == "Self", let type = env.typeContext { return .type(type.isDeclared ? .declared(type) : .native(type.name)) }
        if let first = name.first, first == "$" || first == "_", name.count > 1 {
            if let selfValue = env.selfVariable?.value,
                let wrapped = try wrapperAccess(selfValue, name, at: span)
            {
                return wrapped
            }
            if let context = env.typeContext, let value = try staticWrapperAccess(context, name, at: span) { return value }
        }
        if let selfVariable = env.selfVariable, let value = try implicitSelfMember(name, selfVariable.value, at: span, env) {
            return value
        }
        // `ForEach(ColorScheme.allCases, id: \.self, content: preferredColorScheme)` in
        // `extension View`: a modifier named without a call is a function of self.
        if let selfValue = env.selfVariable?.value, isViewReceiver(selfValue),
            isViewModifierName(name) || extensionMember(name, of: selfValue) != nil
        {
            return .function(boundMethod(selfValue, name, at: span, env))
        }
        if let context = env.typeContext, let value = try unqualifiedStatic(name, in: context, at: span) {
            return value
        }
        // Inside a declared sequence's extension, `count` and `first` are self's.
        if Self.collectionProperties.contains(name), let selfValue = env.selfVariable?.value,
            let items = try declaredSequenceElements(selfValue, at: span)
        {
            return try member(of: .array(items), name, at: span, env)
        }
        if let value = try globalValue(name, at: span) { return value }
        if let functions = index.functions[name], let first = functions.first {
            return .function(Function(.declared(first, receiver: nil, owner: nil), name: name, span: span))
        }
        if isSceneShadowingNative(name, at: span) { return .type(.native(name)) }
        if Self.isPrelude(span), let swiftUIs = index.types["SwiftUI." + name] { return .type(.declared(swiftUIs)) }
        if let type = typeNamed(name, from: env.typeContext) { return .type(type) }
        if let native = NativeGlobals.functions[name] {
            return .function(Function(.native(native), name: name, span: span))
        }
        // `merge(other, uniquingKeysWith: max)`: a global of Swift's passed as a function, called
        // with its arguments in order.
        if let call = NativeGlobals.calls[name], name.first?.isLowercase == true {
            let native = NativeFunction { interpreter, values, callSpan throws(Interrupt) in
                let (arguments, scope) = interpreter.literalArguments(values, Env(scope: interpreter.globalScope))
                let args = Arguments(interpreter, arguments, callee: "\(name)(…)", span: callSpan, env: Env(scope: scope))
                let result = try call(interpreter, args)
                try args.finish()
                return result
            }
            return .function(Function(.native(native), name: name, span: span))
        }
        if let type = genericArgument(name, env) { return .type(type) }
        // `Op(name: "÷", evaluate: /)`, `reduce(0, +)`: an operator as a function of its two operands.
        if let first = name.first, "+-*/%<>=!&|^".contains(first), name.allSatisfy({ "+-*/%<>=!&|^~?".contains($0) }) {
            let native = NativeFunction { interpreter, values, callSpan throws(Interrupt) in
                guard values.count == 2 else {
                    throw .error("the operator '\(name)' takes two operands, not \(values.count)", at: callSpan)
                }
                return try interpreter.applyBinary(name, values[0], values[1], at: callSpan, Env(scope: interpreter.globalScope))
            }
            return .function(Function(.native(native), name: name, span: span))
        }
        // `Optional<String>.none`: specialized, it is the optional type (`specialized(_:_:env:)`).
        if name == "Optional" { return .type(.native("Optional")) }
        throw .error(UnsupportedNames.message(name) ?? "cannot find '\(name)' in scope", at: span)
    }

    /// `$volume` and `_volume` of a static wrapped property of `type` (also as `Self.$volume`).
    func staticWrapperAccess(_ type: TypeInfo, _ name: String, at span: SourceSpan) throws(Interrupt) -> Value? {
        guard let first = name.first, first == "$" || first == "_", name.count > 1,
            let property = type.staticStored[String(name.dropFirst())]
        else { return nil }
        // A static property the scene's own wrapper wraps.
        if let wrapperType = property.customWrapper {
            let storage = try staticWrapperStorage(type, property, wrapperType, at: span)
            return first == "_" ? storage : try projectedValue(.custom(storage), property.name, at: span)
        }
        // `@State static var item` in a `PreviewProvider`: a state no view installs, whose
        // binding SwiftUI makes "a constant Binding of the initial value" (its runtime warning).
        if first == "$", property.wrapper?.name == "State" {
            return .binding(.constant(try staticStoredValue(type, property, at: span)))
        }
        return nil
    }

    /// `move(to:)` as a value: the overload of a top-level function with those labels, or the
    /// name looked up as usual (a method of `self`, a local closure).
    func functionReference(
        _ name: String, labels: [String?], _ hint: TypeValue?, at span: SourceSpan,
        _ env: Env
    ) throws(Interrupt) -> Value {
        if env.scope.lookup(name) == nil,
            env.selfVariable == nil || declaredType(of: env.selfVariable!.value)?.methods(named: name).isEmpty != false,
            let match = index.functions[name]?.first(where: { $0.parameters.map(\.label) == labels })
        {
            return .function(Function(.declared(match, receiver: nil, owner: nil), name: name, span: span))
        }
        return try identifier(name, hint, at: span, env)
    }

    /// `$x` (the projected value of a wrapped property: a binding) and `_x` (its storage).
    func wrapperAccess(_ receiver: Value, _ name: String, at span: SourceSpan) throws(Interrupt) -> Value? {
        let property = String(name.dropFirst())
        guard case .instance(let instance) = receiver, case .wrapper(let wrapper)? = instance.fields[property] else {
            // A view or modifier evaluated again for a frame holds its wrappers' values, read
            // when it was made; its `$height` is that value, as a binding nothing writes.
            if case .instance(let instance) = receiver, name.first == "$", let current = instance.fields[property],
                instance.type.storedProperty(named: property)?.wrapper != nil
            {
                return .binding(.constant(current))
            }
            if case .object(let object) = receiver, name.first == "$", let current = object.fields[property] {
                if let publisher = try publishedPublisher(object, property, current: current, at: span) { return publisher }
                return .binding(.projection(.object(object), .property(property)))
            }
            return nil
        }
        if name.first == "_" {
            if case .custom(let storage) = wrapper { return storage }
            return .wrapper(wrapper)
        }
        return try projectedValue(wrapper, property, at: span)
    }

    /// `$name` of an object's `@Published var name`: its publisher (Combine's, in the prelude),
    /// one per object and property, made when first asked for. Without Combine in the scene's
    /// prelude, nil: the projection is a binding, as before.
    func publishedPublisher(
        _ object: Object, _ property: String, current: Value, at span: SourceSpan
    ) throws(Interrupt)
        -> Value?
    {
        guard object.type.storedProperty(named: property)?.wrapper?.name == "Published",
            let make = index.functions["_makePublishedPublisher"]?.first
        else { return nil }
        let key = Self.publishedPublisherKey(object, property)
        if let existing = publishedPublishers[key] { return existing }
        let publisher = try callFunction(
            Function(.declared(make, receiver: nil, owner: nil), name: "_makePublishedPublisher", span: span),
            [current, .object(object), .string(property)], at: span)
        publishedPublishers[key] = publisher
        return publisher
    }

    static func publishedPublisherKey(_ object: Object, _ property: String) -> String { "\(object.serial).\(property)" }

    /// A member of `self` written without `self.`.
    private func implicitSelfMember(
        _ name: String, _ receiver: Value, at span: SourceSpan, _ env: Env
    ) throws(Interrupt) -> Value? {
        // Inside `extension String` (or another native type's), `count` is self's.
        guard let type = declaredType(of: receiver) else {
            guard case .type = receiver else {
                // A property of the extension itself (`private var currencyFormatter` of
                // `extension Double`), named without `self.` by its other members.
                if extensionMember(name, of: receiver) != nil { return try member(of: receiver, name, at: span, env) }
                return try nativeProperty(of: receiver, name, at: span)
            }
            return nil
        }
        // `rawValue` inside an enum with raw values (`var id: String { rawValue }`).
        if name == "rawValue", case .enumCase(let enumCase) = receiver, let raw = try rawValue(of: enumCase, at: span) {
            return raw
        }
        if type.storedProperty(named: name) != nil || type.computedProperty(named: name) != nil
            || !type.methods(named: name).isEmpty || extensionMember(name, of: receiver) != nil
            || Self.hasSynthesizedMember(name, type)
        {
            return try member(of: receiver, name, at: span, env)
        }
        return nil
    }

    /// A static member of the enclosing type (or of its enclosing types), written unqualified.
    private func unqualifiedStatic(_ name: String, in context: TypeInfo, at span: SourceSpan) throws(Interrupt) -> Value? {
        var scope: TypeInfo? = context
        while let type = scope {
            if type.staticStored[name] != nil || type.staticComputed[name] != nil || type.staticMethods[name] != nil
                || type.enumCase(named: name) != nil
            {
                return try staticMember(of: .declared(type), name, nil, at: span)
            }
            scope = type.parent
        }
        // `dev` in a `PreviewProvider`'s `previews`, from `extension PreviewProvider { static
        // var dev … }`: a static member of an extension of a protocol the type conforms to.
        for proto in index.allConformances(of: context.inheritance) {
            guard let ext = index.protocolExtensions[proto],
                ext.staticStored[name] != nil || ext.staticComputed[name] != nil || ext.staticMethods[name] != nil
            else { continue }
            return try staticMember(of: .declared(ext), name, nil, at: span)
        }
        return nil
    }

    /// The value of a top-level `let`/`var`, evaluated on first use and then kept.
    func globalValue(_ name: String, at span: SourceSpan) throws(Interrupt) -> Value? {
        if let cached = globalValues[name] {
            dependencies.read(.global(name))
            return cached
        }
        if let computed = index.globalComputed[name] { return try runGetter(computed, receiver: .none, at: span) }
        guard let decl = index.globals[name] else { return nil }
        guard !globalsInProgress.contains(name) else {
            throw .error("'\(name)' is used in its own initial value", at: span)
        }
        guard let initializer = decl.initializer else {
            throw .error("top-level '\(name)' needs an initial value", at: decl.span)
        }
        globalsInProgress.insert(name)
        defer { globalsInProgress.remove(name) }
        let env = Env(scope: globalScope.child())
        // The declared type settles what the initializer left open (`[Item] = ….map { .init(…) }`).
        let type = try decl.type.map { ref throws(Interrupt) in try resolve(ref, env) }
        let value = try conform(eval(initializer, type, env), to: type, at: initializer.span)
        globalValues[name] = value
        dependencies.read(.global(name))
        return value
    }

    /// Assigns a top-level `var`.
    func setGlobal(_ name: String, _ value: Value, at span: SourceSpan) throws(Interrupt) -> Bool {
        if let computed = index.globalComputed[name] {
            var receiver = Value.none
            try runSetter(computed, receiver: &receiver, value, at: span)
            return true
        }
        guard let decl = index.globals[name] else { return false }
        guard !decl.isLet else { throw .error("cannot assign to value: '\(name)' is a 'let' constant", at: span) }
        try willChangeUnobserved(at: span)
        globalValues[name] = value
        dependencies.changed(.global(name))
        return true
    }

    /// Whether prelude code at `span` names a SwiftUI type that the app declares a type of its
    /// own for (`struct Color: View`): the prelude means SwiftUI's, as SwiftUI's own code does
    /// (the app's type is the app module's; Swift code in the app names SwiftUI's `SwiftUI.Color`).
    func isSceneShadowingNative(_ name: String, at span: SourceSpan) -> Bool {
        guard span.file.hasPrefix("<prelude"), NativeTypes.isNativeType(name), let declared = index.types[name] else {
            return false
        }
        return declared.span.map { !$0.file.hasPrefix("<prelude") } ?? false
    }

    /// The type of a type's `id` property, as written or as its initial value says.
    func identifierType(of type: TypeInfo) -> TypeValue? {
        let env = Env(scope: globalScope, typeContext: type)
        if let property = type.storedProperty(named: "id") {
            if let ref = property.type { return try? resolve(ref, env) }
            return property.initializer.flatMap { inferredType(ofInitializer: $0, from: type) }
        }
        if let ref = type.computedProperty(named: "id")?.type { return try? resolve(ref, env) }
        return nil
    }

    /// The `typealias` a name is, in the enclosing types (innermost first) or at the top level.
    func typeAlias(_ name: String, from context: TypeInfo?) -> TypeRef? {
        var scope = context
        while let current = scope {
            if let alias = current.typeAliases[name] { return alias }
            scope = current.parent
        }
        return index.typeAliases[name]
    }

    /// The type a name refers to here: a declared type, a type alias, or a native type.
    func typeNamed(_ name: String, from context: TypeInfo?) -> TypeValue? {
        let key = LookupCache.TypeName(name: name, context: context.map(ObjectIdentifier.init))
        if let found = lookups.typeNames[key] { return found }
        let found = findType(named: name, from: context)
        lookups.typeNames[key] = .some(found)
        return found
    }

    private func findType(named name: String, from context: TypeInfo?) -> TypeValue? {
        if name.contains("."), let declared = index.resolveType(name, from: context) { return .declared(declared) }
        // `Form.Key.Value`: a type alias of a type written with its owner.
        if let dot = name.lastIndex(of: "."), let owner = index.resolveType(String(name[..<dot]), from: context),
            let alias = owner.typeAliases[String(name[name.index(after: dot)...])]
        {
            return try? resolve(alias, Env(scope: globalScope, typeContext: owner))
        }
        // `NavigationBarItem.TitleDisplayMode`: a type alias the prelude gives a SwiftUI type.
        if let dot = name.lastIndex(of: "."), let ext = index.nativeExtensions[String(name[..<dot])],
            let alias = ext.typeAliases[String(name[name.index(after: dot)...])]
        {
            return try? resolve(alias, Env(scope: globalScope, typeContext: ext))
        }
        // `Backyard.ID`: an `Identifiable` type's `ID` is the type of its `id` (unless it
        // declares an `ID` of its own).
        if name.hasSuffix(".ID"), let owner = index.resolveType(String(name.dropLast(3)), from: context),
            owner.nestedTypes["ID"] == nil, owner.typeAliases["ID"] == nil, let type = identifierType(of: owner)
        {
            return type
        }
        // Swift looks in each enclosing type before the top level: its nested types, its type
        // aliases and those of the protocols it conforms to (`Context` in a UIViewRepresentable).
        var scope = context
        while let current = scope {
            if let declared = index.resolveType(name, from: current), declared.parent === current || declared === current {
                return .declared(declared)
            }
            if let nested = current.superclass?.nestedTypes[name] { return .declared(nested) }
            if let alias = current.typeAliases[name] { return try? resolve(alias, Env(scope: globalScope, typeContext: current)) }
            for proto in index.allConformances(of: current.inheritance) {
                guard let declared = index.types[proto], declared.kind == .protocol, let alias = declared.typeAliases[name]
                else { continue }
                return try? resolve(alias, Env(scope: globalScope, typeContext: current))
            }
            scope = current.parent
        }
        if let declared = index.resolveType(name, from: nil) { return .declared(declared) }
        if let alias = index.typeAliases[name] { return try? resolve(alias, Env(scope: globalScope)) }
        if NativeTypes.isNativeType(name) { return .native(NativeTypes.canonicalName(name)) }
        return nil
    }

    /// The declared type of a value, for member lookup.
    func declaredType(of value: Value) -> TypeInfo? {
        switch value {
        case .instance(let instance): instance.type
        case .object(let object): object.type
        case .enumCase(let enumCase): enumCase.type
        default: nil
        }
    }

    /// Called before any change to state: views may not change it while they are evaluated,
    /// and the sample stage may not change anything.
    func willChange(at span: SourceSpan) throws(Interrupt) {
        // An object in a frozen array may be the one changing.
        frozenArrays = [:]
        if isEvaluatingViews {
            // Each evaluation runs the preview's body again; its setup writes the same values.
            if isEvaluatingPreviewBody, host != nil { return }
            throw .error("a view's body cannot change state; change it in an action, .onAppear or .task", at: span)
        }
        guard let host else {
            throw .error("scene code run while drawing a frame cannot change state", at: span)
        }
        try host.willChangeState(at: span)
    }

    /// Called before a change to a global or static variable, which SwiftUI does not observe: a
    /// body may set one (`Theme.shared.scheme = colorScheme`) without it being a change of state.
    func willChangeUnobserved(at span: SourceSpan) throws(Interrupt) {
        if isEvaluatingViews, host != nil { return }
        try willChange(at: span)
    }

    /// Whether `object` was made by the views being evaluated, or the frame being drawn.
    func isFresh(_ object: Object) -> Bool {
        (isEvaluatingViews || host == nil) && object.serial >= firstFreshObject
            && !objectsHeldAsState.contains(object.serial)
    }
}

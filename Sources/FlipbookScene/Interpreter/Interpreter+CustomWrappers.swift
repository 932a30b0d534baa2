import FlipbookModel
import FlipbookSyntax

/// The scene's own `@propertyWrapper`s, as Swift desugars them: `@Clamped(0...1) var x = 0.5`
/// stores `_x = Clamped(wrappedValue: 0.5, 0...1)`; `x` reads and writes `_x.wrappedValue`;
/// `$x` is `_x.projectedValue`; the memberwise initializer takes `x` of the wrapped type.
extension Interpreter {
    /// The storage of a property written with the scene's wrapper, from the memberwise
    /// argument, the declaration's initial value, or the attribute's arguments alone.
    func customWrapperField(
        _ wrapperType: TypeInfo, _ property: StoredProperty, hint: TypeValue?, args: Arguments?, env: Env
    ) throws(Interrupt) -> Value {
        if let args, let given = try args.value(property.name, hint) {
            // Without an `init(wrappedValue:)`, the memberwise parameter has the wrapper's type.
            if declaredType(of: given) === wrapperType { return given }
            return try customWrapperStorage(wrapperType, property, wrappedValue: given, at: args.span(of: .some(property.name)))
        }
        if let initializer = property.initializer {
            try checkWrittenType(property.type, of: initializer, hint: hint, env)
            let value = try conform(try eval(initializer, hint, env), to: hint, at: initializer.span)
            return try customWrapperStorage(wrapperType, property, wrappedValue: value, at: initializer.span)
        }
        if let args, !canInitialize(wrapperType, withoutWrappedValueFor: property) {
            throw .error(
                "missing argument for parameter '\(property.name)' in call to \(property.owner?.name ?? "")(…)", at: args.span)
        }
        return try customWrapperStorage(wrapperType, property, wrappedValue: nil, at: property.span)
    }

    /// `Wrapper(wrappedValue: value, <the attribute's arguments>)`, or without `wrappedValue:`.
    func customWrapperStorage(
        _ wrapperType: TypeInfo, _ property: StoredProperty, wrappedValue: Value?, at span: SourceSpan
    ) throws(Interrupt) -> Value {
        guard let attribute = property.wrapper else { return .none }
        return try customWrapperStorage(
            wrapperType, attribute, wrappedValue: wrappedValue, at: span,
            Env(scope: globalScope.child(), typeContext: property.owner))
    }

    /// The same for a local variable or a property: the attribute's arguments are evaluated
    /// in `env`.
    func customWrapperStorage(
        _ wrapperType: TypeInfo, _ attribute: Attribute, wrappedValue: Value?, at span: SourceSpan, _ env: Env
    ) throws(Interrupt) -> Value {
        let scope = env.scope.child()
        var arguments: [Argument] = []
        if let wrappedValue {
            scope.declare("\u{0}wrappedValue", wrappedValue, isLet: true)
            arguments.append(
                Argument(label: "wrappedValue", value: Expr(.identifier("\u{0}wrappedValue"), span: span), span: span))
        }
        arguments += attribute.arguments ?? []
        var inner = env
        inner.scope = scope
        return try construct(.declared(wrapperType), arguments, nil, at: attribute.span, inner)
    }

    /// `@Clamped(0...10) var x = 20` in a function: `_x` holds the storage, and `x` reads and
    /// writes its `wrappedValue`, `$x` its `projectedValue`.
    func declareLocalWrapped(
        _ name: String, _ wrapperType: TypeInfo, _ attribute: Attribute, initialValue: Value?, at span: SourceSpan,
        _ env: Env
    ) throws(Interrupt) {
        let storage = try customWrapperStorage(wrapperType, attribute, wrappedValue: initialValue, at: span, env)
        let storageVariable = Variable(storage, isLet: false)
        env.scope.declare("_" + name, variable: storageVariable)
        let wrapped = Variable(.void, isLet: false)
        wrapped.binding = .projection(.variable(storageVariable), .property("wrappedValue"))
        env.scope.declare(name, variable: wrapped)
        if wrapperType.hasProperty(named: "projectedValue") {
            let projected = Variable(.void, isLet: true)
            projected.binding = .projection(.variable(storageVariable), .property("projectedValue"))
            env.scope.declare("$" + name, variable: projected)
        }
    }

    /// The scene's own property wrapper an attribute names, if any.
    func customWrapperType(_ attribute: Attribute, _ env: Env) -> TypeInfo? {
        guard !StoredProperty.wrapperNames.contains(attribute.name),
            let type = index.resolveType(attribute.name, from: env.typeContext), type.isPropertyWrapper
        else { return nil }
        return type
    }

    /// Whether the wrapper has an initializer that needs no wrapped value given the attribute's
    /// arguments (`@Persisted("key") var name: String` with `init(_ key: String)`): Swift then
    /// initializes the property with it.
    func canInitialize(_ wrapperType: TypeInfo, withoutWrappedValueFor property: StoredProperty) -> Bool {
        let arguments = property.wrapper?.arguments ?? []
        if !wrapperType.initializers.isEmpty {
            return wrapperType.initializers.contains { initializer in
                !initializer.parameters.contains { $0.label == "wrappedValue" } && matches(initializer.parameters, arguments)
            }
        }
        // The memberwise initializer: every stored property without a default is a parameter.
        let labels = Set(arguments.compactMap(\.label))
        return wrapperType.storedProperties.allSatisfy { stored in
            stored.initializer != nil || (stored.name != "wrappedValue" && labels.contains(stored.name))
        }
    }

    /// The storage of a static property written with the scene's wrapper, made once.
    func staticWrapperStorage(
        _ info: TypeInfo, _ property: StoredProperty, _ wrapperType: TypeInfo, at span: SourceSpan
    ) throws(Interrupt) -> Value {
        try staticValueOnce(Self.staticStorageKey(info, property), property, at: span) { () throws(Interrupt) in
            guard property.initializer != nil || canInitialize(wrapperType, withoutWrappedValueFor: property) else {
                throw .error("static property '\(property.name)' needs an initial value", at: property.span)
            }
            let env = Env(scope: globalScope.child(), typeContext: info)
            let hint = try property.type.map { ref throws(Interrupt) in try resolve(ref, env) }
            return try customWrapperField(wrapperType, property, hint: hint, args: nil, env: env)
        }
    }

    static func staticStorageKey(_ info: TypeInfo, _ property: StoredProperty) -> String {
        "\(info.name)._\(property.name)"
    }
}

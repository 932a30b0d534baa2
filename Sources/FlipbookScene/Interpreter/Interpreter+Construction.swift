import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// `Type(arguments)`: an initializer of a declared type (its own, or the memberwise one),
    /// or a native type's.
    func construct(
        _ type: TypeValue, _ arguments: [Argument], _ hint: TypeValue?, at span: SourceSpan, _ env: Env
    ) throws(Interrupt) -> Value {
        switch type {
        case .declared(let info):
            // A construction is a call: `struct A { var inner = A() }` recurses, and is stopped
            // like a function (Swift rejects a value type that contains itself).
            var value = try enter(at: span) { () throws(Interrupt) in try constructDeclared(info, arguments, at: span, env) }
            if case .instance(var instance) = value {
                instanceStamps += 1
                instance.stamp = instanceStamps
                value = .instance(instance)
            }
            return value
        case .native(let name):
            let args = Arguments(self, arguments, callee: "\(name)(…)", span: span, env: env)
            args.resultHint = hint
            if let ext = index.nativeExtensions[name], !ext.initializers.isEmpty,
                let initializer = bestOverload(ext.initializers, parameters: \.parameters, arguments, env)
            {
                return try runExtensionInitializer(initializer, of: name, arguments, at: span, env)
            }
            guard let make = NativeTypes.initializer(name) else {
                throw .error("'\(name)' cannot be constructed in Flipbook yet", at: span)
            }
            let result = try make(self, args)
            try args.finish()
            return result
        case .array(let element):
            let args = Arguments(self, arguments, callee: "Array(…)", span: span, env: env)
            let result = try NativeTypes.makeArray(self, args, element: element)
            try args.finish()
            return result
        case .dictionary:
            let args = Arguments(self, arguments, callee: "Dictionary(…)", span: span, env: env)
            args.resultHint = type
            let result = try NativeTypes.makeDictionary(self, args)
            try args.finish()
            return result
        case .set:
            let args = Arguments(self, arguments, callee: "Set(…)", span: span, env: env)
            let result = try NativeTypes.makeSet(self, args)
            try args.finish()
            return result
        case .optional(let inner):
            return try construct(inner, arguments, hint, at: span, env)
        case .tuple, .function, .opaque:
            throw .error("'\(type)' cannot be constructed", at: span)
        }
    }

    /// Protocols that bridge a UIKit or AppKit view into SwiftUI, and that Flipbook cannot run.
    /// (`UIViewRepresentable` runs: the prelude draws the UIKit views it models.)
    static let platformViewProtocols = [
        "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
    ]

    private func constructDeclared(
        _ info: TypeInfo, _ arguments: [Argument], at span: SourceSpan, _ env: Env
    ) throws(Interrupt) -> Value {
        // Also through an alias (`private typealias ViewControllerRepresentable = UIViewControllerRepresentable`).
        let aliased = info.inheritance.compactMap { typeAlias($0, from: info.parent)?.kind.simpleName }
        if let platform = Self.platformViewProtocols.first(where: { info.conforms(to: $0) || aliased.contains($0) }) {
            throw .error(
                "'\(info.name)' is a \(platform): it wraps a UIKit or AppKit view, which Flipbook cannot draw (only SwiftUI views)",
                at: span)
        }
        switch info.kind {
        case .protocol:
            throw .error("'\(info.name)' is a protocol; it cannot be constructed", at: span)
        case .enum:
            if let initializer = bestOverload(info.initializers, parameters: \.parameters, arguments, env) {
                var receiver: Value = .none
                return try runInitializer(initializer, info, on: &receiver, arguments, at: span, env)
            }
            if arguments.count == 1, arguments[0].label == "rawValue" {
                let raw = try eval(arguments[0].value, nil, env)
                for element in info.enumCases {
                    let candidate = EnumCase(type: info, name: element.name)
                    if let value = try rawValue(of: candidate, at: span), try valuesEqual(value, raw, at: span) {
                        return .enumCase(candidate)
                    }
                }
                return .none
            }
            throw .error("enum '\(info.name)' has no initializer taking these arguments", at: span)
        case .class, .actor:
            objectCount += 1
            let object = Object(type: info, fields: [:], serial: objectCount, log: dependencies)
            var receiver: Value = .object(object)
            if let initializer = findInitializer(info, arguments, env), !info.genericParameters.isEmpty {
                return try runInitializer(initializer, info, on: &receiver, arguments, installingDefaults: true, at: span, env)
            }
            try installDefaults(info, into: &receiver, env)
            if let initializer = findInitializer(info, arguments, env) {
                return try runInitializer(initializer, info, on: &receiver, arguments, at: span, env)
            }
            guard arguments.isEmpty else {
                let labels = arguments.map { $0.isTrailingClosure && $0.label == nil ? "{…}" : "\($0.label ?? "_"):" }.joined()
                // `UIScrollView(frame: .zero)`, a `UIWindow` subclass: UIKit, which Flipbook
                // models only as far as SwiftUI code configures it.
                var ancestor: TypeInfo? = info
                while let type = ancestor, !(type.name.hasPrefix("UI") && type.span.map(Self.isPrelude) == true) { ancestor = type.superclass }
                if let uikit = ancestor {
                    throw .error(
                        "class '\(info.name)' has no initializer taking (\(labels))"
                            + (uikit === info ? "" : ", an initializer of its superclass \(uikit.name)")
                            + ": Flipbook models UIKit's \(uikit.name) only as far as SwiftUI code uses it, and runs no UIKit views or windows",
                        at: span)
                }
                throw .error("class '\(info.name)' has no initializer taking these arguments", at: span)
            }
            receiver.removeInitializingMarker()
            try checkAllInitialized(receiver, info, at: span)
            return receiver
        case .struct:
            if let initializer = bestOverload(info.initializers, parameters: \.parameters, arguments, env) {
                var receiver: Value = .instance(Instance(type: info, fields: [:]))
                // A generic type's defaults may name its parameters (`let all = Option.allCases`):
                // they are set once the arguments tell what the parameters are.
                if !info.genericParameters.isEmpty {
                    return try runInitializer(
                        initializer, info, on: &receiver, arguments, installingDefaults: true, at: span, env)
                }
                try installDefaults(info, into: &receiver, env)
                return try runInitializer(initializer, info, on: &receiver, arguments, at: span, env)
            }
            if let split = trailingCall(info, arguments) {
                // `MyLayout { … }`: the initializer, then `callAsFunction` with the closures.
                let instance = try constructDeclared(info, split.initializer, at: span, env)
                return try callMethod(on: instance, "callAsFunction", split.call, nil, at: span, nameSpan: span, env)
            }
            // `init()` of `extension OptionSet`: an initializer a protocol the type conforms to
            // gives it, when its own (or the memberwise one, which needs an argument) does not
            // take the call.
            if info.declaresInitializers || (arguments.isEmpty && info.storedProperties.contains(where: Self.needsArgument)),
                let initializer = protocolExtensionInitializer(info, arguments, env)
            {
                var receiver: Value = .instance(Instance(type: info, fields: [:]))
                try installDefaults(info, into: &receiver, env)
                return try runInitializer(initializer, info, on: &receiver, arguments, at: span, env)
            }
            if info.declaresInitializers {
                throw noInitializer(info, takes: arguments, at: span)
            }
            return try memberwise(info, arguments, at: span, env)
        }
    }

    /// A stored property the memberwise initializer must be given: no default, not a `let`
    /// with a value, not optional, not a wrapper.
    private static func needsArgument(_ property: StoredProperty) -> Bool {
        guard property.initializer == nil, property.wrapper == nil else { return false }
        if case .optional? = property.type?.kind { return false }
        return true
    }

    /// The initializer of an extension of a protocol `info` conforms to that takes `arguments`.
    private func protocolExtensionInitializer(_ info: TypeInfo, _ arguments: [Argument], _ env: Env) -> InitializerDecl? {
        for name in info.inheritance {
            guard let initializers = index.protocolExtensions[name]?.initializers, !initializers.isEmpty,
                let initializer = bestOverload(initializers, parameters: \.parameters, arguments, env),
                matches(initializer.parameters, arguments)
            else { continue }
            return initializer
        }
        return nil
    }

    /// `[a, b]` where a declared type conforming to `ExpressibleByArrayLiteral` is expected: its
    /// `init(arrayLiteral:)` run with the elements, as Swift builds such a literal. Errors in it
    /// (a wrong element count) are reported at the literal.
    func constructFromArrayLiteral(_ info: TypeInfo, _ elements: [Value], at span: SourceSpan) throws(Interrupt) -> Value {
        guard let initializer = info.arrayLiteralInitializer else {
            throw .error("'\(info.name)' conforms to ExpressibleByArrayLiteral but has no init(arrayLiteral:)", at: span)
        }
        let scope = globalScope.child()
        var arguments: [Argument] = []
        for (i, element) in elements.enumerated() {
            let name = "\u{0}element\(i)"
            scope.declare(name, element, isLet: true)
            arguments.append(
                Argument(label: i == 0 ? "arrayLiteral" : nil, value: Expr(.identifier(name), span: span), span: span))
        }
        let env = Env(scope: scope)
        var receiver: Value
        switch info.kind {
        case .class, .actor:
            objectCount += 1
            receiver = .object(Object(type: info, fields: [:], serial: objectCount, log: dependencies))
        case .enum:
            receiver = .none
        default:
            receiver = .instance(Instance(type: info, fields: [:]))
        }
        if info.kind != .enum { try installDefaults(info, into: &receiver, env) }
        return try runInitializer(initializer, info, on: &receiver, arguments, at: span, env)
    }

    /// Swift's rule for `T(arguments) { closure }` where no initializer takes the trailing
    /// closures but `T` has `callAsFunction` (a `Layout`): the closures go to the call.
    private func trailingCall(_ info: TypeInfo, _ arguments: [Argument]) -> (initializer: [Argument], call: [Argument])? {
        guard let first = arguments.firstIndex(where: \.isTrailingClosure) else { return nil }
        let hasCall =
            !info.methods(named: "callAsFunction").isEmpty
            || info.inheritance.contains { index.protocolExtensions[$0]?.methods["callAsFunction"] != nil }
        guard hasCall else { return nil }
        let initializer = Array(arguments[..<first])
        if !info.initializers.isEmpty {
            return info.initializers.contains { matches($0.parameters, initializer) }
                ? (initializer, Array(arguments[first...])) : nil
        }
        // The memberwise initializer takes a trailing closure when a stored property is a
        // closure or a view builder without a value.
        let takesClosure = info.storedProperties.contains { property in
            property.initializer == nil && (Self.isFunctionType(property.type) || property.wrapper?.name == "ViewBuilder")
        }
        return takesClosure ? nil : (initializer, Array(arguments[first...]))
    }

    private func findInitializer(_ info: TypeInfo, _ arguments: [Argument], _ env: Env) -> InitializerDecl? {
        var current: TypeInfo? = info
        while let type = current {
            if let found = bestOverload(type.initializers, parameters: \.parameters, arguments, env) { return found }
            if !type.initializers.isEmpty { return nil }
            current = type.superclass
        }
        return nil
    }

    /// Swift's memberwise initializer: one parameter per stored property, in order; `let`s with
    /// a value and properties with defaults may be left out.
    private func memberwise(_ info: TypeInfo, _ arguments: [Argument], at span: SourceSpan, _ env: Env) throws(Interrupt) -> Value
    {
        let args = Arguments(self, arguments, callee: "\(info.name)(…)", span: span, env: env)
        var fields: [String: Value] = [:]
        let typeEnv = Env(scope: globalScope.child(), typeContext: info)
        for property in info.storedProperties {
            // `private let all = Option.allCases`: the generic parameters the fields set so far tell.
            for name in info.genericParameters where typeEnv.scope.lookup(name) == nil {
                if let type = genericArgument(name, in: info, fields: fields) {
                    typeEnv.scope.declare(name, .type(type), isLet: true)
                }
            }
            let written = try property.type.map { ref throws(Interrupt) in try resolve(ref, typeEnv) }
            // `var back = Color("Gold")`: an argument `.blue` is Color's, as Swift types the
            // property by its initializer.
            let hint = written ?? property.initializer.flatMap { inferredType(ofInitializer: $0, from: info) }
            if let wrapper = property.wrapper {
                fields[property.name] = try wrapperField(wrapper, property, hint: hint, args: args, env: typeEnv)
                continue
            }
            let acceptsArgument = !(property.isLet && property.initializer != nil)
            // `@ActionBuilder var actions: [Action]`: the memberwise initializer takes a closure
            // under the scene's result builder and stores what it builds.
            if acceptsArgument, let builder = resultBuilder(named: property.attributeNames),
                let closure = try args.function(property.name)
            {
                closure.resultBuilder = builder
                fields[property.name] =
                    Self.isFunctionType(property.type)
                    ? .function(closure)
                    : try conform(callFunction(closure, [], at: closure.span), to: hint, at: closure.span)
                continue
            }
            if acceptsArgument, let value = try args.value(property.name, hint) {
                try checkWrittenType(property.type, holding: value, hint: hint, typeEnv)
                fields[property.name] = withSignature(
                    try conform(value, to: hint, at: args.span(of: .some(property.name))), of: property.type, typeEnv)
            } else if acceptsArgument, Self.isFunctionType(property.type),
                !leavesTrailingClosure(property, in: info),
                let closure = try args.function(property.name)
            {
                // A closure property also takes a trailing closure, as Swift's memberwise init does.
                fields[property.name] = withSignature(.function(closure), of: property.type, typeEnv)
            } else if property.isLazy, property.initializer != nil {
                // Made on first read (`lazyValue`), where `self` is complete.
                continue
            } else if let initializer = property.initializer {
                try checkWrittenType(property.type, of: initializer, hint: hint, typeEnv)
                fields[property.name] = withSignature(
                    try conform(try eval(initializer, hint, typeEnv), to: hint, at: initializer.span), of: property.type,
                    typeEnv)
            } else if case .optional? = hint, !property.isLet {
                fields[property.name] = Value.none
            } else {
                throw .error("missing argument for parameter '\(property.name)' in call to \(info.name)(…)", at: span)
            }
        }
        try args.finish()
        return .instance(Instance(type: info, fields: fields))
    }

    /// Swift's forward scan: a closure property that may be left out (`var onTap: (() -> Void)?`)
    /// leaves the unlabelled trailing closure to a later one that must have it
    /// (`var content: () -> AnyView`).
    private func leavesTrailingClosure(_ property: StoredProperty, in info: TypeInfo) -> Bool {
        guard Self.mayBeLeftOut(property),
            let position = info.storedProperties.firstIndex(where: { $0.name == property.name })
        else { return false }
        return info.storedProperties[(position + 1)...].contains { later in
            if later.wrapper?.name == "ViewBuilder" { return later.initializer == nil }
            return later.wrapper == nil && !Self.mayBeLeftOut(later) && Self.isFunctionType(later.type)
        }
    }

    /// Whether the memberwise initializer lets a call leave the property out: it has a default,
    /// or it is an optional `var` (nil).
    private static func mayBeLeftOut(_ property: StoredProperty) -> Bool {
        if property.initializer != nil { return true }
        if case .optional? = property.type?.kind { return !property.isLet }
        return false
    }

    /// Whether a declared type is a function type (`() -> Content`, `(() -> Void)?`).
    static func isFunctionType(_ type: TypeRef?) -> Bool {
        switch type?.kind {
        case .function?: true
        case .optional(.function)?: true
        default: false
        }
    }

    /// The storage of a wrapped property, from a memberwise argument or its declaration.
    private func wrapperField(
        _ wrapper: Attribute, _ property: StoredProperty, hint: TypeValue?, args: Arguments?,
        env: Env
    ) throws(Interrupt) -> Value {
        if let wrapperType = property.customWrapper {
            return .wrapper(.custom(try customWrapperField(wrapperType, property, hint: hint, args: args, env: env)))
        }
        switch wrapper.name {
        case "State", "StateObject", "SceneStorage", "FocusState", "GestureState", "ScaledMetric", "AccessibilityFocusState":
            var given = try args?.value(property.name, hint)
            // `@State(initialValue: .home) var selection: Tab`: the wrapper's own argument.
            if given == nil,
                let argument = wrapper.arguments?.first(where: { $0.label == "initialValue" || $0.label == "wrappedValue" })
            {
                given = try eval(argument.value, hint, env)
            }
            if let given { try checkWrittenType(property.type, holding: given, hint: hint, env) }
            return .wrapper(.state(StateCell(initial: given, location: nil)))
        case "Binding":
            guard let args else { return .wrapper(.binding(.constant(.none))) }
            // The argument is a Binding (`$value`, `.constant(true)`), not the wrapped type.
            let value = try resolvingConstantBinding(try args.required(property.name, .native("Binding")), as: hint)
            if case .binding(let binding) = value { return .wrapper(.binding(binding)) }
            if case .wrapper(.binding(let binding)) = value { return .wrapper(.binding(binding)) }
            throw .error(
                "'\(property.name)' is a @Binding: pass a binding such as $value", at: args.span(of: .some(property.name)))
        case "ObservedObject", "Bindable":
            guard let args else { return .wrapper(.observed(.none)) }
            if let value = try args.value(property.name, hint) { return .wrapper(.observed(value)) }
            guard let initializer = property.initializer else {
                throw .error("missing argument for parameter '\(property.name)'", at: args.span)
            }
            return .wrapper(.observed(try eval(initializer, hint, env)))
        case "Environment":
            return .wrapper(.environment(EnvironmentRead(key: try environmentKey(wrapper, env), value: nil)))
        case "EnvironmentObject":
            // An object type no file declares (it lives in another file of the app).
            if case .opaque? = hint, let written = property.type {
                throw .error("cannot find type '\(written)' in scope", at: written.span)
            }
            return .wrapper(.environment(EnvironmentRead(key: .object(hint.map { "\($0)" } ?? property.name), value: nil)))
        case "Namespace":
            return .wrapper(.namespace(StateCell(initial: nil, location: nil)))
        case "Query", "FetchRequest", "SectionedFetchRequest":
            return .wrapper(.query(try queryRead(wrapper, hint: hint, written: property.type, env)))
        case "AppStorage":
            let key = try wrapper.arguments?.first.map { a throws(Interrupt) in try eval(a.value, .native("String"), env) }
            let initial = try property.initializer.map { e throws(Interrupt) in try eval(e, hint, env) } ?? .none
            return .wrapper(.appStorage(key: key?.asString ?? property.name, initial: initial))
        case "ViewBuilder":
            // `@ViewBuilder var content: Content`: the memberwise initializer takes a builder
            // closure (labelled or trailing) and stores the views it builds.
            if let args, let builder = try args.function(property.name, buildsViews: true) {
                // `@ViewBuilder var content: (CGSize) -> Content` stores the closure itself.
                if Self.isFunctionType(property.type) { return .function(builder) }
                return try callFunction(builder, [], at: builder.span)
            }
            return try property.initializer.map { e throws(Interrupt) in try eval(e, hint, env) } ?? .view(.empty)
        default:
            // `@Published` and the like keep the plain value.
            if let args, let value = try args.value(property.name, hint) { return value }
            return try property.initializer.map { e throws(Interrupt) in try eval(e, hint, env) } ?? .none
        }
    }

    /// What an `@Environment(…)` attribute names: a key path or a type.
    private func environmentKey(_ attribute: Attribute, _ env: Env) throws(Interrupt) -> EnvironmentRead.Key {
        guard let argument = attribute.arguments?.first else {
            throw .error("@Environment needs a key path such as \\.colorScheme", at: attribute.span)
        }
        let value = try eval(argument.value, nil, env)
        switch value {
        case .keyPath(let path): return .keyPath(path.propertyNames)
        case .type(let type): return .type("\(type)")
        default: throw .error("@Environment needs a key path such as \\.colorScheme", at: argument.span)
        }
    }

    /// Sets every stored property that has a default (and every wrapper's storage) before an
    /// initializer runs.
    /// A Core Data attribute's value before it is set: zero, false or empty; nil for the
    /// types that have no such value (a date, an identifier).
    private static func managedAttributeZero(_ type: TypeValue?) -> Value {
        guard case .native(let name)? = type else { return .none }
        switch name {
        case "Bool": return .bool(false)
        case "Int": return .int(0)
        case "Double": return .double(0)
        case "String": return .string("")
        default: return .none
        }
    }

    private func installDefaults(
        _ info: TypeInfo, into receiver: inout Value, _ env: Env, generics: [String: TypeValue] = [:]
    ) throws(Interrupt) {
        let genericScope = globalScope.child()
        for (name, type) in generics { genericScope.declare(name, .type(type), isLet: true) }
        let typeEnv = Env(scope: genericScope.child(), typeContext: info)
        var fields: [String: Value] = [Interpreter.initializingMarker: .void]
        for property in info.allStoredProperties {
            let owner = property.owner ?? info
            let ownerEnv = Env(scope: genericScope.child(), typeContext: owner)
            let hint = try property.type.map { ref throws(Interrupt) in try resolve(ref, ownerEnv) }
            if let wrapper = property.wrapper, !["Published"].contains(wrapper.name) {
                if wrapper.name == "Binding" { continue }
                // `@Clamped var x: Double` with no initial value: an initializer sets it.
                if let wrapperType = property.customWrapper, property.initializer == nil,
                    !canInitialize(wrapperType, withoutWrappedValueFor: property)
                {
                    continue
                }
                // `@ObservedObject var model = Model()` has its object before an `init` runs.
                if wrapper.name == "ObservedObject" || wrapper.name == "Bindable" {
                    if let initializer = property.initializer {
                        fields[property.name] = .wrapper(.observed(try eval(initializer, hint, ownerEnv)))
                    }
                    continue
                }
                fields[property.name] = try wrapperField(wrapper, property, hint: hint, args: nil, env: ownerEnv)
            } else if property.isLazy, property.initializer != nil {
                // Made on first read (`lazyValue`), where `self` is complete.
                continue
            } else if let initializer = property.initializer {
                try checkWrittenType(property.type, of: initializer, hint: hint, typeEnv)
                fields[property.name] = withSignature(
                    try conform(try eval(initializer, hint, typeEnv), to: hint, at: initializer.span), of: property.type,
                    typeEnv)
            } else if case .optional? = hint, !property.isLet {
                fields[property.name] = Value.none
            } else if property.attributeNames.contains("NSManaged") {
                // Core Data gives a new object's attribute its type's zero, where the model gives
                // it no default.
                fields[property.name] = Self.managedAttributeZero(hint)
            }
        }
        switch receiver {
        case .instance(var instance):
            instance.fields.merge(fields) { _, new in new }
            receiver = .instance(instance)
        case .object(let object):
            object.fields.merge(fields) { _, new in new }
        default:
            break
        }
    }

    /// Runs an initializer on a value being built; returns the value (or nil for a failable
    /// initializer that returned nil).
    func runInitializer(
        _ initializer: InitializerDecl, _ info: TypeInfo, on receiver: inout Value, _ arguments: [Argument],
        installingDefaults: Bool = false, at span: SourceSpan, _ env: Env
    ) throws(Interrupt) -> Value {
        guard let body = initializer.body else { throw .error("'\(info.name).init' has no body", at: span) }
        let callee = Env(scope: globalScope.child(), typeContext: declaringClass(of: initializer, from: info))
        let selfVariable = Variable(receiver, isLet: false)
        callee.scope.declare("self", variable: selfVariable)
        if let pending = pendingTypeArguments, pending.type === info {
            for (name, type) in pending.arguments { callee.scope.declare(name, .type(type), isLet: true) }
            pendingTypeArguments = nil
        }
        try bind(
            initializer.parameters, arguments, into: callee, callerEnv: env, name: "\(info.name).init",
            genericParameters: initializer.genericParameters, at: span)
        if installingDefaults {
            let generics = genericArguments(of: info, from: initializer.parameters, in: callee)
            for (name, type) in generics where callee.scope.lookup(name) == nil {
                callee.scope.declare(name, .type(type), isLet: true)
            }
            try installDefaults(info, into: &selfVariable.value, env, generics: generics)
        }
        do {
            try enter(at: span) { () throws(Interrupt) in try execute(body, callee) }
        } catch .returned(let value) {
            if value.isNone, initializer.isFailable { return .none }
        } catch .error(var error) where Self.isPrelude(error.span) && !Self.isPrelude(span) {
            // An error in a prelude type's initializer is the scene's call's.
            error.span = span
            throw .error(error)
        }
        // So is a warning (`AsyncImage` loads nothing offline).
        if !preludeWarnings.isEmpty, !Self.isPrelude(span) {
            for message in preludeWarnings { warn(message, at: span) }
            preludeWarnings = []
        }
        receiver = selfVariable.value
        receiver.removeInitializingMarker()
        if case .enumCase = receiver { return receiver }
        try checkAllInitialized(receiver, info, at: span)
        return receiver
    }

    /// `self.init(…)` in an initializer: another initializer of the type (or a struct's
    /// memberwise one) runs on `self`.
    func delegateInitializer(
        _ info: TypeInfo, _ selfVariable: Variable, _ arguments: [Argument], at span: SourceSpan,
        _ env: Env
    ) throws(Interrupt) {
        // A subclass that declares no initializer has its superclass's: an inherited convenience
        // initializer delegates to them (`NSPersistentCloudKitContainer(name:)`).
        if let initializer = findInitializer(info, arguments, env) {
            guard let body = initializer.body else { throw .error("'\(info.name).init' has no body", at: span) }
            let callee = Env(scope: globalScope.child(), typeContext: declaringClass(of: initializer, from: info))
            let inner = Variable(selfVariable.value, isLet: false)
            callee.scope.declare("self", variable: inner)
            try bind(
                initializer.parameters, arguments, into: callee, callerEnv: env, name: "\(info.name).init",
                genericParameters: initializer.genericParameters, at: span)
            do {
                try enter(at: span) { () throws(Interrupt) in try execute(body, callee) }
            } catch .returned {
            }
            selfVariable.value = inner.value
            return
        }
        guard info.kind == .struct else {
            throw .error("'\(info.name)' has no initializer taking these arguments", at: span)
        }
        selfVariable.value = try memberwise(info, arguments, at: span, env)
    }

    /// The class whose body declares `initializer`, found from `info` up its superclasses: an
    /// inherited initializer runs in its own class, where `super` is that class's superclass.
    private func declaringClass(of initializer: InitializerDecl, from info: TypeInfo) -> TypeInfo {
        info.selfAndSuperclasses.first { $0.initializers.contains(initializer) } ?? info
    }

    /// `super.init(…)` and designated initializers of superclasses.
    func runInitializer(
        _ info: TypeInfo, on receiver: inout Value, _ arguments: [Argument], at span: SourceSpan, _ env: Env
    ) throws(Interrupt) {
        guard let initializer = findInitializer(info, arguments, env) else {
            guard arguments.isEmpty else { throw .error("'\(info.name)' has no initializer taking these arguments", at: span) }
            return
        }
        guard let body = initializer.body else { return }
        let callee = Env(scope: globalScope.child(), typeContext: declaringClass(of: initializer, from: info))
        let selfVariable = Variable(receiver, isLet: false)
        callee.scope.declare("self", variable: selfVariable)
        try bind(
            initializer.parameters, arguments, into: callee, callerEnv: env, name: "\(info.name).init",
            genericParameters: initializer.genericParameters, at: span)
        do {
            try execute(body, callee)
        } catch .returned {
        }
        receiver = selfVariable.value
    }

    /// An initializer declared in an extension of a native type (`extension Color { init(hex:) }`).
    private func runExtensionInitializer(
        _ initializer: InitializerDecl, of name: String, _ arguments: [Argument],
        at span: SourceSpan, _ env: Env
    ) throws(Interrupt) -> Value {
        guard let body = initializer.body, let ext = index.nativeExtensions[name] else { return .none }
        let callee = Env(scope: globalScope.child(), typeContext: ext)
        let selfVariable = Variable(.none, isLet: false)
        callee.scope.declare("self", variable: selfVariable)
        try bind(initializer.parameters, arguments, into: callee, callerEnv: env, name: "\(name).init", at: span)
        do {
            try enter(at: span) { () throws(Interrupt) in try execute(body, callee) }
        } catch .returned(let value) {
            if value.isNone, initializer.isFailable { return .none }
        }
        return selfVariable.value
    }

    /// After an initializer: every stored property must have a value, as Swift checks.
    private func checkAllInitialized(_ receiver: Value, _ info: TypeInfo, at span: SourceSpan) throws(Interrupt) {
        for property in info.allStoredProperties where storedField(of: receiver, property.name) == nil {
            // A `lazy var` is made on its first read.
            if property.isLazy, property.initializer != nil { continue }
            throw .error("'\(info.name).init' returns without initializing '\(property.name)'", at: span)
        }
    }

    /// `Type.case(payload…)`.
    func constructEnumCase(
        _ info: TypeInfo, _ name: String, _ arguments: [Argument], at span: SourceSpan, _ env: Env
    ) throws(Interrupt) -> Value {
        guard let element = info.enumCase(named: name) else { throw .error("'\(info.name)' has no case '\(name)'", at: span) }
        let parameters = element.associatedValues ?? []
        let callee = Env(scope: globalScope.child(), typeContext: info)
        try bind(
            parameters.enumerated().map { i, p in
                var parameter = p
                if parameter.name == "_" || parameter.name.isEmpty { parameter.name = "\u{0}\(i)" }
                return parameter
            }, arguments, into: callee, callerEnv: env, name: "\(info.name).\(name)", at: span)
        var payload: [Value] = []
        for (i, parameter) in parameters.enumerated() {
            let key = parameter.name == "_" || parameter.name.isEmpty ? "\u{0}\(i)" : parameter.name
            payload.append(callee.scope.lookup(key)?.value ?? .none)
        }
        return .enumCase(EnumCase(type: info, name: name, payload: payload, labels: parameters.map(\.label)))
    }

    /// The raw value of an enum case: written, or implied (the case name for String enums, the
    /// previous value plus one for Int enums).
    func rawValue(of value: EnumCase, at span: SourceSpan) throws(Interrupt) -> Value? {
        let info = value.type
        let isString = info.inheritance.contains("String")
        let isInteger = info.inheritance.contains { ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8"].contains($0) }
        let isDouble = info.inheritance.contains { ["Double", "Float", "CGFloat"].contains($0) }
        guard isString || isInteger || isDouble || info.enumCases.contains(where: { $0.rawValue != nil }) else { return nil }
        var next = 0
        for element in info.enumCases {
            var current: Value = isString ? .string(element.name) : .int(next)
            if let written = element.rawValue {
                current = try eval(
                    written, isString ? .native("String") : (isDouble ? .native("Double") : .native("Int")),
                    Env(scope: globalScope, typeContext: info))
            }
            if case .int(let n) = current { next = n + 1 }
            if element.name == value.name { return current }
        }
        return nil
    }
}

extension Value {
    /// Removes the marker an initializer leaves on the value it builds.
    mutating func removeInitializingMarker() {
        switch self {
        case .instance(var instance):
            instance.fields[Interpreter.initializingMarker] = nil
            self = .instance(instance)
        case .object(let object):
            object.fields[Interpreter.initializingMarker] = nil
        default:
            break
        }
    }
}

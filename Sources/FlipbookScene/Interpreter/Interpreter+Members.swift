import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary

extension Interpreter {
    /// `base.name`, or `.name` resolved by the expected type.
    func memberExpression(
        _ base: Expr?, _ name: String, _ hint: TypeValue?, at span: SourceSpan, nameSpan: SourceSpan,
        _ env: Env
    ) throws(Interrupt) -> Value {
        guard let base else {
            guard let type = hint?.unwrapped, !isOpaque(type) else {
                return .implicitMember(
                    ImplicitMember(
                        name: name, arguments: nil, span: nameSpan, scope: env.scope,
                        typeContext: env.typeContext))
            }
            // `let insets: EdgeInsets? = .none`: Optional's `none`, where the type has none of its own.
            if name == "none", case .optional? = hint, !(try hasStaticNone(type, at: nameSpan)) { return .none }
            return try staticMember(of: type, name, nil, at: nameSpan)
        }
        if case .identifier("super") = base.kind {
            guard let receiver = env.selfVariable?.value, let superclass = declaredType(of: receiver)?.superclass else {
                throw .error("'super' is only available in a subclass", at: base.span)
            }
            return try instanceMember(of: receiver, name, in: superclass, at: nameSpan, env)
        }
        // `SwiftUI.Color.red`, `SwiftUI.Tab`: the module's name, as if unqualified (SwiftUI's
        // own type where the scene declares one of the same name).
        if case .identifier(let module) = base.kind, isModuleName(module, env), index.types[module] == nil {
            if let shadowed = index.types["\(module).\(name)"] { return .type(.declared(shadowed)) }
            if !isAppModule(module), shadowsNativeType(name) { return .type(.native(name)) }
            return try eval(Expr(.identifier(name), span: nameSpan), hint, env)
        }
        // `Int16.max`: the sized integers are Int here, but keep their own bounds.
        if name == "min" || name == "max", case .identifier(let typeName) = base.kind,
            let bounds = Self.sizedIntegerBounds[typeName], env.scope.lookup(typeName) == nil, index.types[typeName] == nil
        {
            return .int(name == "min" ? bounds.lowerBound : bounds.upperBound)
        }
        // `.blue.gradient`, `.red.opacity(0.5)`: the chain's root takes its type from the context.
        let receiver = try eval(base, base.isImplicitMemberChain ? hint : nil, env)
        if case .type(let type) = receiver {
            if name == "self" { return receiver }
            return try staticMember(of: type, name, nil, at: nameSpan)
        }
        return try member(of: receiver, name, at: nameSpan, env)
    }

    /// Whether a hint says nothing about the type (a generic parameter, `Any`).
    /// The native type whose static members a `some P` implicit member is looked up on: every
    /// shape style has `AnyShapeStyle`'s (`.secondary`, `.linearGradient(colors:…)`).
    static let opaqueStandIn = ["ShapeStyle": "AnyShapeStyle"]

    func isOpaque(_ type: TypeValue) -> Bool {
        if case .opaque(nil) = type { return true }
        return false
    }

    /// `value.name`: a stored or computed property, a method (as a function value), an
    /// extension's member, or a native type's property.
    func member(of receiver: Value, _ name: String, at span: SourceSpan, _ env: Env) throws(Interrupt) -> Value {
        // `AlertView().self`: every value's `self` is the value.
        if name == "self" { return receiver }
        // `self.$value`, `model.$flag`: a wrapped property's projection, as `$value` is.
        if let first = name.first, first == "$" || first == "_", name.count > 1,
            let wrapped = try wrapperAccess(receiver, name, at: span)
        {
            return wrapped
        }
        switch receiver {
        case .instance(let instance):
            return try instanceMember(of: receiver, name, in: instance.type, at: span, env)
        case .object(let object):
            return try instanceMember(of: receiver, name, in: object.type, at: span, env)
        case .enumCase(let enumCase):
            if name == "rawValue", let raw = try rawValue(of: enumCase, at: span) { return raw }
            return try instanceMember(of: receiver, name, in: enumCase.type, at: span, env)
        case .tuple(let values, let labels):
            if let position = Int(name), position < values.count { return values[position] }
            if let position = labels.firstIndex(of: name) { return values[position] }
            throw .error("tuple has no member '\(name)'", at: span)
        case .none:
            // `extension Optional where Wrapped == String { var orEmpty: String { self ?? "" } }`.
            if let value = try extensionProperty(name, of: receiver, at: span, env) { return value }
            if extensionMember(name, of: receiver) != nil { return .function(boundMethod(receiver, name, at: span, env)) }
            throw .error(
                "value of optional type is nil here; unwrap it with '?', '!', 'if let' or '??' before using '.\(name)'",
                at: span)
        case .implicitMember(let implicit):
            throw .error("cannot tell which type '.\(implicit.name)' belongs to here; write the type out", at: implicit.span)
        default:
            if let value = try extensionProperty(name, of: receiver, at: span, env) { return value }
            if let value = try nativeProperty(of: receiver, name, at: span) { return value }
            if let value = uiImageProperty(of: receiver, name) { return value }
            // `env.colorScheme` of `@Environment(\.self) var env`: that key's value.
            if case .native(.environment(let environment)) = receiver {
                return try environmentValue(.keyPath([name]), environment, at: span)
            }
            if extensionMember(name, of: receiver) != nil || NativeTypes.hasMethod(name, on: receiver, interpreter: self) {
                return .function(boundMethod(receiver, name, at: span, env))
            }
            // `name.hashValue` of a string, a number, an array…: any hashable value's.
            if name == "hashValue", let key = try? hashKey(receiver, at: span) { return .int(key.stableHashValue) }
            // `$model.field`: a binding to a member of what the binding reaches (Binding's
            // dynamic member lookup).
            if case .binding(let binding) = receiver {
                let value = try read(binding, at: span)
                // A binding to an array is a collection of bindings to its elements: its
                // read-only collection properties are the collection's (`$items.count`).
                if case .array(let items) = value, Self.collectionProperties.contains(name) {
                    let elements = Value.array(items.indices.map { .binding(.projection(binding, .index([.int($0)]))) })
                    return try member(of: elements, name, at: span, env)
                }
                _ = try member(of: value, name, at: span, env)
                return .binding(.projection(binding, .property(name)))
            }
            throw .error("value of type '\(typeName(of: receiver))' has no member '\(name)' that Flipbook supports", at: span)
        }
    }

    /// A collection's read-only properties, which a binding to an array answers as the
    /// collection of its element bindings.
    static let collectionProperties: Set<String> = [
        "count", "isEmpty", "indices", "first", "last", "startIndex", "endIndex", "underestimatedCount",
    ]

    /// A member of a declared type's value: stored, computed, method, or from an extension of a
    /// protocol it conforms to.
    func instanceMember(
        of receiver: Value, _ name: String, in type: TypeInfo, at span: SourceSpan, _ env: Env
    ) throws(Interrupt) -> Value {
        if let field = storedField(of: receiver, name) {
            return try readField(field, of: receiver, name, at: span)
        }
        if let property = type.storedProperty(named: name), property.isLazy, property.wrapper == nil,
            let initializer = property.initializer
        {
            return try lazyValue(property, initializer, of: receiver, in: type, at: span)
        }
        if let property = type.computedProperty(named: name) {
            return try runGetter(property, receiver: receiver, at: span)
        }
        if !type.methods(named: name).isEmpty {
            return .function(boundMethod(receiver, name, at: span, env))
        }
        if let value = try extensionProperty(name, of: receiver, at: span, env) { return value }
        if extensionMember(name, of: receiver) != nil { return .function(boundMethod(receiver, name, at: span, env)) }
        if let value = try synthesizedMember(of: receiver, name, in: type, at: span) { return value }
        if Self.collectionProperties.contains(name), let items = try declaredSequenceElements(receiver, at: span) {
            return try member(of: .array(items), name, at: span, env)
        }
        throw .error("value of type '\(type.name)' has no member '\(name)'", at: span)
    }

    /// The raw storage of a stored property of an instance or object.
    /// A `lazy var`'s value, made on first read with `self` at hand (`lazy var container =
    /// { NSPersistentContainer(name: containerName) }()`), and kept by an object. A struct's
    /// cannot be kept by a read: it is made again at each.
    private func lazyValue(
        _ property: StoredProperty, _ initializer: Expr, of receiver: Value, in type: TypeInfo, at span: SourceSpan
    ) throws(Interrupt) -> Value {
        let scope = globalScope.child()
        scope.declare("self", receiver, isLet: true)
        let env = Env(scope: scope, typeContext: property.owner ?? type)
        let hint = try property.type.map { ref throws(Interrupt) in try resolve(ref, env) }
        let value = try enter(at: span) { () throws(Interrupt) in try eval(initializer, hint, env) }
        if case .object(let object) = receiver { object.fields[property.name] = value }
        return value
    }

    func storedField(of receiver: Value, _ name: String) -> Value? {
        switch receiver {
        case .instance(let instance): instance.fields[name]
        case .object(let object): object.field(name)
        default: nil
        }
    }

    /// A method of a value as a function: calling it calls the method on that value.
    func boundMethod(_ receiver: Value, _ name: String, at span: SourceSpan, _ env: Env) -> Function {
        // The one method of the name keeps what it is (`async`: `.task(load)` awaits in it).
        if let type = declaredType(of: receiver), case let methods = type.methods(named: name), methods.count == 1 {
            return Function(.declared(methods[0], receiver: receiver, owner: type), name: name, span: span)
        }
        let interpreterEnv = env
        return Function(
            .native(
                NativeFunction { interpreter, arguments, callSpan throws(Interrupt) in
                    try interpreter.callMethod(on: receiver, name, positional: arguments, at: callSpan, interpreterEnv)
                }), name: name, span: span)
    }

    /// Members every declared type gets from Swift: `id` of a class (its identity), `hashValue`,
    /// `description` (`CustomStringConvertible`'s default).
    private func synthesizedMember(
        of receiver: Value, _ name: String, in type: TypeInfo, at span: SourceSpan
    ) throws(Interrupt) -> Value? {
        switch name {
        case "description", "debugDescription": return .string(describe(receiver))
        case "hashValue": return .int(try hashKey(receiver, at: span).stableHashValue)
        case "id":
            if case .object(let object) = receiver { return .int(object.serial) }
            if type.conforms(to: "Identifiable"), case .enumCase = receiver { return receiver }
            return nil
        case "objectWillChange" where Self.hasSynthesizedMember(name, type):
            return prelude("ObservableObjectPublisher", [:])
        case "localizedDescription" where Self.hasSynthesizedMember(name, type):
            return try localizedDescription(of: receiver, type, at: span)
        default: return nil
        }
    }

    /// Members Swift's protocols give a conforming type, which the type need not declare.
    static func hasSynthesizedMember(_ name: String, _ type: TypeInfo) -> Bool {
        switch name {
        case "objectWillChange": type.conforms(to: "ObservableObject")
        case "localizedDescription": type.conforms(to: "Error") || type.conforms(to: "LocalizedError")
        default: false
        }
    }

    /// An error's `localizedDescription`: a `LocalizedError`'s `errorDescription`, or what
    /// Foundation writes for any other error (its type and code: an enum case's position).
    private func localizedDescription(of receiver: Value, _ type: TypeInfo, at span: SourceSpan) throws(Interrupt) -> Value {
        if type.hasProperty(named: "errorDescription"),
            case .string(let text) = try member(of: receiver, "errorDescription", at: span, Env(scope: globalScope))
        {
            return .string(text)
        }
        var code = 1
        if case .enumCase(let enumCase) = receiver, let position = type.enumCases.firstIndex(where: { $0.name == enumCase.name })
        {
            code = position
        }
        let module = program.moduleNames.first.map { $0 + "." } ?? ""
        return .string("The operation couldn’t be completed. (\(module)\(type.name) error \(code).)")
    }

    /// A computed property from an extension (of the value's type or of a protocol it conforms
    /// to), run with `self` as the value.
    func extensionProperty(_ name: String, of receiver: Value, at span: SourceSpan, _ env: Env) throws(Interrupt) -> Value? {
        guard case .property(let property)? = extensionMember(name, of: receiver) else { return nil }
        return try runGetter(property, receiver: receiver, at: span)
    }

    /// What an extension adds under `name` for this value.
    enum ExtensionMember {
        case property(ComputedProperty)
        case methods([FunctionDecl])
    }

    func extensionMember(_ name: String, of receiver: Value) -> ExtensionMember? {
        for info in extensionTypes(of: receiver) {
            if let property = info.computedProperties[name] { return .property(property) }
            if let methods = info.methods[name], !methods.isEmpty { return .methods(methods) }
        }
        return nil
    }

    /// The extension tables that apply to a value: its native type's, then its protocols'.
    func extensionTypes(of receiver: Value) -> [TypeInfo] {
        let key: LookupCache.ValueType
        if let type = declaredType(of: receiver) {
            key = .declared(ObjectIdentifier(type))
        } else if case .view(let view) = receiver {
            var isShape = false
            if case .shape = view { isShape = true }
            key = .view(builtIn: Self.builtInViewTypeName(view), isShape: isShape)
        } else {
            key = .native(NativeTypes.typeName(of: receiver))
        }
        if let found = lookups.extensionTypes[key] { return found }
        let found = findExtensionTypes(of: receiver)
        lookups.extensionTypes[key] = found
        return found
    }

    private func findExtensionTypes(of receiver: Value) -> [TypeInfo] {
        var result: [TypeInfo] = []
        // `extension Text { func banner() … }`: a built-in view's own type comes first.
        if case .view(let view) = receiver, let viewType = Self.builtInViewTypeName(view),
            let ext = index.nativeExtensions[viewType]
        {
            result.append(ext)
        }
        let typeName = NativeTypes.typeName(of: receiver)
        if let typeName, let ext = index.nativeExtensions[typeName] { result.append(ext) }
        // A UIColor is a colour value here: an `extension UIColor`'s methods (`getRed`,
        // `lighter()`) apply to it after Color's.
        if typeName == "Color", let ext = index.nativeExtensions["UIColor"] { result.append(ext) }
        for proto in protocols(of: receiver) {
            if let ext = index.protocolExtensions[proto] { result.append(ext) }
        }
        // An optional is held as its value: `extension Optional where Wrapped == String`'s
        // members apply to a string too, after the string's own.
        if let ext = index.nativeExtensions["Optional"] { result.append(ext) }
        return result
    }

    /// The SwiftUI type of a built-in view, where an extension may add to it.
    static func builtInViewTypeName(_ view: ViewValue) -> String? {
        switch view {
        case .text: "Text"
        case .leaf(let leaf, _) where leaf.base is any ImageLeafView: "Image"
        case .shape(let shape, _):
            switch shape.shape {
            case .rectangle: "Rectangle"
            case .roundedRectangle: "RoundedRectangle"
            case .unevenRoundedRectangle: "UnevenRoundedRectangle"
            case .circle: "Circle"
            case .ellipse: "Ellipse"
            case .capsule: "Capsule"
            case .path: "Path"
            default: nil
            }
        default: nil
        }
    }

    /// The protocols a value's type conforms to, for protocol extension lookup.
    func protocols(of receiver: Value) -> [String] {
        if let type = declaredType(of: receiver) {
            var names: [String] = []
            var current: TypeInfo? = type
            while let info = current {
                names += info.inheritance
                current = info.superclass
            }
            // An enum without associated values is Equatable and Hashable without saying so
            // (a raw-value one too, through RawRepresentable), as Swift synthesizes them.
            if type.kind == .enum, type.enumCases.allSatisfy({ $0.associatedValues == nil }) {
                names += ["Hashable"]
            }
            return index.allConformances(of: names)
        }
        // `extension Timer.TimerPublisher: Publisher`: a built-in type given a protocol.
        var names = NativeTypes.protocols(of: receiver)
        if let typeName = NativeTypes.typeName(of: receiver), let ext = index.nativeExtensions[typeName],
            !ext.inheritance.isEmpty
        {
            names += index.allConformances(of: ext.inheritance).filter { !names.contains($0) }
        }
        return names
    }

    /// The type `.init(…)` makes where `type` is expected: `.foregroundColor(.init(hex: "efefef"))`
    /// takes a `Color?` in SwiftUI, and Flipbook reads colours and styles as one shape style.
    static func constructedType(_ type: TypeValue) -> TypeValue {
        if case .native(let name) = type, name == "AnyShapeStyle" || name == "ShapeStyle" { return .native("Color") }
        return type
    }

    /// `Type.name`: a static property, an enum case, a nested type, a static method as a
    /// function, or a native type's static member.
    func staticMember(of type: TypeValue, _ name: String, _ arguments: Arguments?, at span: SourceSpan) throws(Interrupt) -> Value
    {
        if let shape = try builtInShapeMember(type, name, nil, at: span, Env(scope: globalScope)) { return shape }
        switch type {
        case .declared(let info):
            if let value = try declaredStatic(info, name, at: span) { return value }
        case .native(let typeName):
            // `Color.gray` where an extension adds `static func gray(_:)`: Swift picks the
            // property where no call is made; the extension's method stays for `Color.gray(0.8)`.
            if let ext = index.nativeExtensions[typeName], ext.staticMethods[name] != nil,
                ext.staticStored[name] == nil, ext.staticComputed[name] == nil,
                let value = try NativeTypes.staticProperty(typeName, name, interpreter: self, at: span)
            {
                return value
            }
            if let ext = index.nativeExtensions[typeName], let value = try declaredStatic(ext, name, at: span) { return value }
            if let protocolExt = NativeTypes.staticProtocolExtension(for: typeName).flatMap({ index.protocolExtensions[$0] }),
                let value = try declaredStatic(protocolExt, name, at: span)
            {
                return value
            }
            if let value = try NativeTypes.staticProperty(typeName, name, interpreter: self, at: span) { return value }
            if NativeTypes.hasStaticFunction(typeName, name) {
                return .function(
                    Function(
                        .native(
                            NativeFunction { interpreter, values, callSpan throws(Interrupt) in
                                try interpreter.callStaticNative(typeName, name, positional: values, at: callSpan)
                            }), name: name, span: span))
            }
            if let source = staticMemberSource(typeName, name, isCall: false) {
                return try staticMember(of: .native(source), name, arguments, at: span)
            }
            // A nested type (`Gradient.Stop`, `Font.Weight`).
            if NativeTypes.isNativeType("\(typeName).\(name)") { return .type(.native("\(typeName).\(name)")) }
            // `.font(.none)`: SwiftUI's parameter is optional (`Font?`), and `.none` is its nil.
            if name == "none" { return .none }
        case .optional(let inner):
            if name == "none" { return .none }
            return try staticMember(of: inner, name, arguments, at: span)
        case .array:
            // `extension [Card] { static let preview }`, `extension Array where Element == Card`.
            if let ext = index.nativeExtensions["Array"], let value = try declaredStatic(ext, name, at: span) { return value }
        case .opaque(let proto?):
            // `.clipShape(.buttonBorder)`: a member of `extension Shape where Self == ButtonBorderShape`.
            if let owner = sameTypeOwner(of: name, in: type) {
                return try staticMember(of: owner, name, arguments, at: span)
            }
            // `style = .secondary` for a `some ShapeStyle`: the styles every shape style has.
            if let standIn = Self.opaqueStandIn[proto] {
                return try staticMember(of: .native(standIn), name, arguments, at: span)
            }
        default:
            break
        }
        if name == "self" { return .type(type) }
        if name == "init" {
            return .function(Function(.initializer(Self.constructedType(type)), name: "init", span: span))
        }
        // Xcode 15 makes a `Color` member of each colour in an asset catalogue.
        if case .native(let colorType) = type,
            ["Color", "UIColor", "ShapeStyle", "AnyShapeStyle", "ColorResource"].contains(colorType),
            let color = assets.color(symbol: name)
        {
            return .native(.color(color))
        }
        // … and a `UIImage` member of each image (`UIImage.hero`).
        if case .native("UIImage") = type, let source = assets.image(symbol: name) {
            return .view(Self.imageView(try decoded(source, at: span), span: span))
        }
        // `ImageResource.Fountain.terracotta`, `Color.Brand.primary`: a namespace folder of the
        // catalogue stands for the resource type, whose members its assets are.
        if case .native(let resourceType) = type,
            ["ImageResource", "ColorResource", "Color", "UIColor", "UIImage"].contains(resourceType),
            assets.image(symbol: name) == nil, assets.color(symbol: name) == nil, assets.isNamespace(symbol: name)
        {
            return .type(type)
        }
        if case .native("ImageResource") = type {
            return .view(try assetImage(symbol: name, nameSpan: span, span: span, instead: nil))
        }
        if case .native(let colorType) = type, colorType == "Color" || colorType == "UIColor" {
            let example =
                colorType == "Color"
                ? "Color(red: 0.2, green: 0.4, blue: 0.8)" : "UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)"
            throw .error(
                "type '\(type)' has no member '\(name)' (if it is an asset catalogue's colour, "
                    + (assets.isEmpty ? "give the catalogue with --assets, or " : "none of those given with --assets has it: ")
                    + "declare it in an extension of \(colorType), for example static let \(name) = \(example))",
                at: span)
        }
        if let owner = subclassOwner(of: name, in: type) { return try staticMember(of: owner, name, arguments, at: span) }
        throw .error("type '\(type)' has no member '\(name)'", at: span)
    }

    /// The type behind a protocol-like native type (`AnyShapeStyle`) that has the static member
    /// `name`, in the scene's extensions or natively.
    func staticMemberSource(_ typeName: String, _ name: String, isCall: Bool) -> String? {
        NativeTypes.memberSources(of: typeName).first { source in
            if let ext = index.nativeExtensions[source],
                isCall ? ext.staticMethods[name] != nil : (ext.staticStored[name] != nil || ext.staticComputed[name] != nil)
            {
                return true
            }
            return NativeTypes.hasStaticFunction(source, name) || (!isCall && NativeTypes.hasStaticProperty(source, name))
        }
    }

    /// A static member declared in the scene (or its extensions).
    private func declaredStatic(_ info: TypeInfo, _ name: String, at span: SourceSpan) throws(Interrupt) -> Value? {
        if let wrapped = try staticWrapperAccess(info, name, at: span) { return wrapped }
        if let property = info.staticStored[name] {
            return try staticStoredValue(info, property, at: span)
        }
        if let property = info.staticComputed[name] {
            return try runGetter(property, receiver: staticReceiver(info, name), at: span, isStatic: true)
        }
        if let element = info.enumCase(named: name) {
            if let parameters = element.associatedValues, !parameters.isEmpty {
                return .function(Function(.enumCase(info, name), name: name, span: span))
            }
            return .enumCase(EnumCase(type: info, name: name))
        }
        if let nested = info.nestedTypes[name] { return .type(.declared(nested)) }
        // `Backyard.ID`: an `Identifiable` type's `ID`, the type of its `id`.
        if name == "ID", info.typeAliases["ID"] == nil, let type = identifierType(of: info) { return .type(type) }
        // `Key.Value()`: a type alias of the type, as a type.
        if let alias = info.typeAliases[name] {
            return .type(try resolve(alias, Env(scope: globalScope, typeContext: info)))
        }
        // `CaseIterable` synthesizes `allCases` for enums whose cases carry no values.
        if name == "allCases", info.kind == .enum, info.conforms(to: "CaseIterable"),
            info.enumCases.allSatisfy({ ($0.associatedValues ?? []).isEmpty })
        {
            return .array(info.enumCases.map { .enumCase(EnumCase(type: info, name: $0.name)) })
        }
        if let functions = info.staticMethods[name], let first = functions.first {
            return .function(
                Function(.declared(first, receiver: staticReceiver(info, name), owner: info), name: name, span: span))
        }
        if let superclass = info.superclass { return try declaredStatic(superclass, name, at: span) }
        // Static members a protocol extension provides to its conforming types.
        if info.kind != .protocol {
            for proto in index.allConformances(of: info.inheritance) {
                if let ext = index.protocolExtensions[proto], let value = try declaredStatic(ext, name, at: span) {
                    return value
                }
            }
        }
        return nil
    }

    /// `self` in a static member: the type, or the one a protocol extension constrains `Self` to.
    private func staticReceiver(_ info: TypeInfo, _ name: String) -> Value {
        guard let constrained = info.staticSelfTypes[name] else { return .type(.declared(info)) }
        if let declared = index.resolveType(constrained, from: nil) { return .type(.declared(declared)) }
        return .type(.native(NativeTypes.canonicalName(constrained)))
    }

    /// A static stored property's value, evaluated once.
    func staticStoredValue(_ info: TypeInfo, _ property: StoredProperty, at span: SourceSpan) throws(Interrupt) -> Value {
        if let wrapperType = property.customWrapper {
            let storage = try staticWrapperStorage(info, property, wrapperType, at: span)
            return try wrappedValue(.custom(storage), property.name, at: span)
        }
        return try staticValueOnce("\(info.name).\(property.name)", property, at: span) { () throws(Interrupt) in
            try initialStaticValue(info, property)
        }
    }

    /// A static value made once per run and kept under `key`; making it while it is being made
    /// is an error.
    func staticValueOnce(
        _ key: String, _ property: StoredProperty, at span: SourceSpan, _ make: () throws(Interrupt) -> Value
    ) throws(Interrupt) -> Value {
        dependencies.read(.global(key))
        if let cached = staticValues[key] { return cached }
        guard !globalsInProgress.contains(key) else {
            throw .error("'\(property.name)' is used in its own initial value", at: span)
        }
        globalsInProgress.insert(key)
        defer { globalsInProgress.remove(key) }
        let value = try make()
        staticValues[key] = value
        return value
    }

    private func initialStaticValue(_ info: TypeInfo, _ property: StoredProperty) throws(Interrupt) -> Value {
        // `@Namespace static var ns` in a `PreviewProvider`: one namespace for the previews.
        if property.wrapper?.name == "Namespace", property.initializer == nil {
            namespaceCount += 1
            return .native(.namespaceID(namespaceCount))
        }
        guard let initializer = property.initializer else {
            // `static var selected: Int?`, `@State static var selected: Int?`: an optional
            // variable starts as nil, as Swift gives it.
            if !property.isLet, case .optional? = property.type?.kind { return .none }
            throw .error("static property '\(property.name)' needs an initial value", at: property.span)
        }
        let env = Env(scope: globalScope.child(), typeContext: info)
        let hint =
            try property.type.map { ref throws(Interrupt) in try resolve(ref, env) }
            ?? (info.isDeclared ? .declared(info) : .native(info.name))
        var value = try eval(initializer, hint, env)
        if property.type != nil { value = try conform(value, to: hint, at: initializer.span) }
        return value
    }
}

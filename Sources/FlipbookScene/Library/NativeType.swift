import FlipbookModel
import FlipbookSyntax

/// A type the interpreter implements natively: its static members, initializer, properties and
/// methods, each a closure over the interpreter. One value per type, declared in its own file
/// (`NativeTypes.color`, `NativeTypes.array`…) and listed in `NativeTypes.all`.
struct NativeType: Sendable {
    typealias StaticProperty = @Sendable (Interpreter, SourceSpan) throws(Interrupt) -> Value
    typealias Call = @Sendable (Interpreter, Arguments) throws(Interrupt) -> Value
    typealias Property = @Sendable (Interpreter, Value, SourceSpan) throws(Interrupt) -> Value
    typealias Method = @Sendable (Interpreter, Value, Arguments) throws(Interrupt) -> Value
    typealias MutatingMethod = @Sendable (Interpreter, inout Value, Arguments) throws(Interrupt) -> Value
    typealias Setter = @Sendable (Interpreter, inout Value, Value, SourceSpan) throws(Interrupt) -> Void

    let name: String
    /// Other spellings of the type (`CGFloat` for `Double`).
    var aliases: [String] = []
    /// Protocols its values conform to, for protocol extensions (`extension Comparable`).
    var protocols: [String] = []
    /// Types whose static members are reachable from this one as implicit members, as Swift's
    /// `extension ShapeStyle where Self == Color` makes `.blue` a `ShapeStyle`.
    var memberSources: [String] = []
    var staticProperties: [String: StaticProperty] = [:]
    var staticFunctions: [String: Call] = [:]
    var initializer: Call?
    var properties: [String: Property] = [:]
    var setters: [String: Setter] = [:]
    var methods: [String: Method] = [:]
    var mutatingMethods: [String: MutatingMethod] = [:]

    init(_ name: String, _ build: (inout NativeType) -> Void = { _ in }) {
        self.name = name
        build(&self)
    }
}

/// The registry of native types.
enum NativeTypes {
    /// Every native type, by name and alias.
    static let table: [String: NativeType] = {
        var table: [String: NativeType] = [:]
        for type in all {
            table[type.name] = type
            for alias in type.aliases { table[alias] = type }
        }
        return table
    }()

    static func isNativeType(_ name: String) -> Bool { table[name] != nil || viewTypeNames.contains(name) }

    /// The name a type is registered under (`CGFloat` is `Double`).
    static func canonicalName(_ name: String) -> String { table[name]?.name ?? name }

    /// The native type's name of a value, if it is one.
    static func typeName(of value: Value) -> String? {
        switch value {
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .string: "String"
        case .array: "Array"
        case .dictionary: "Dictionary"
        case .set: "Set"
        case .range: "Range"
        case .binding: "Binding"
        case .native(let native): native.typeName
        case .view: "View"
        default: nil
        }
    }

    static func protocols(of value: Value) -> [String] {
        // A shape's `extension Shape` methods come before those of `extension View`.
        if case .view(.shape) = value { return ["InsettableShape", "Shape", "View"] }
        if case .view = value { return ["View"] }
        // A gradient is held as a shape style, and is a view too: an `extension View`'s
        // methods apply to it (`LinearGradient(…).cornerRadius(20, corners: …)`).
        if case .native(.style(let style)) = value, isGradient(style) {
            return ["ShapeStyle", "View", "Equatable", "Hashable"]
        }
        guard let name = typeName(of: value) else { return [] }
        return (table[name]?.protocols ?? []) + ["Equatable", "Hashable"]
    }

    private static func isGradient(_ style: StyleValue) -> Bool {
        switch style {
        case .linearGradient, .radialGradient, .angularGradient, .ellipticalGradient, .meshGradient: true
        case .opacity(let inner, _), .shadowed(let inner, _): isGradient(inner)
        default: false
        }
    }

    /// Where statics declared in a protocol extension apply to a native type:
    /// `extension AnyTransition` is a type; `extension Transition where Self == …` is rare.
    static func staticProtocolExtension(for typeName: String) -> String? {
        switch typeName {
        case "Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "MeshGradient",
            "AnyShapeStyle":
            "ShapeStyle"
        default: nil
        }
    }

    static func staticProperty(
        _ typeName: String, _ name: String, interpreter: Interpreter, at span: SourceSpan
    ) throws(Interrupt) -> Value? {
        guard let property = table[typeName]?.staticProperties[name] else { return nil }
        return try property(interpreter, span)
    }

    static func memberSources(of typeName: String) -> [String] { table[typeName]?.memberSources ?? [] }

    static func hasStaticProperty(_ typeName: String, _ name: String) -> Bool { table[typeName]?.staticProperties[name] != nil }

    static func hasStaticFunction(_ typeName: String, _ name: String) -> Bool { table[typeName]?.staticFunctions[name] != nil }

    static func staticFunction(_ typeName: String, _ name: String) -> NativeType.Call? { table[typeName]?.staticFunctions[name] }

    static func initializer(_ name: String) -> NativeType.Call? {
        table[name]?.initializer ?? ViewFactories.initializers[name]
    }

    static func hasMethod(_ name: String, on value: Value, interpreter: Interpreter) -> Bool {
        guard let typeName = typeName(of: value), let type = table[typeName] else { return false }
        return type.methods[name] != nil || type.mutatingMethods[name] != nil
    }

    /// Names of native methods that change their receiver (the call site writes it back).
    static let mutatingMethodNames: Set<String> = {
        var names: Set<String> = []
        for type in all { names.formUnion(type.mutatingMethods.keys) }
        return names
    }()

    /// Whether a value that is not a view value can still be used as a view (a colour, a
    /// gradient).
    static func isViewLike(_ value: Value) -> Bool {
        switch value {
        case .native(.color), .native(.style), .native(.gradient), .native(.path): true
        default: false
        }
    }

    /// The native types. Each file adds its own.
    static let all: [NativeType] =
        [
            int, double, bool, string, array, dictionary, set, range,
            color, uiColor, anyShapeStyle, material, animation, anyTransition, font, fontTextStyle, fontWeight, fontDesign, angle, unitPoint,
            alignment,
            horizontalAlignment, verticalAlignment, edge, edgeSet, axis, axisSet, path, strokeStyle, lineCap, lineJoin,
            duration, dispatchTime, dispatchQueue, task, binding, state, observedObject, published, uuid, date, namespace, previewTrait, environmentValues,
            gradient, gradientStop, linearGradient, radialGradient, angularGradient, ellipticalGradient, meshGradient,
            gradientColorSpace,
            affineTransform, projectionTransform, timerType, timerPublisherType, geometryProxy, coordinateSpace, graphicsContext,
            viewDimensions, calendar, uiImage, imageResource, colorResource, anchor, anchorSource, shadowStyle, anyShape,
            graphicsContextFilter, resolvedSymbol,
        ] + enumLikes

    /// SwiftUI's view types, made by `ViewFactories`.
    static let viewTypeNames: Set<String> = Set(ViewFactories.initializers.keys)
}

extension Interpreter {
    /// A native property (`items.count`, `angle.degrees`, `color.opacity`…).
    func nativeProperty(of receiver: Value, _ name: String, at span: SourceSpan) throws(Interrupt) -> Value? {
        guard let typeName = NativeTypes.typeName(of: receiver),
            let property = NativeTypes.table[typeName]?.properties[name]
        else { return nil }
        return try property(self, receiver, span)
    }

    /// A native method call; nil when the type has no such method.
    func nativeMethod(
        on receiver: inout Value, _ name: String, _ args: Arguments, hint: TypeValue?, at span: SourceSpan
    ) throws(Interrupt) -> Value? {
        guard let typeName = NativeTypes.typeName(of: receiver), let type = NativeTypes.table[typeName] else { return nil }
        args.resultHint = hint
        if let method = type.mutatingMethods[name] { return try method(self, &receiver, args) }
        if let method = type.methods[name] { return try method(self, receiver, args) }
        return nil
    }

    /// Sets a native property (`point.x = 3` on a natively implemented value).
    func nativeSetProperty(_ receiver: inout Value, _ name: String, _ value: Value, at span: SourceSpan) throws(Interrupt) -> Bool
    {
        guard let typeName = NativeTypes.typeName(of: receiver),
            let setter = NativeTypes.table[typeName]?.setters[name]
        else { return false }
        try setter(self, &receiver, value, span)
        return true
    }

    /// A native type's static function, called with positional values (a function value).
    func callStaticNative(_ typeName: String, _ name: String, positional: [Value], at span: SourceSpan) throws(Interrupt) -> Value
    {
        guard let function = NativeTypes.staticFunction(typeName, name) else {
            throw .error("'\(typeName).\(name)' cannot be called here", at: span)
        }
        let (arguments, scope) = literalArguments(positional, Env(scope: globalScope))
        let args = Arguments(self, arguments, callee: "\(typeName).\(name)", span: span, env: Env(scope: scope))
        let result = try function(self, args)
        try args.finish()
        return result
    }
}

// `table.define(key) { … }` stores a closure through a concrete, non-optional parameter,
// because Swift 6.3 crashes in SILGen when a typed-throws closure expression is emitted at a
// generic or optional abstraction (`table[key] = { … throws(Interrupt) in … }`).
extension Dictionary where Key == String, Value == NativeType.Call {
    mutating func define(_ key: String, _ value: @escaping NativeType.Call) { self[key] = value }
}

extension Dictionary where Key == String, Value == NativeType.StaticProperty {
    mutating func define(_ key: String, _ value: @escaping NativeType.StaticProperty) { self[key] = value }
}

extension Dictionary where Key == String, Value == NativeType.Method {
    mutating func define(_ key: String, _ value: @escaping NativeType.Method) { self[key] = value }
}

extension Dictionary where Key == String, Value == NativeType.Setter {
    mutating func define(_ key: String, _ value: @escaping NativeType.Setter) { self[key] = value }
}

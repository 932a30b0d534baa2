import FlipbookModel
import FlipbookSyntax

/// The environment keys SwiftUI declares that scenes read and write, mapped onto the model's
/// `EnvironmentValues`. Keys with no effect offline (locale, layout direction…) read their iOS
/// defaults and accept writes.
enum BuiltinEnvironment {
    struct Key {
        var type: String
        var read: @Sendable (Interpreter, EnvironmentValues) -> Value
        var write: @Sendable (Interpreter, inout EnvironmentValues, Value) -> Void
    }

    static let keys: [String: Key] = [
        "colorScheme": Key(
            type: "ColorScheme",
            read: { i, env in i.preludeEnumCase("ColorScheme", env.colorScheme.rawValue) },
            write: { _, env, value in
                if case .enumCase(let e) = value { env.colorScheme = ColorScheme(rawValue: e.name) ?? .light }
            }),
        "font": Key(
            type: "Font",
            read: { _, env in env.font.map { .native(.font($0)) } ?? .none },
            write: { _, env, value in
                if case .native(.font(let f)) = value { env.font = f } else { env.font = nil }
            }),
        "lineLimit": Key(
            type: "Int",
            read: { _, env in env.lineLimit.map { .int($0) } ?? .none },
            write: { _, env, value in env.lineLimit = value.asInt }),
        "isEnabled": Key(
            type: "Bool",
            read: { _, env in .bool(env.isEnabled) },
            write: { _, env, value in env.isEnabled = value.asBool ?? true }),
        // Not a SwiftUI key: what `.tint` set, for the prelude's controls (nil: the default).
        "flipbookControlTint": Key(
            type: "AnyShapeStyle",
            read: { _, env in env.tint.map { .native(.style($0)) } ?? .none },
            write: { i, env, value in env.tint = i.shapeStyle(value) }),
        "backgroundStyle": Key(
            type: "AnyShapeStyle",
            read: { _, env in env.backgroundStyle.map { .native(.style($0)) } ?? .none },
            write: { i, env, value in env.backgroundStyle = i.shapeStyle(value) }),
        // Not a SwiftUI key: whether `.labelsHidden()` applies, for the prelude's controls.
        "flipbookLabelsHidden": Key(
            type: "Bool",
            read: { _, env in .bool(env.labelsHidden) },
            write: { _, env, value in env.labelsHidden = value.asBool ?? false }),
        "dynamicTypeSize": Key(
            type: "DynamicTypeSize",
            read: { i, env in i.preludeEnumCase("DynamicTypeSize", env.dynamicTypeSize.name) },
            write: { _, env, value in
                if case .enumCase(let e) = value { env.dynamicTypeSize = DynamicTypeSize(name: e.name) ?? .large }
            }),
        "redactionReasons": Key(
            type: "RedactionReasons",
            read: { i, env in
                guard let info = i.index.types["RedactionReasons"] else { return .int(env.redactionReasons) }
                return .instance(Instance(type: info, fields: ["rawValue": .int(env.redactionReasons)]))
            },
            write: { _, env, value in
                if case .instance(let instance) = value, let bits = instance.fields["rawValue"]?.asInt {
                    env.redactionReasons = bits
                }
            }),
        "sizeCategory": Key(
            type: "ContentSizeCategory",
            read: { i, env in i.preludeEnumCase("ContentSizeCategory", env.dynamicTypeSize.contentSizeCategoryName) },
            write: { _, env, value in
                if case .enumCase(let e) = value {
                    env.dynamicTypeSize = DynamicTypeSize(contentSizeCategory: e.name) ?? .large
                }
            }),
        "displayScale": Key(
            type: "Double",
            read: { _, env in .double(env.displayScale) },
            write: { _, env, value in env.displayScale = value.asDouble ?? 1 }),
        "multilineTextAlignment": Key(
            type: "TextAlignment",
            read: { _, env in .native(.enumCase(type: "TextAlignment", name: env.multilineTextAlignment.rawValue)) },
            write: { _, env, value in
                if case .native(.enumCase(_, let name)) = value { env.multilineTextAlignment = .init(rawValue: name) ?? .leading }
            }),
    ]

    /// Keys whose values do not change drawing here; they read SwiftUI's iOS defaults.
    static let inert: [String: Value] = [
        "layoutDirection": .native(.enumCase(type: "LayoutDirection", name: "leftToRight")),
        "horizontalSizeClass": .native(.enumCase(type: "UserInterfaceSizeClass", name: "compact")),
        "verticalSizeClass": .native(.enumCase(type: "UserInterfaceSizeClass", name: "regular")),
        "colorSchemeContrast": .native(.enumCase(type: "ColorSchemeContrast", name: "standard")),
        "legibilityWeight": .native(.enumCase(type: "LegibilityWeight", name: "regular")),
        "accessibilityReduceMotion": .false,
        "accessibilityReduceTransparency": .false,
        "accessibilityDifferentiateWithoutColor": .false,
        "accessibilityVoiceOverEnabled": .false,
        "accessibilitySwitchControlEnabled": .false,
        "accessibilityInvertColors": .false,
        "accessibilityShowButtonShapes": .false,
        "accessibilityEnabled": .false,
        "accessibilityLargeContentViewerEnabled": .false,
        "isLuminanceReduced": .false,
        "scenePhase": .native(.enumCase(type: "ScenePhase", name: "active")),
        "isPresented": .false,
        // No search field is ever active: nothing types into one offline.
        "isSearching": .false,
        "editMode": .none,
        "locale": .string("en_US"),
        "calendar": .string("gregorian"),
        "timeZone": .string("GMT"),
    ]
}

extension Interpreter {
    /// Whether an object of the type is in the environment (`.environmentObject(…)`,
    /// `.environment(object)`).
    func hasEnvironmentObject(_ type: String, _ environment: SceneEnvironment) -> Bool {
        environment.custom["object:\(type)"] != nil
    }

    static func missingEnvironmentObject(_ type: String) -> String {
        "no \(type) in the environment; add .environmentObject(…) or .environment(…) above this view"
    }

    /// What `@Environment(key)` reads in `environment`.
    func environmentValue(
        _ key: EnvironmentRead.Key, _ environment: SceneEnvironment, at span: SourceSpan
    ) throws(Interrupt) -> Value {
        switch key {
        case .object(let name), .type(let name):
            guard let value = environment.custom["object:\(name)"] else {
                throw .error(Self.missingEnvironmentObject(name), at: span)
            }
            return value
        case .keyPath(let names):
            // `@Environment(\.self) var env`: the environment's values (`env.managedObjectContext`).
            guard let first = names.first else { return .native(.environment(environment)) }
            var value = try environmentValue(first, environment, at: span)
            for name in names.dropFirst() { value = try member(of: value, name, at: span, Env(scope: globalScope)) }
            return value
        }
    }

    private func environmentValue(_ name: String, _ environment: SceneEnvironment, at span: SourceSpan) throws(Interrupt) -> Value
    {
        if let key = BuiltinEnvironment.keys[name] { return key.read(self, environment.values) }
        if let ext = index.nativeExtensions["EnvironmentValues"] {
            if let property = ext.computedProperties[name] {
                return try runGetter(property, receiver: .native(.environment(environment)), at: span)
            }
            if let entry = ext.storedProperties.first(where: { $0.name == name }) {
                if let value = environment.custom[name] { return value }
                guard let initializer = entry.initializer else { return .none }
                let env = Env(scope: globalScope.child(), typeContext: ext)
                let hint = try entry.type.map { ref throws(Interrupt) in try resolve(ref, env) }
                return try eval(initializer, hint, env)
            }
        }
        if let value = BuiltinEnvironment.inert[name] { return value }
        switch name {
        // `.controlSize(_:)` above, else `.regular`.
        case "controlSize":
            return environment.custom[Self.controlSizeKey] ?? .native(.enumCase(type: "ControlSize", name: "regular"))
        // Actions a preview's root has nothing to do with: callable, they do nothing.
        case "dismiss" where environment.custom[Self.dismissKey] != nil:
            return environment.custom[Self.dismissKey]!
        case "presentationMode" where environment.custom[Self.dismissKey] != nil:
            return .binding(
                .constant(
                    prelude("PresentationMode", ["isPresented": .true, "_dismiss": environment.custom[Self.dismissKey]!])))
        // `.environment(\.openURL, OpenURLAction { … })` above: that action.
        case "openURL" where environment.custom["openURL"] != nil:
            return environment.custom["openURL"]!
        case "dismiss", "openURL", "dismissSearch", "refresh", "requestReview", "openWindow", "dismissWindow":
            return .function(Function(.native(NativeFunction { _, _, _ in .void }), name: name, span: span))
        // `presentationMode.wrappedValue.dismiss()`: the root is not presented.
        case "presentationMode":
            let nothing = Function(.native(NativeFunction { _, _, _ in .void }), name: "dismiss", span: span)
            return .binding(.constant(prelude("PresentationMode", ["isPresented": .false, "_dismiss": .function(nothing)])))
        // A preview canvas has no safe area.
        case "safeAreaInsets":
            return makeEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        default:
            break
        }
        throw .error("environment key '\\.\(name)' is not supported by Flipbook yet", at: span)
    }

    /// `.environment(\.key, value)`: a built-in key writes the model's values; the scene's
    /// own keys run their setter (`self[Key.self] = newValue`) or store an `@Entry`.
    func writeEnvironment(
        _ key: String, _ value: Value, into environment: inout SceneEnvironment, at span: SourceSpan
    ) throws(Interrupt) {
        if key.hasPrefix("object:") {
            environment.custom[key] = value
            return
        }
        if let builtin = BuiltinEnvironment.keys[key] {
            builtin.write(self, &environment.values, value)
            return
        }
        if let ext = index.nativeExtensions["EnvironmentValues"], let property = ext.computedProperties[key] {
            var receiver = Value.native(.environment(environment))
            try runSetter(property, receiver: &receiver, value, at: span)
            if case .native(.environment(let updated)) = receiver { environment = updated }
            return
        }
        environment.custom[key] = value
    }

    /// The declared type of an environment key's value, to resolve `.dark` in
    /// `.environment(\.colorScheme, .dark)`.
    func environmentKeyType(_ key: String) -> TypeValue? {
        if let builtin = BuiltinEnvironment.keys[key] { return typeNamed(builtin.type, from: nil) }
        guard let ext = index.nativeExtensions["EnvironmentValues"] else { return nil }
        let ref = ext.computedProperties[key]?.type ?? ext.storedProperties.first { $0.name == key }?.type
        return ref.flatMap { try? resolve($0, Env(scope: globalScope, typeContext: ext)) }
    }

    /// A case of an enum the prelude declares (`ColorScheme.dark`).
    func preludeEnumCase(_ type: String, _ name: String) -> Value {
        guard let info = index.types[type] else { return .native(.enumCase(type: type, name: name)) }
        return .enumCase(EnumCase(type: info, name: name))
    }
}

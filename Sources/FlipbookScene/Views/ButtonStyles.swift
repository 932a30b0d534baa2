import FlipbookModel
import FlipbookVocabulary

/// `buttonStyle(_:)`: how the buttons below draw (docs/semantics.md, "Controls").
/// - `.automatic`, `.borderless`: the label in the tint (red for a destructive role);
/// - `.plain`: the label as it is, in the foreground style;
/// - `.bordered`, `.borderedProminent`: the label in a rounded chrome, light or filled with
///   the tint (the prelude's `_ButtonChrome`);
/// - the scene's own `ButtonStyle` (`makeBody(configuration:)`, `configuration.label`,
///   `configuration.isPressed`, false: a scripted tap does not hold a press) and
///   `PrimitiveButtonStyle` (`configuration.trigger()` runs the action; the style decides
///   what is tapped).
extension Interpreter {
    static let buttonStyleKey = "\u{0}buttonStyle"

    func buttonView(
        _ button: ButtonValue, at identity: Identity, in environment: SceneEnvironment, _ out: ExpansionOutput?
    ) throws(Interrupt) -> ViewValue {
        let span = button.span
        let tap = ModifierValue.effect(EffectSpec(kind: .tap(label: button.title), action: button.action, span: span))
        let style = environment.custom[Self.buttonStyleKey]
        if case .instance(let instance)? = style, !instance.type.name.hasPrefix("_"),
            !Self.builtinButtonStyles.keys.contains(instance.type.name),
            case .instance(let bound) = try bindStyle(style!, of: identity, environment, out)
        {
            return try customButtonStyle(bound, button, tap: tap)
        }
        switch Self.builtinButtonStyleName(style) {
        case "plain":
            return .modified(button.label, tap, span: span)
        case "glass":
            let chrome = try constructPrelude("_GlassButtonChrome", [("label", .view(button.label))], at: span)
            return .modified(try asView(chrome, at: span), tap, span: span)
        case "bordered", "borderedProminent", "glassProminent":
            let name = Self.builtinButtonStyleName(style)
            let isProminent = name != "bordered"
            // iOS 26's prominent glass button is a tinted capsule.
            var shape = try borderShape(environment.custom[Self.buttonBorderShapeKey], at: span)
            if name == "glassProminent" { shape = (kind: 1, radius: nil) }
            let chrome = try constructPrelude(
                "_ButtonChrome",
                [
                    ("label", .view(button.label)), ("prominent", .bool(isProminent)),
                    ("destructive", .bool(button.isDestructive)), ("shape", .int(shape.kind)),
                    ("radius", shape.radius.map(Value.double) ?? .none),
                    ("size", .int(Self.controlSizes[Self.caseName(environment.custom[Self.controlSizeKey]) ?? ""] ?? 2)),
                ], at: span)
            return .modified(try asView(chrome, at: span), tap, span: span)
        default:
            // A foreground style set around the button (`.foregroundColor(.white)` after its
            // background) wins over the style's tint, as in SwiftUI.
            let foreground: StyleValue =
                environment.values.foregroundStyle ?? (button.isDestructive ? .color(.system(.systemRed)) : .tint)
            return .modified(.modified(button.label, .environment(ForegroundStyle(foreground)), span: span), tap, span: span)
        }
    }

    static let buttonBorderShapeKey = "\u{0}buttonBorderShape"
    static let controlSizeKey = "\u{0}controlSize"
    static let controlSizes = ["mini": 0, "small": 1, "regular": 2, "large": 3, "extraLarge": 4]

    /// `.capsule`, `.circle`, `.roundedRectangle`, `.roundedRectangle(radius:)`, `.automatic`.
    private func borderShape(_ value: Value?, at span: SourceSpan) throws(Interrupt) -> (kind: Int, radius: Double?) {
        // `ButtonBorderShape.capsule` written out is the prelude's shape, which keeps its kind.
        if case .instance(let shape)? = value, shape.type.name == "ButtonBorderShape",
            case .int(let kind)? = shape.fields["_kind"]
        {
            return (kind, shape.fields["_radius"]?.asDouble)
        }
        guard case .implicitMember(let member)? = value else { return (0, nil) }
        switch member.name {
        case "capsule": return (1, nil)
        case "circle": return (2, nil)
        case "roundedRectangle":
            guard let argument = member.arguments?.first else { return (0, nil) }
            let radius = try eval(argument.value, .native("Double"), Env(scope: member.scope, typeContext: member.typeContext))
            return (0, radius.asDouble)
        default: return (0, nil)
        }
    }

    static func caseName(_ value: Value?) -> String? {
        switch value {
        case .implicitMember(let member)?: member.name
        case .native(.enumCase(_, let name))?: name
        case .enumCase(let c)?: c.name
        default: nil
        }
    }

    /// The built-in styles by the names of their types and static members.
    static let builtinButtonStyles: [String: String] = [
        "DefaultButtonStyle": "automatic", "BorderlessButtonStyle": "borderless", "PlainButtonStyle": "plain",
        "BorderedButtonStyle": "bordered", "BorderedProminentButtonStyle": "borderedProminent",
    ]

    /// SwiftUI's button styles by their static names (`.link` and `.card` are macOS's and
    /// tvOS's, drawn as the automatic style).
    static let builtinButtonStyleNames = Set(builtinButtonStyles.values).union([
        "glass", "glassProminent", "link", "card", "accessoryBar", "accessoryBarAction",
    ])

    static func builtinButtonStyleName(_ style: Value?) -> String {
        switch style {
        case .implicitMember(let member)?: return member.name
        case .instance(let instance)?: return builtinButtonStyles[instance.type.name] ?? "automatic"
        default: return "automatic"
        }
    }

    /// A prelude type made through its initializer with labelled values.
    private func constructPrelude(
        _ name: String, _ arguments: [(String, Value)], at span: SourceSpan
    ) throws(Interrupt)
        -> Value
    {
        guard let type = index.resolveType(name, from: nil) else {
            throw .error("the prelude has no '\(name)'", at: span)
        }
        var (literal, scope) = literalArguments(arguments.map(\.1), Env(scope: globalScope))
        for index in literal.indices { literal[index].label = arguments[index].0 }
        return try construct(.declared(type), literal, nil, at: span, Env(scope: scope))
    }

    /// The scene's `ButtonStyle` or `PrimitiveButtonStyle`: its `makeBody(configuration:)`.
    private func customButtonStyle(_ style: Instance, _ button: ButtonValue, tap: ModifierValue) throws(Interrupt) -> ViewValue {
        let span = button.span
        let isPrimitive = style.type.conforms(to: "PrimitiveButtonStyle")
        let configuration = prelude(
            "ButtonStyleConfiguration",
            [
                "label": .view(button.label), "isPressed": .bool(false), "role": button.role,
                "trigger": .function(button.action),
            ])
        let body = try callMethod(
            on: .instance(style), "makeBody", positional: [configuration], labels: ["configuration"], at: span,
            Env(scope: globalScope, typeContext: style.type))
        let view = try asView(body, at: span)
        return isPrimitive ? view : .modified(view, tap, span: span)
    }
}

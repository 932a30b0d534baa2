import FlipbookModel
import FlipbookVocabulary

/// `Button`: its label drawn as iOS draws a button in the automatic style (the label in the
/// tint colour; a destructive role in red), and a tap target that runs its action when a
/// scripted tap (`--tap`, or a `// flipbook: tap` comment) reaches it.
extension ViewFactories {
    static let button: NativeType.Call = { interpreter, args throws(Interrupt) in
        var title: String?
        if let argument = args.takeUnlabelledValue() {
            let value = try interpreter.eval(argument.value, .native("String"), args.env)
            guard case .string(let string) = value else {
                throw .error("Button(_:action:) needs a String title, not \(interpreter.typeName(of: value))", at: argument.span)
            }
            title = string
        }
        let role = try args.value("role", .native("ButtonRole"))
        let symbolArgument = args.takeArgument("systemImage")
        // `Button("Go") { }`, `Button("Go", action: go)`, `Button(action: go) { label }` and
        // `Button { action } label: { label }`: the action is `action:` or the first trailing
        // closure; the label is `label:` or the closure left.
        let action: Function
        if let intentArgument = args.takeArgument("intent") {
            // iOS 17's interactive widgets: `Button(intent: ToggleTask(id:)) { … }`. The intent is
            // made (its errors are the scene's); running an App Intent is the system's, so a tap
            // does nothing here.
            _ = try interpreter.eval(intentArgument.value, nil, args.env)
            action = Function(.native(NativeFunction { _, _, _ in .void }), name: "intent", span: intentArgument.span)
        } else {
            action = try args.requiredFunction("action")
        }
        var label: ViewValue
        if let title {
            label = .text([TextLeaf.RunSpec(interpreter.localizedTitle(title))], span: args.span)
            if let symbolArgument {
                // `Button(_:systemImage:action:)`: a `Label` of the title and the symbol.
                let name = try interpreter.systemImageName(symbolArgument, callee: "Button", env: args.env)
                let icon = try symbol(named: name, nameSpan: symbolArgument.value.span, span: args.span, interpreter)
                label = .label(title: label, icon: icon, span: args.span)
            }
        } else {
            let builder = try args.requiredFunction("label", buildsViews: true)
            label = try interpreter.asView(interpreter.callFunction(builder, [], at: builder.span), at: builder.span)
        }
        return .view(
            .button(ButtonValue(label: label, title: title, role: role ?? .none, action: action, span: args.span)))
    }
}

/// A `Button` as the scene wrote it; its look depends on the `buttonStyle` around it.
struct ButtonValue: @unchecked Sendable {
    var label: ViewValue
    var title: String?
    /// `ButtonRole` (`.destructive`, `.cancel`), or nil.
    var role: Value
    var action: Function
    var span: SourceSpan

    var isDestructive: Bool {
        if case .native(.enumCase(_, "destructive")) = role { return true }
        if case .implicitMember(let member) = role { return member.name == "destructive" }
        return false
    }
}

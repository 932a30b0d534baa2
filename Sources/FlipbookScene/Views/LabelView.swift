import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary

/// `Label("Title", systemImage: "star")`, `Label { title } icon: { icon }` and
/// `Label(title:icon:)`.
///
/// A label is expanded, in the label style of its environment, into existing constructs
/// (`LabelMetrics`): iOS's default style (`.titleAndIcon`) is an `HStack` of the icon, centred in
/// a slot of fixed width, and the title; `.titleOnly` and `.iconOnly` keep one of the two. The
/// icon is always slot 0 and the title slot 1 of the stack, so a style change keeps their
/// identities and animates as a change of layout.
extension ViewFactories {
    static let label: NativeType.Call = { interpreter, args throws(Interrupt) in
        var title: ViewValue
        var icon: ViewValue
        if let titleArgument = args.takeUnlabelledValue() {
            let value = try interpreter.eval(titleArgument.value, .native("String"), args.env)
            guard case .string(let string) = value else {
                throw .error(
                    "Label(_:systemImage:) needs a String title, not \(interpreter.typeName(of: value))", at: titleArgument.span)
            }
            title = .text([TextLeaf.RunSpec(interpreter.localizedTitle(string))], span: titleArgument.span)
            if let imageArgument = args.takeArgument("image") {
                // `Label(_:image:)`: the asset catalogue's image as the icon.
                let value = try interpreter.eval(imageArgument.value, .native("String"), args.env)
                guard case .string(let name) = value else {
                    throw .error(
                        "Label(_:image:) needs an image name, not \(interpreter.typeName(of: value))", at: imageArgument.span)
                }
                let icon = try interpreter.assetImage(
                    named: name, nameSpan: imageArgument.value.span, span: args.span, instead: "Label(_:systemImage:)")
                return .view(.label(title: title, icon: icon, span: args.span))
            }
            guard let symbolArgument = args.takeArgument("systemImage") else {
                throw .error("Label(_:) needs systemImage: (or use Label { title } icon: { icon })", at: args.span)
            }
            let name = try interpreter.systemImageName(symbolArgument, callee: "Label", env: args.env)
            icon = try symbol(named: name, nameSpan: symbolArgument.value.span, span: args.span, interpreter)
        } else {
            title = try interpreter.builtView(args, "title")
            icon = try interpreter.builtView(args, "icon")
        }
        return .view(.label(title: title, icon: icon, span: args.span))
    }
}

/// The numbers of iOS's default label style; docs/semantics.md says which are chosen.
enum LabelMetrics {
    /// Space between the icon's slot and the title. [U] SwiftUI's stack spacing.
    static let spacing = 8.0
    /// The icon slot's width per point of the font's size: a symbol's em square (20.4 points
    /// for body text), so the titles of labels with narrower symbols still line up. [U]
    static let slotPerPoint = SymbolLeaf.emPerPoint
}

extension Interpreter {
    /// A `systemImage:` argument's name.
    func systemImageName(_ argument: Argument, callee: String, env: Env) throws(Interrupt) -> String {
        let value = try eval(argument.value, .native("String"), env)
        guard case .string(let name) = value else {
            throw .error("\(callee)'s systemImage: needs a String, not \(typeName(of: value))", at: argument.value.span)
        }
        return name
    }

    /// The views a view builder closure argument (`label:` or trailing) builds.
    func builtView(_ args: Arguments, _ label: String) throws(Interrupt) -> ViewValue {
        let builder = try args.requiredFunction(label, buildsViews: true)
        return try asView(callFunction(builder, [], at: builder.span), at: builder.span)
    }

    /// Where `.labelStyle` leaves its style: a style's name, or the scene's `LabelStyle`.
    static let labelStyleKey = "\u{0}labelStyle"

    /// A label's title and icon in the constructs that draw them in the environment's style, or
    /// the scene's `LabelStyle`'s `makeBody(configuration:)`.
    func labelView(
        title: ViewValue, icon: ViewValue, at identity: Identity, in environment: SceneEnvironment,
        _ out: ExpansionOutput?, span: SourceSpan
    ) throws(Interrupt)
        -> ViewValue
    {
        let values = environment.values
        var style = LabelStyleKind.automatic
        switch environment.custom[Self.labelStyleKey] {
        case .string(let name)?:
            style = LabelStyleKind(rawValue: name) ?? style
        case .instance(let instance)?:
            let configuration = prelude("LabelStyleConfiguration", ["title": .view(title), "icon": .view(icon)])
            let body = try callMethod(
                on: try bindStyle(.instance(instance), of: identity, environment, out), "makeBody", positional: [configuration],
                labels: ["configuration"], at: span,
                Env(scope: globalScope, typeContext: instance.type))
            return try asView(body, at: span)
        default:
            break
        }
        let showsIcon = style != .titleOnly
        let showsTitle = style != .iconOnly
        // An icon-only label is still named by its title (VoiceOver reads it; a tap finds it).
        if !showsTitle, let text = Self.titleText(title) { out?.hiddenTitles[identity] = text }
        var iconPart = showsIcon ? icon : .empty
        // A symbol sits in a slot of the font's width; an icon of other views (a `Text`) is its
        // own size.
        if showsIcon && showsTitle && Self.isImage(icon) {
            let slot = values.resolvedFont.size * LabelMetrics.slotPerPoint
            iconPart = .modified(iconPart, .node(.effect(AnyViewModifier(Frame(.fixed(width: slot, height: nil))))), span: span)
        }
        let stack = StackLayout.horizontal(alignment: .center, spacing: LabelMetrics.spacing)
        return .container(
            AnyContainerLayout(stack), content: .block([iconPart, showsTitle ? title : .empty]), span: span)
    }

    /// A title's words, when it is a text (through its modifiers and a one-view builder).
    static func titleText(_ view: ViewValue) -> String? {
        switch view {
        case .text(let runs, _): runs.map(\.text).joined()
        case .leaf(let leaf, _): (leaf.base as? TextLeaf)?.text.string
        case .modified(let base, _, _), .group(let base), .erased(_, let base): titleText(base)
        case .block(let items) where items.count == 1: titleText(items[0])
        default: nil
        }
    }

    /// Whether a label's icon is an image (through its modifiers and a one-view builder).
    static func isImage(_ view: ViewValue) -> Bool {
        switch view {
        case .leaf(let leaf, _): leaf.base is any ImageLeafView
        case .modified(let base, _, _), .group(let base), .erased(_, let base): isImage(base)
        case .block(let items) where items.count == 1: isImage(items[0])
        default: false
        }
    }
}

import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary

extension Interpreter {
    /// An instance of the scene's view or modifier type given its place in the tree: its
    /// `@State` bound to storage owned by `identity` (created from the initial value the first
    /// time), its `@Namespace` given an id, its `@Environment` properties read.
    func bindInstance(
        _ instance: Instance, at identity: Identity, _ environment: SceneEnvironment,
        _ out: ExpansionOutput?
    ) throws(Interrupt) -> Instance {
        var bound = try bindFields(instance, at: identity, prefix: "", environment, out)
        bound.context = ViewContext(identity: identity, environment: environment)
        out?.addOwner(identity)
        return bound
    }

    /// The wrappers of an instance bound at `identity`, their storage named `prefix` + the
    /// property's name. A `DynamicProperty` the instance holds (the scene's own property
    /// wrapper's storage among them) has its own wrappers bound under the view too, as SwiftUI
    /// installs a view's dynamic properties recursively, and its `update()` run.
    private func bindFields(
        _ instance: Instance, at identity: Identity, prefix: String, _ environment: SceneEnvironment,
        _ out: ExpansionOutput?
    ) throws(Interrupt) -> Instance {
        var bound = instance
        let env = Env(scope: globalScope.child(), typeContext: instance.type)
        let generation = stateGenerations[identity, default: 0]
        for property in instance.type.allStoredProperties {
            let name = prefix + property.name
            if case .instance(let nested)? = instance.fields[property.name], nested.type.conforms(to: "DynamicProperty") {
                bound.fields[property.name] = try bindDynamicProperty(
                    .instance(nested), at: identity, prefix: name + ".", environment, out)
                continue
            }
            guard case .wrapper(let wrapper)? = instance.fields[property.name] else { continue }
            switch wrapper {
            case .state(var cell):
                let location = StateLocation(owner: .view(identity, generation: generation), name: name)
                if state[location] == nil {
                    let initial = try initialState(cell, property, env)
                    // A `@StateObject`'s object is the view's state from now on, not a fresh one.
                    if case .object(let object) = initial { objectsHeldAsState.insert(object.serial) }
                    state[location] = initial
                }
                cell.location = location
                bound.fields[property.name] = .wrapper(.state(cell))
            case .namespace(var cell):
                let location = StateLocation(owner: .view(identity, generation: generation), name: name)
                if state[location] == nil {
                    namespaceCount += 1
                    state[location] = .native(.namespaceID(namespaceCount))
                }
                cell.location = location
                bound.fields[property.name] = .wrapper(.namespace(cell))
            case .environment(var read):
                if let type = read.objectType, !hasEnvironmentObject(type, environment) {
                    read.value = nil
                    read.missingObject = type
                    bound.fields[property.name] = .wrapper(.environment(read))
                    continue
                }
                let value = try environmentValue(read.key, environment, at: property.span)
                // A control of the prelude reads its style from the environment (`Toggle`'s
                // `_toggleStyle`): the style's own wrappers take the control's place.
                read.value = try bindStyle(value, of: identity, environment, out)
                bound.fields[property.name] = .wrapper(.environment(read))
            case .query(var read):
                let location = StateLocation(owner: .view(identity, generation: generation), name: name)
                let context = try environmentValue(.keyPath([read.contextKey]), environment, at: property.span)
                queryResults[location] = try fetch(read, in: context, at: property.span)
                read.location = location
                bound.fields[property.name] = .wrapper(.query(read))
            case .custom(let storage):
                bound.fields[property.name] = .wrapper(
                    .custom(try bindDynamicProperty(storage, at: identity, prefix: "_" + name + ".", environment, out)))
            case .binding, .appStorage, .observed:
                continue
            }
        }
        return bound
    }

    /// A dynamic property held by a view, bound in its place; a class's instance keeps its own
    /// storage.
    private func bindDynamicProperty(
        _ value: Value, at identity: Identity, prefix: String, _ environment: SceneEnvironment, _ out: ExpansionOutput?
    ) throws(Interrupt) -> Value {
        guard case .instance(let instance) = value else { return value }
        var bound: Value = .instance(try bindFields(instance, at: identity, prefix: prefix, environment, out))
        // SwiftUI calls `update()` before each evaluation of the body that holds the property.
        if instance.type.methods(named: "update").contains(where: { $0.parameters.isEmpty }) {
            let span = instance.type.span ?? .unknown(file: program.fileName)
            var receiver = bound
            _ = try callMethod(on: &receiver, "update", [], nil, at: span, nameSpan: span, Env(scope: globalScope))
            bound = receiver
        }
        return bound
    }

    /// The scene's style (`ButtonStyle`, `ToggleStyle`, `LabelStyle`…) of the control at
    /// `identity`, its `@State` kept under the control and its `@Environment` read where the
    /// control is, as SwiftUI resolves a style's properties in the styled view's place. Any
    /// other value is given back as it is.
    func bindStyle(
        _ value: Value, of identity: Identity, _ environment: SceneEnvironment, _ out: ExpansionOutput?
    ) throws(Interrupt) -> Value {
        guard case .instance(let instance) = value, instance.context == nil,
            instance.type.inheritance.contains(where: { $0.hasSuffix("Style") }),
            instance.fields.values.contains(where: { if case .wrapper = $0 { true } else { false } })
        else { return value }
        return .instance(try bindInstance(instance, at: identity.appending(.style(instance.type.name)), environment, out))
    }

    /// A `@State`'s first value: what the initializer passed, or the declaration's.
    private func initialState(_ cell: StateCell, _ property: StoredProperty, _ env: Env) throws(Interrupt) -> Value {
        if let initial = cell.initial { return initial }
        // `@State private var selection: Item?` starts at nil, as any optional var does.
        if property.initializer == nil, case .optional? = property.type?.kind { return .none }
        // `@FocusState var isFocused: Bool` starts unfocused; offline nothing takes focus.
        // Without a type (`@FocusState var isFocused`), `FocusState()` makes a `Bool` one.
        if property.initializer == nil, property.wrapper?.name == "FocusState",
            property.type == nil || property.type?.description == "Bool"
        {
            return .bool(false)
        }
        guard let initializer = property.initializer else {
            throw .error("@\(property.wrapper?.name ?? "State") var \(property.name) needs an initial value", at: property.span)
        }
        let hint = try property.type.map { ref throws(Interrupt) in try resolve(ref, env) }
        try checkWrittenType(property.type, of: initializer, hint: hint, env)
        let wasEvaluating = isEvaluatingViews
        isEvaluatingViews = false
        defer { isEvaluatingViews = wasEvaluating }
        return try conform(try eval(initializer, hint, env), to: hint, at: initializer.span)
    }

    /// `content.modifier(M())`: the scene's `ViewModifier`, its body expanded around the view it
    /// modifies. An `Animatable` modifier whose body only applies modifiers to `content` is
    /// evaluated again every frame with its data interpolated (a `.live` marker); a
    /// `GeometryEffect` becomes a live drawing effect.
    func expandUserModifier(
        _ instance: Instance, on base: ViewValue, span: SourceSpan, at identity: Identity,
        _ context: ExpansionContext, _ out: ExpansionOutput
    ) throws(Interrupt) -> ([ViewNode], Preferences) {
        let owner = identity.appending(.modifier(span.start.offset))
        let bound = try bindInstance(instance, at: owner, context.environment, out)
        if instance.type.conforms(to: "GeometryEffect") {
            let handle = registerLive(.instance(bound))
            let data = try animatableData(of: .instance(bound), at: span)
            let effect = LiveGeometryEffect(handle: handle, data: data, span: span)
            let (nodes, preferences) = try expand(base, at: identity, context, out)
            return (
                nodes.map { node in
                    var node = node
                    node.modifiers.append(.effect(AnyViewModifier(effect)))
                    return node
                }, preferences
            )
        }
        // A modifier whose body applies itself again nests without end, as a view containing
        // itself does.
        try enterStyledBody(
            "modifiers nest more than \(Interpreter.maximumViewNesting) deep: '\(instance.type.name)' is applied inside its own body",
            at: span)
        defer { modifierNesting -= 1 }
        let body = try callMethod(
            on: .instance(bound), "body", [contentArgument(span)], nil, at: span, nameSpan: span,
            Env(scope: globalScope.child(), typeContext: instance.type))
        let bodyView = try asView(body, at: span)
        var inner = context
        inner.content.append(ContentBinding(view: base))
        var (nodes, preferences) = try expand(bodyView, at: identity, inner, out)
        let drawsOneLeaf: Bool = if nodes.count == 1, case .leaf = nodes[0].content { true } else { false }
        if let count = Self.chainLength(bodyView), nodes.count == 1,
            count > 0 || !Self.isContentChain(bodyView), Self.isContentChain(bodyView) || drawsOneLeaf,
            let data = try? animatableData(of: .instance(bound), at: span), !data.isEmpty
        {
            let handle = registerLive(.instance(bound))
            let position = nodes[0].modifiers.count - count
            // A body that draws its own leaf rather than `content` (a keyframe animator's
            // `Text("\(value)")`) has that leaf evaluated per frame too.
            var drivesContent = false
            if case .leaf = nodes[0].content { drivesContent = !Self.isContentChain(bodyView) }
            if position >= 0 {
                // Views the body attaches (`.overlay(Text("\(percent)"))`) are drawn from the body
                // evaluated again for the frame, as SwiftUI runs it. Their identities match the
                // transaction's when the view it modifies attaches none before them (the
                // modifiers before the body's, a `.frame`, only shift their numbers).
                func isAttachment(_ modifier: NodeModifier) -> Bool { if case .attachment = modifier { true } else { false } }
                let attachesViews =
                    nodes[0].modifiers[position...].contains(where: isAttachment)
                    && !nodes[0].modifiers[..<position].contains(where: isAttachment)
                nodes[0].modifiers.insert(
                    .live(
                        LiveModifier(
                            handle: handle, animatableData: data, count: count, drivesContent: drivesContent,
                            bodyIdentity: attachesViews ? identity : nil, keepsContent: attachesViews,
                            attachmentOffset: attachesViews ? position : 0)),
                    at: position)
            }
        } else if nodes.count == 1, let data = try? animatableData(of: .instance(bound), at: span), !data.isEmpty {
            // A body of several views (the SwiftUI Lab's clipped counter: digits in stacks):
            // every view in it is drawn from the body evaluated again for the frame.
            let handle = registerLive(.instance(bound))
            nodes[0].modifiers.insert(
                .live(LiveModifier(handle: handle, animatableData: data, count: 0, bodyIdentity: identity)), at: 0)
        }
        return (nodes, preferences)
    }

    /// Whether a body's view under its modifiers is the `content` it was given.
    static func isContentChain(_ view: ViewValue) -> Bool {
        switch view {
        case .content: true
        case .modified(let base, _, _): isContentChain(base)
        case .block(let items) where items.count == 1: isContentChain(items[0])
        default: false
        }
    }

    /// `content` passed to a body: an argument naming the placeholder view.
    func contentArgument(_ span: SourceSpan) -> Argument {
        let name = "\u{0}content"
        globalScope.declare(name, .view(.content), isLet: true)
        return Argument(label: "content", value: Expr(.identifier(name), span: span), span: span)
    }

    /// How many modifiers a body applies directly to `content` or to one view of its own (nil
    /// when the body is not one view with modifiers).
    static func chainLength(_ view: ViewValue) -> Int? {
        switch view {
        // The body's own view under the modifiers (a keyframe animator's content) is one
        // node too: only the modifiers on top of it are evaluated again per frame.
        case .content, .leaf, .text, .shape, .container, .user, .label: return 0
        case .modified(let base, let modifier, _):
            guard let inner = chainLength(base) else { return nil }
            switch modifier {
            case .node, .attachment, .preferenceAttachment: return inner + 1
            case .environment, .customEnvironment, .trait, .effect, .id, .tag, .tabItem, .listRow, .coordinateSpace: return inner
            case .visualEffect, .scrollTransition: return nil
            case .transition, .user, .presentation, .presentationHost, .environmentSnapshot: return nil
            }
        case .block(let items) where items.count == 1:
            return chainLength(items[0])
        default:
            return nil
        }
    }

    /// A transition as the view tree holds it; those the scene writes (`.modifier(active:
    /// identity:)`, a `Transition` type) are evaluated here, once per phase, into the modifiers
    /// they apply.
    func resolveTransition(
        _ spec: TransitionSpec, at identity: Identity, _ context: ExpansionContext,
        _ out: ExpansionOutput
    ) throws(Interrupt) -> TransitionValue {
        switch spec {
        case .model(let value):
            return value
        case .asymmetric(let insertion, let removal):
            return .asymmetric(
                insertion: try resolveTransition(insertion, at: identity, context, out),
                removal: try resolveTransition(removal, at: identity, context, out))
        case .combined(let a, let b):
            return .combined(
                try resolveTransition(a, at: identity, context, out), try resolveTransition(b, at: identity, context, out))
        case .animation(let inner, let animation):
            return .animation(try resolveTransition(inner, at: identity, context, out), animation)
        case .modifier(let active, let identityModifier, let span):
            let activeChain = try transitionChain(active, phase: 0, at: identity, span: span, context, out)
            let identityChain = try transitionChain(identityModifier, phase: 1, at: identity, span: span, context, out)
            return .custom(
                CustomTransition(
                    name: "modifier(\(typeName(of: active)))", willAppear: activeChain,
                    identity: identityChain, didDisappear: activeChain))
        case .custom(let instance, let span):
            var chains: [[NodeModifier]] = []
            for (index, phase) in ["willAppear", "identity", "didDisappear"].enumerated() {
                let phaseValue = try staticMember(
                    of: typeNamed("TransitionPhase", from: nil) ?? .opaque(nil), phase, nil, at: span)
                let body = try callTransitionBody(instance, phase: phaseValue, at: span)
                chains.append(try chain(of: body, phase: index, at: identity, span: span, context, out))
            }
            let transition = TransitionValue.custom(
                CustomTransition(name: instance.type.name, willAppear: chains[0], identity: chains[1], didDisappear: chains[2]))
            // A body that sets its own animation (`content.transaction { $0.animation = … } body:
            // { … }`, `content.animation(…) { … }`) animates the transition with it, whatever
            // the change's animation.
            for modifier in chains[1].reversed() {
                if case .animation(let animation, let value) = modifier, value == .anyChange {
                    return .animation(transition, animation)
                }
            }
            return transition
        }
    }

    private func callTransitionBody(_ instance: Instance, phase: Value, at span: SourceSpan) throws(Interrupt) -> ViewValue {
        let scope = globalScope.child()
        scope.declare("\u{0}phase", phase, isLet: true)
        let arguments = [
            contentArgument(span),
            Argument(label: "phase", value: Expr(.identifier("\u{0}phase"), span: span), span: span),
        ]
        let body = try callMethod(
            on: .instance(instance), "body", arguments, nil, at: span, nameSpan: span,
            Env(scope: scope, typeContext: instance.type))
        return try asView(body, at: span)
    }

    /// The modifiers a `ViewModifier` value applies to `content`, for a transition phase.
    private func transitionChain(
        _ modifier: Value, phase: Int, at identity: Identity, span: SourceSpan,
        _ context: ExpansionContext, _ out: ExpansionOutput
    ) throws(Interrupt) -> [NodeModifier] {
        guard case .instance(let instance) = modifier else {
            throw .error(".modifier(active:identity:) needs ViewModifier values, not \(typeName(of: modifier))", at: span)
        }
        return try chain(
            of: .modified(.content, .user(instance), span: span), phase: phase, at: identity, span: span, context, out)
    }

    /// Expands `view` (built around `content`) on a placeholder and returns the modifiers it put
    /// on it.
    private func chain(
        of view: ViewValue, phase: Int, at identity: Identity, span: SourceSpan,
        _ context: ExpansionContext, _ out: ExpansionOutput
    ) throws(Interrupt) -> [NodeModifier] {
        var inner = context
        inner.content.append(ContentBinding(view: .leaf(AnyLeafView(TransitionPlaceholder()), span: span)))
        let place = identity.appending(.modifier(span.start.offset)).appending(.branch(phase))
        let (nodes, _) = try expand(view, at: place, inner, out)
        guard nodes.count == 1, case .leaf(let leaf) = nodes[0].content, leaf.base is TransitionPlaceholder else {
            throw .error("a transition's body must apply modifiers to its content (such as content.opacity(0))", at: span)
        }
        return nodes[0].modifiers
    }
}

/// Stands for the view a transition applies to while its phases are evaluated.
struct TransitionPlaceholder: LeafView {
    func resolved(in environment: EnvironmentValues) -> TransitionPlaceholder { self }
    func measure(_ proposal: ProposedSize, context: LeafLayoutContext) -> LeafMeasurement { LeafMeasurement(size: .zero) }
    var animatableData: [Double] {
        get { [] }
        set {}
    }
    func draw(in frame: Rect, measurement: LeafMeasurement, context: DrawContext) -> [DisplayItem] { [] }
    var description: String { "content" }
}

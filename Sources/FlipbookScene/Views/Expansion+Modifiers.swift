import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary

extension Interpreter {
    func expandModified(
        _ base: ViewValue, _ modifier: ModifierValue, span: SourceSpan, at identity: Identity,
        _ context: ExpansionContext, _ out: ExpansionOutput
    ) throws(Interrupt) -> ([ViewNode], Preferences) {
        switch modifier {
        case .node(let nodeModifier):
            let resolved: NodeModifier =
                if case .effect(let effect) = nodeModifier {
                    .effect(effect.resolved(in: context.environment.values))
                } else {
                    nodeModifier
                }
            let (nodes, preferences) = try expand(base, at: identity, context, out)
            return (
                nodes.map { node in
                    var node = node
                    node.modifiers.append(resolved)
                    return node
                }, preferences
            )
        case .environment(let change):
            var inner = context
            change.apply(to: &inner.environment.values)
            return try expand(base, at: identity, inner, out)
        case .customEnvironment(let key, let value):
            var inner = context
            try writeEnvironment(key, value, into: &inner.environment, at: span)
            return try expand(base, at: identity, inner, out)
        case .trait(let trait):
            let (nodes, preferences) = try expand(base, at: identity, context, out)
            return (
                nodes.map { node in
                    var node = node
                    trait.apply(to: &node.traits)
                    if var matched = node.traits.matchedGeometry, matched.layer == nil {
                        matched.layer = node.modifiers.count
                        node.traits.matchedGeometry = matched
                    }
                    return node
                }, preferences
            )
        case .attachment(let kind, let view, let alignment):
            var (nodes, preferences) = try expand(base, at: identity, context, out)
            try attach(view, kind: kind, alignment: alignment, to: &nodes, &preferences, span: span, at: identity, context, out)
            return (nodes, preferences)
        case .preferenceAttachment(let kind, let key, let transform, let alignment):
            var (nodes, preferences) = try expand(base, at: identity, context, out)
            let value: Value
            if let set = preferences[key] { value = set } else { value = try defaultPreference(key, at: span) }
            let view = try asView(callFunction(transform, [value], at: span), at: span)
            try attach(view, kind: kind, alignment: alignment, to: &nodes, &preferences, span: span, at: identity, context, out)
            return (nodes, preferences)
        case .tag, .tabItem, .listRow:
            return try expand(base, at: identity, context, out)
        case .coordinateSpace(let name):
            // Measured as layout places the view with the modifiers written before this one.
            let key = identity.appending(.effect("coordinateSpace", span.start.offset))
            var inner = context
            inner.coordinateSpaces[name] = key
            let (nodes, preferences) = try expand(base, at: identity, inner, out)
            if let node = nodes.first {
                out.coordinateSpaces[key] = CoordinateSpaceLayer(node: node.identity, layer: node.modifiers.count)
            }
            return (nodes, preferences)
        case .visualEffect(let function):
            return try expandVisualEffect(function, on: base, span: span, at: identity, context, out)
        case .scrollTransition(let function, let axis):
            return try expandScrollTransition(function, axis: axis, on: base, span: span, at: identity, context, out)
        case .id(let key):
            return try expand(base, at: identity.appending(.explicit(IdentityKey(key.description))), context, out)
        case .transition(let spec):
            let transition = try resolveTransition(spec, at: identity, context, out)
            let (nodes, preferences) = try expand(base, at: identity, context, out)
            // The outermost `.transition` wins, as a trait written last.
            return (
                nodes.map { node in
                    var node = node
                    node.transition = transition
                    return node
                }, preferences
            )
        case .user(let instance):
            return try expandUserModifier(instance, on: base, span: span, at: identity, context, out)
        case .effect(let spec):
            return try expandEffect(spec, on: base, at: identity, context, out)
        case .presentation(let request):
            let expanded = try expand(base, at: identity, context, out)
            out.presentations.append((request, context.environment))
            return expanded
        case .presentationHost:
            return try expandPresentationHost(base, span: span, at: identity, context, out)
        case .environmentSnapshot(let environment):
            var inner = context
            inner.environment = environment
            return try expand(base, at: identity, inner, out)
        }
    }

    /// A modifier with code that runs at moments of the view's life: recorded under an owner
    /// identity (the view's, plus the effect's kind and place in the source); preferences are
    /// set, transformed and read here as they flow up.
    private func expandEffect(
        _ spec: EffectSpec, on base: ViewValue, at identity: Identity, _ context: ExpansionContext,
        _ out: ExpansionOutput
    ) throws(Interrupt) -> ([ViewNode], Preferences) {
        var owner = identity.appending(.effect(spec.kind.name, spec.span.start.offset))
        if case .task(let id?) = spec.kind { owner = owner.appending(.explicit(IdentityKey(id.description))) }
        switch spec.kind {
        case .preference(let key, let value):
            var (nodes, preferences) = try expand(base, at: identity, context, out)
            // A view's own preference combines with (follows) what its content sets.
            preferences = try combine(preferences, [key: value], at: identity)
            _ = nodes
            return (nodes, preferences)
        case .transformPreference(let key):
            var (nodes, preferences) = try expand(base, at: identity, context, out)
            guard let action = spec.action else { return (nodes, preferences) }
            var value: Value
            if let reduced = preferences[key] { value = reduced } else { value = try defaultPreference(key, at: spec.span) }
            value = try callTransform(action, value, at: spec.span)
            preferences[key] = value
            _ = nodes
            return (nodes, preferences)
        case .anchorPreference(let key, let source, let transforms):
            // The anchor is where layout placed the view with the modifiers written before this
            // one (the canvas the first time; the run stage evaluates again until they agree).
            var (nodes, preferences) = try expand(base, at: identity, context, out)
            guard let node = nodes.first, let transform = spec.action else { return (nodes, preferences) }
            out.coordinateSpaces[owner] = CoordinateSpaceLayer(node: node.identity, layer: node.modifiers.count)
            let frame = out.geometry[owner] ?? Rect(origin: .zero, size: out.canvas)
            out.usedGeometry[owner] = frame
            let anchor = Value.native(.anchor(source.anchor(in: frame)))
            if transforms {
                var value: Value
                if let reduced = preferences[key] { value = reduced } else { value = try defaultPreference(key, at: spec.span) }
                preferences[key] = try callTransform(transform, value, with: [anchor], at: spec.span)
                return (nodes, preferences)
            }
            let value = try callFunction(transform, [anchor], at: spec.span)
            preferences = try combine(preferences, [key: value], at: identity)
            return (nodes, preferences)
        case .onPreferenceChange(let key):
            out.addOwner(owner)
            let (nodes, preferences) = try expand(base, at: identity, context, out)
            var value = preferences[key] ?? .none
            if preferences[key] == nil { value = try defaultPreference(key, at: spec.span) }
            out.effects[owner] = EffectRecord(owner: owner, spec: spec, value: value)
            return (nodes, preferences)
        case .onChange(_, let value, _):
            out.addOwner(owner)
            out.effects[owner] = EffectRecord(owner: owner, spec: spec, value: value)
            return try expand(base, at: identity, context, out)
        case .tap:
            let (nodes, preferences) = try expand(base, at: identity, context, out)
            if let action = spec.action, let first = nodes.first, context.environment.values.allowsHitTesting {
                out.taps.append(
                    TapTarget(
                        identity: first.identity, label: Self.text(of: nodes),
                        hiddenTitles: Self.hiddenTitles(of: nodes, out), action: action, span: spec.span,
                        isEnabled: context.environment.values.isEnabled))
            }
            return (nodes, preferences)
        case .drag(let gesture):
            let (nodes, preferences) = try expand(base, at: identity, context, out)
            if let first = nodes.first, context.environment.values.allowsHitTesting {
                // A name no view around declares is the global space, as in SwiftUI.
                var coordinates = DragCoordinates.local
                switch gesture.fields["_space"] {
                case .native(.namedCoordinateSpace(let name))?:
                    coordinates = context.coordinateSpaces[name].map { .named($0) } ?? .global
                case .native(.enumCase(_, "global"))?: coordinates = .global
                default: break
                }
                out.drags.append(
                    DragTarget(
                        identity: first.identity, label: Self.text(of: nodes), gesture: gesture, span: spec.span,
                        isEnabled: context.environment.values.isEnabled, coordinates: coordinates))
            }
            return (nodes, preferences)
        case .task, .onAppear, .onDisappear, .onReceive:
            out.addOwner(owner)
            out.effects[owner] = EffectRecord(owner: owner, spec: spec, value: nil)
            return try expand(base, at: identity, context, out)
        }
    }

    /// `transformPreference`'s closure, called with the value `inout` (and, for an anchor
    /// preference's, the anchor after it).
    private func callTransform(
        _ action: Function, _ value: Value, with more: [Value] = [], at span: SourceSpan
    ) throws(Interrupt) -> Value {
        guard case .closure(let closure, let captured, let typeContext) = action.body else { return value }
        let names = closure.parameters?.map(\.name) ?? (0...more.count).map { "$\($0)" }
        guard let name = names.first else { return value }
        let inner = captured.child()
        let variable = Variable(value, isLet: false)
        variable.declaredType = closure.parameters?.first.flatMap {
            closureParameterType($0, Env(scope: inner, typeContext: typeContext))
        }
        inner.declare(name, variable: variable)
        for (other, argument) in zip(names.dropFirst(), more) { inner.declare(other, argument, isLet: true) }
        _ = try runBody(closure.body, hint: nil, buildsViews: false, at: span, Env(scope: inner, typeContext: typeContext))
        return variable.value
    }

    /// A preference key's `defaultValue`.
    func defaultPreference(_ key: String, at span: SourceSpan) throws(Interrupt) -> Value {
        guard let type = typeNamed(key, from: nil) else { throw .error("cannot find preference key '\(key)'", at: span) }
        return try staticMember(of: type, "defaultValue", nil, at: span)
    }

    /// The texts of nodes, for finding a tap target by its label.
    /// The titles of the icon-only labels among the nodes.
    static func hiddenTitles(of nodes: [ViewNode], _ out: ExpansionOutput) -> [String] {
        guard !out.hiddenTitles.isEmpty else { return [] }
        var titles: [String] = []
        func visit(_ node: ViewNode) {
            if let title = out.hiddenTitles[node.identity] { titles.append(title) }
            node.forEachChild(visit)
        }
        nodes.forEach(visit)
        return titles
    }

    static func text(of nodes: [ViewNode]) -> String {
        var texts: [String] = []
        var symbols: [String] = []
        func visit(_ node: ViewNode) {
            if case .leaf(let leaf) = node.content {
                if let text = leaf.base as? TextLeaf { texts.append(text.text.string) }
                if let symbol = leaf.base as? SymbolLeaf { symbols.append(symbol.name) }
            }
            node.forEachChild(visit)
        }
        nodes.forEach(visit)
        // A view that shows no text is named by its symbols (`tap "heart.fill"`).
        return (texts.isEmpty ? symbols : texts).joined(separator: " ")
    }
}

extension EffectSpec.Kind {
    /// A short name, part of the effect's owner identity.
    var name: String {
        switch self {
        case .task: "task"
        case .onAppear: "onAppear"
        case .onDisappear: "onDisappear"
        case .onChange: "onChange"
        case .onReceive: "onReceive"
        case .onPreferenceChange: "onPreferenceChange"
        case .preference: "preference"
        case .transformPreference: "transformPreference"
        case .anchorPreference: "anchorPreference"
        case .tap: "tap"
        case .drag: "drag"
        }
    }
}

extension Interpreter {
    /// Hangs `view` on each of `nodes` as a background, overlay or mask.
    fileprivate func attach(
        _ view: ViewValue, kind: Attachment.Kind, alignment: Alignment, to nodes: inout [ViewNode],
        _ preferences: inout Preferences, span: SourceSpan, at identity: Identity, _ context: ExpansionContext,
        _ out: ExpansionOutput
    ) throws(Interrupt) {
        for index in nodes.indices {
            let slot = nodes[index].identity.appending(.attachment(nodes[index].modifiers.count))
            // Always a ZStack node, so the attachment's identity does not depend on how many
            // views its content has (an `if` inside it inserts and removes children).
            let (attached, attachedPreferences) = try expand(view, at: slot.appending(.slot(0)), context, out)
            let child = ViewNode(
                identity: slot,
                content: .container(AnyContainerLayout(ZStackLayout(alignment: alignment)), children: attached), span: span)
            nodes[index].modifiers.append(.attachment(Attachment(kind: kind, alignment: alignment, node: child)))
            // SwiftUI reduces a background's values before its content's, and an overlay's
            // after (docs/semantics.md, "Preferences"); a mask's do not reach the parent.
            switch kind {
            case .background: preferences = try combine(attachedPreferences, preferences, at: identity)
            case .mask: break
            default: preferences = try combine(preferences, attachedPreferences, at: identity)
            }
        }
    }
}

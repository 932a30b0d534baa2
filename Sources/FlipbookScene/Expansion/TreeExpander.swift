import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary

extension Interpreter {
    /// Evaluates a preview's body into the view tree of the current state (the `evaluate` stage).
    func evaluate(preview: PreviewDecl) throws(RuntimeError) -> Evaluation {
        let saved = recorder
        recorder = nil  // bodies may not change state
        let savedSteps = remainingSteps
        remainingSteps = Interpreter.stepBudget
        defer {
            recorder = saved
            remainingSteps = savedSteps
        }
        var env = Env(owner: nil)
        let root = try buildBlock(preview.body, &env)
        var evaluation = Evaluation(tree: ViewTree(roots: []))
        evaluation.tree.roots = try expand(root, at: .root, EnvironmentValues(), &evaluation)
        return evaluation
    }

    /// Turns a view value into nodes with identities (DESIGN §3): block slots, branches,
    /// `ForEach` ids and `.id` values extend the path; groups and user views are transparent.
    /// The environment flows down: built-in views and modifiers resolve against it.
    func expand(_ view: ViewValue, at identity: Identity, _ environment: EnvironmentValues, _ out: inout Evaluation) throws(RuntimeError) -> [ViewNode] {
        switch view {
        case .leaf(let leaf, let span):
            return [ViewNode(identity: identity, content: .leaf(leaf.resolved(in: environment)), span: span)]
        case .shape(let shape, let span):
            return [ViewNode(identity: identity, content: .leaf(AnyLeafView(shape.resolved(in: environment))), span: span)]
        case .container(let layout, let content, let span):
            let children = try expand(content, at: identity, environment, &out)
            return [ViewNode(identity: identity, content: .container(layout, children: children), span: span)]
        case .group(let content):
            return try expand(content, at: identity, environment, &out)
        case .block(let items):
            var nodes: [ViewNode] = []
            for (slot, item) in items.enumerated() {
                nodes += try expand(item, at: identity.appending(.slot(slot)), environment, &out)
            }
            return nodes
        case .conditional(let branch, let content):
            return try expand(content, at: identity.appending(.branch(branch)), environment, &out)
        case .forEach(let elements, _):
            var nodes: [ViewNode] = []
            for element in elements {
                nodes += try expand(element.view, at: identity.appending(.element(element.key)), environment, &out)
            }
            return nodes
        case .user(let instance):
            return try expandUserView(instance, at: identity, environment, &out)
        case .modified(let base, let modifier, let span):
            return try expandModified(base, modifier, span: span, at: identity, environment, &out)
        }
    }

    private func expandUserView(_ instance: UserViewValue, at identity: Identity, _ environment: EnvironmentValues, _ out: inout Evaluation) throws(RuntimeError) -> [ViewNode] {
        guard let body = computedProperty(named: "body", in: instance.typeName) else {
            throw RuntimeError("view '\(instance.typeName)' has no 'var body: some View'", at: instance.span)
        }
        // The body's views are expanded after `runBody` returns, so nesting is counted here too.
        callDepth += 1
        defer { callDepth -= 1 }
        guard callDepth <= Interpreter.maximumCallDepth else {
            throw RuntimeError(
                "views nest more than \(Interpreter.maximumCallDepth) deep here (a view containing itself?)",
                at: instance.span)
        }
        out.userViews.insert(identity)
        if !state.has(identity) {
            state.initialize(identity, with: try initialState(of: instance))
        }
        let owner = SelfContext(typeName: instance.typeName, fields: instance.fields, stateIdentity: identity)
        var env = Env(owner: owner)
        let value = try runBody(body.body, hint: .view, isViewBuilder: true, at: body.span, &env)
        return try expand(asView(value, at: body.span), at: identity, environment, &out)
    }

    private func expandModified(_ base: ViewValue, _ modifier: ModifierValue, span: SourceSpan, at identity: Identity,
                                _ environment: EnvironmentValues, _ out: inout Evaluation) throws(RuntimeError) -> [ViewNode] {
        switch modifier {
        case .environment(let change):
            var inner = environment
            change.apply(to: &inner)
            return try expand(base, at: identity, inner, &out)
        case .id(let key):
            return try expand(base, at: identity.appending(.explicit(key)), environment, &out)
        case .task(let closure), .onAppear(let closure):
            let kind: EffectRecord.Kind = if case .task = modifier { .task } else { .onAppear }
            let key = EffectRecord.Key(lifetime: identity, sourceOffset: closure.span.start.offset, kind: kind)
            out.effects.append(EffectRecord(key: key, closure: closure))
            return try expand(base, at: identity, environment, &out)
        case .transition(let transition):
            // The outermost `.transition` wins, as a trait written last.
            return try expand(base, at: identity, environment, &out).map { node in
                var node = node
                node.transition = transition
                return node
            }
        case .node(let nodeModifier):
            let resolved: NodeModifier = if case .effect(let effect) = nodeModifier {
                .effect(effect.resolved(in: environment))
            } else {
                nodeModifier
            }
            return try expand(base, at: identity, environment, &out).map { node in
                var node = node
                node.modifiers.append(resolved)
                return node
            }
        case .attachment(let kind, let view, let alignment):
            var nodes = try expand(base, at: identity, environment, &out)
            for index in nodes.indices {
                let slot = nodes[index].identity.appending(.attachment(nodes[index].modifiers.count))
                // Always a ZStack node, so the attachment's identity does not depend on how
                // many views its content has (an `if` inside it inserts and removes children).
                let attached = try expand(view, at: slot.appending(.slot(0)), environment, &out)
                let child = ViewNode(identity: slot, content: .container(AnyContainerLayout(ZStackLayout(alignment: alignment)),
                                                                        children: attached), span: span)
                nodes[index].modifiers.append(.attachment(Attachment(kind: kind, alignment: alignment, node: child)))
            }
            return nodes
        }
    }
}

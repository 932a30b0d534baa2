import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary

/// The views of one instant and what lives as long as their identities (the `evaluate` stage's
/// output): the tree, and the effects its modifiers declare.
struct Expansion {
    var tree: ViewTree
    /// The effects, by the identity that owns each (an owner of `tree.owners`).
    var effects: [Identity: EffectRecord] = [:]
    /// Tappable views (`Button`, `onTapGesture`) in tree order.
    var taps: [TapTarget] = []
    /// Views with a `DragGesture`, in tree order.
    var drags: [DragTarget] = []
    /// The frames (in the canvas) the `GeometryReader`s and named coordinate spaces were
    /// evaluated with, by identity.
    var geometrySizes: [Identity: Rect] = [:]
    /// Which view's frame, at which layer, each named coordinate space of `geometrySizes` is.
    var coordinateSpaces: [Identity: CoordinateSpaceLayer] = [:]
    /// Work the bodies handed to the main queue (`DispatchQueue.main.async` in a
    /// `GeometryReader`), in the order they did: the run stage runs it after this evaluation.
    var dispatched: [DispatchedWork] = []
    /// Errors of `GeometryReader` content evaluated with a frame layout had not confirmed: the
    /// run stage evaluates again with layout's frames, and reports them only if they persist.
    var unconfirmedErrors: [RuntimeError] = []
}

/// What a view's body left for after the update, and when it is due: a closure it handed to
/// `DispatchQueue.main`, or a change of state it made.
struct DispatchedWork {
    enum Action {
        case call(Function)
        /// `@State` set in a body: SwiftUI warns ("Modifying state during view update") and
        /// makes the change, which updates the views again; in a body's `withAnimation`, with
        /// that animation.
        case write(StateLocation, Value, animation: Animation?)
    }
    var action: Action
    var time: Double
    var span: SourceSpan
}

/// Where a `.coordinateSpace(name:)` is: the view it modifies and how many of its modifiers
/// come before it (an index of `NodeLayout.layers`).
struct CoordinateSpaceLayer: Hashable {
    var node: Identity
    var layer: Int
}

/// A view a scripted tap or drag can reach, found by its label's text or by a point.
protocol ScriptTarget {
    var identity: Identity { get }
    var label: String { get }
    /// Titles the view has but does not draw (an icon-only label's), which name it too.
    var hiddenTitles: [String] { get }
}

extension ScriptTarget {
    var hiddenTitles: [String] { [] }
}

extension Array where Element: ScriptTarget {
    /// The view a scripted gesture aims at: the first whose text is the label, else the first
    /// that contains it; or the topmost whose hit frame (`frames`, made only for a point)
    /// contains the point.
    func matching(_ target: ScriptedTap.Target, frames: () -> HitFrames) -> Element? {
        switch target {
        case .label(let label):
            return first { $0.label == label } ?? first { $0.hiddenTitles.contains(label) }
                ?? first { $0.label.contains(label) }
        case .point(let point):
            let frames = frames()
            return last { frames.contains(point, $0.identity) }
        }
    }
}

/// A view a scripted drag can reach: its identity, its label's text, and its `DragGesture`
/// (the prelude's struct, holding the callbacks).
struct DragTarget: ScriptTarget, @unchecked Sendable {
    var identity: Identity
    var label: String
    var gesture: Instance
    var span: SourceSpan
    var isEnabled = true
    var coordinates = DragCoordinates.local
}

/// The space a `DragGesture`'s locations are measured in.
enum DragCoordinates: Hashable {
    /// The dragged view's bounds.
    case local
    /// The canvas.
    case global
    /// A `.coordinateSpace(name:)` around the view: its key in `Expansion.coordinateSpaces`.
    case named(Identity)
}

/// An effect at one place of the tree.
struct EffectRecord: @unchecked Sendable {
    var owner: Identity
    var spec: EffectSpec
    /// The value an `onChange` watches or an `onPreferenceChange` receives, this instant.
    var value: Value?
}

/// A view a scripted tap can reach: its identity, its label's text, and its action.
struct TapTarget: ScriptTarget, @unchecked Sendable {
    var identity: Identity
    var label: String
    /// A toolbar's `Button("Add", systemImage: "plus")` draws only its icon; "Add" names it.
    var hiddenTitles: [String] = []
    var action: Function
    var span: SourceSpan
    /// False under `.disabled(true)`: the view is found by a tap, which then does nothing.
    var isEnabled = true
}

/// A key's reduced preference values, flowing up from the views that set them.
typealias Preferences = [String: Value]

/// What expansion carries down the tree.
struct ExpansionContext {
    var environment: SceneEnvironment
    /// The views `content` stands for, innermost last (in `ViewModifier` bodies).
    var content: [ContentBinding] = []
    /// The scroll view the views are inside, and the axis it scrolls along (for
    /// `.scrollTransition`).
    var scrollViewport: (identity: Identity, axis: Axis)?
    /// The named coordinate spaces around the views, by name: each its key in the geometry.
    var coordinateSpaces: [String: Identity] = [:]
}

/// The view a `ViewModifier` modifies, for `content` in its body.
struct ContentBinding {
    var view: ViewValue
}

extension Interpreter {
    /// Evaluates a preview's body into the view tree of the current state.
    /// - Parameter geometry: sizes layout gave `GeometryReader`s last time (their content
    ///   depends on them; the run stage evaluates again until they agree).
    /// - Parameter geometryIsConfirmed: whether layout placed these views with `geometry`; if not,
    ///   an error in a reader's content is kept in `unconfirmedErrors` instead of thrown, since
    ///   SwiftUI only ever runs that content with the frame layout gives it.
    func evaluate(
        preview: PreviewDecl, environment: SceneEnvironment, geometry: [Identity: Rect],
        geometryIsConfirmed: Bool, canvas: Size
    ) throws(Interrupt) -> Expansion {
        let wasEvaluating = isEvaluatingViews
        isEvaluatingViews = true
        dispatchedByViews = []
        firstFreshObject = objectCount + 1
        frozenArrays = [:]
        bodyCache.beginEvaluation()
        defer {
            isEvaluatingViews = wasEvaluating
            dispatchedByViews = []
            frozenArrays = [:]
        }
        return try withBudget(at: preview.span) { () throws(Interrupt) in
            let body: Result<ViewValue, Interrupt>
            if let evaluated = previewBodies[preview.span] {
                body = evaluated
            } else {
                isEvaluatingPreviewBody = true
                body = Result { () throws(Interrupt) in
                    if let family = preview.widgetFamily, let timeline = preview.timeline {
                        return try widgetPreviewRoot(preview, family: family, timeline: timeline, previewEnv(preview))
                    }
                    return try viewBody(preview.body, at: preview.span, previewEnv(preview))
                }
                isEvaluatingPreviewBody = false
                if case .success = body { previewBodies[preview.span] = body }
            }
            var root = try previewModified(body.get(), preview)
            if hostsPresentations { root = .modified(root, .presentationHost, span: preview.span) }
            let output = ExpansionOutput(geometry: geometry, geometryIsConfirmed: geometryIsConfirmed, canvas: canvas)
            let roots: [ViewNode]
            do throws(Interrupt) {
                (roots, _) = try expand(root, at: .root, ExpansionContext(environment: environment), output)
            } catch .error(var error) where Self.isPrelude(error.span) {
                // No view the scene wrote holds the prelude's view that failed: the preview does.
                error.span = preview.span
                throw .error(error)
            }
            for index in output.unconfirmedErrors.indices where Self.isPrelude(output.unconfirmedErrors[index].span) {
                output.unconfirmedErrors[index].span = preview.span
            }
            var expansion = Expansion(tree: ViewTree(roots: roots, owners: output.owners))
            expansion.effects = output.effects
            expansion.taps = output.taps
            expansion.drags = output.drags
            expansion.geometrySizes = output.usedGeometry
            expansion.coordinateSpaces = output.coordinateSpaces
            expansion.dispatched = dispatchedByViews
            expansion.unconfirmedErrors = output.unconfirmedErrors
            bodyCache.endEvaluation()
            return expansion
        }
    }

    /// Where a preview's body runs: a `PreviewProvider`'s `previews` is a static property, which
    /// sees the type's other static members without `Self.`.
    private func previewEnv(_ preview: PreviewDecl) -> Env {
        guard let name = preview.providerType, case .declared(let info)? = typeNamed(name, from: nil) else {
            return Env(scope: globalScope.child())
        }
        let env = Env(scope: globalScope.child(), typeContext: info)
        env.scope.declare("self", variable: Variable(.type(.declared(info)), isLet: true))
        return env
    }

    /// Turns a view value into nodes with identities (DESIGN §3): block slots, branches,
    /// `ForEach` ids and `.id` values extend the path; groups, user views and their modifiers
    /// are transparent. The environment flows down; preferences flow up.
    func expand(
        _ view: ViewValue, at identity: Identity, _ context: ExpansionContext,
        _ out: ExpansionOutput
    ) throws(Interrupt) -> ([ViewNode], Preferences) {
        let values = context.environment.values
        switch view {
        case .leaf(let leaf, let span):
            return ([Self.leafNode(identity, leaf.resolved(in: values), span: span, values)], [:])
        case .text(let runs, let span):
            return ([Self.leafNode(identity, AnyLeafView(TextLeaf(runs: runs).resolved(in: values)), span: span, values)], [:])
        case .shape(let shape, let span):
            return ([ViewNode(identity: identity, content: .leaf(AnyLeafView(shape.resolved(in: values))), span: span)], [:])
        case .container(var layout, let content, let span):
            if let resolving = layout.base as? any EnvironmentResolvingLayout {
                layout = AnyContainerLayout(resolving.resolved(in: values))
            }
            var inner = context
            if let scroll = layout.base as? ScrollViewLayout {
                inner.scrollViewport = (
                    identity, scroll.axes.contains(.vertical) || scroll.axes.isEmpty ? .vertical : .horizontal
                )
                inner.coordinateSpaces[NativeTypes.scrollViewSpaceName] = identity
            }
            var (children, preferences) = try expand(Self.slotted(content), at: identity, inner, out)
            // A list's background runs under the navigation bar only from the top of the
            // screen: in a vertical stack, from its first view (`VStack { header; List }`
            // leaves the bar clear).
            // (The prelude's own stacks, the navigation stack's bar above its content, keep it.)
            if preferences[Self.navigationBarBackgroundKey] != nil, !Self.isPrelude(span),
                let stack = layout.base as? StackLayout, stack.axis == .vertical, let first = children.first,
                !out.groupedLists.contains(where: { $0.hasPrefix(first.identity) })
            {
                preferences[Self.navigationBarBackgroundKey] = nil
            }
            return ([ViewNode(identity: identity, content: .container(layout, children: children), span: span)], preferences)
        case .group(let content):
            return try expand(content, at: identity, context, out)
        case .block(let items):
            var nodes: [ViewNode] = []
            var preferences: Preferences = [:]
            for (slot, item) in items.enumerated() {
                let (more, prefs) = try expand(item, at: identity.appending(.slot(slot)), context, out)
                nodes += more
                preferences = try combine(preferences, prefs, at: identity)
            }
            return (nodes, preferences)
        case .conditional(let branch, let content):
            return try expand(content, at: identity.appending(.branch(branch)), context, out)
        case .forEach(let elements, _):
            var nodes: [ViewNode] = []
            var preferences: Preferences = [:]
            for element in elements {
                let (more, prefs) = try expand(element.view, at: identity.appending(.element(element.key)), context, out)
                nodes += more
                preferences = try combine(preferences, prefs, at: identity)
            }
            return (nodes, preferences)
        case .user(let instance, let span):
            return try expandUserView(instance, at: identity, span: span, context, out)
        case .erased(let typeName, let content):
            return try expand(content, at: identity.appending(.erased(typeName)), context, out)
        case .modified(let base, let modifier, let span):
            return try expandModified(base, modifier, span: span, at: identity, context, out)
        case .content:
            guard let binding = context.content.last else {
                throw .error("'content' is only available in a ViewModifier's body", at: .unknown(file: program.fileName))
            }
            var inner = context
            inner.content.removeLast()
            return try expand(binding.view, at: identity, inner, out)
        case .geometryReader(let function, let span):
            return try expandGeometryReader(function, at: identity, span: span, context, out)
        case .list(let rows, let span):
            let hidesBackground = context.environment.custom[Self.scrollContentBackgroundKey]?.asBool ?? false
            let sectionSpacing = context.environment.custom[Self.listSectionSpacingKey]?.asDouble
            let prominentHeaders = context.environment.custom[Self.headerProminenceKey]?.asBool ?? false
            var (nodes, preferences) = try expand(
                listView(
                    rows, style: values.listStyle, hidesBackground: hidesBackground, sectionSpacing: sectionSpacing,
                    prominentHeaders: prominentHeaders, isEditing: try isInEditMode(context.environment, at: span), span: span),
                at: identity, context, out)
            // A navigation bar above the list takes its background (the prelude's NavigationStack),
            // unless the list hides it (`.scrollContentBackground(.hidden)`): then the bar shows
            // what is behind the list, as nothing runs under it.
            if !hidesBackground {
                let background = Value.native(.color(.system(ListMetrics.metrics(for: values.listStyle).background)))
                preferences = try combine(preferences, [Self.navigationBarBackgroundKey: background], at: identity)
                out.groupedLists.append(identity)
            }
            return (nodes, preferences)
        case .label(let title, let icon, let span):
            try enterStyledBody(
                "labels nest more than \(Interpreter.maximumViewNesting) deep: a label style makes a label in its own style",
                at: span)
            defer { modifierNesting -= 1 }
            let made = try labelView(title: title, icon: icon, at: identity, in: context.environment, out, span: span)
            return try expand(made, at: identity, context, out)
        case .button(let button):
            try enterStyledBody(
                "buttons nest more than \(Interpreter.maximumViewNesting) deep: a button style makes a button in its own style",
                at: button.span)
            defer { modifierNesting -= 1 }
            return try expand(buttonView(button, at: identity, in: context.environment, out), at: identity, context, out)
        case .section(let header, let content, let footer, _):
            // A block of the three, its views marked with their part for a lazy grid.
            var nodes: [ViewNode] = []
            var preferences: Preferences = [:]
            let parts: [(ViewValue, SectionRole)] = [(header ?? .empty, .header), (content, .firstRow), (footer ?? .empty, .footer)]
            for (slot, (part, role)) in parts.enumerated() {
                var (more, prefs) = try expand(part, at: identity.appending(.slot(slot)), context, out)
                for index in more.indices where role != .firstRow || index == 0 { more[index].traits.sectionRole = role }
                nodes += more
                preferences = try combine(preferences, prefs, at: identity)
            }
            return (nodes, preferences)
        case .expanded(let nodes, let preferences):
            return (nodes, preferences)
        case .empty:
            return ([], [:])
        }
    }

    /// Counts one more body of the scene's modifiers and styles expanded inside another: a
    /// modifier applied in its own body, or a style whose body makes a button or label in that
    /// style, nests without end, and is reported with `message` past the limit. The caller
    /// counts back down (`defer { modifierNesting -= 1 }`).
    func enterStyledBody(_ message: @autoclosure () -> String, at span: SourceSpan) throws(Interrupt) {
        guard modifierNesting < Interpreter.maximumViewNesting else {
            throw .error("\(message()) (give the recursion an end)", at: span)
        }
        modifierNesting += 1
    }

    /// A view struct of the scene: its state bound to its identity, its body evaluated.
    private func expandUserView(
        _ instance: Instance, at identity: Identity, span: SourceSpan, _ context: ExpansionContext,
        _ out: ExpansionOutput
    ) throws(Interrupt) -> ([ViewNode], Preferences) {
        let bound = try bindInstance(instance, at: identity, context.environment, out)
        // A protocol that refines `View` may give its conformers a body (`extension Card { var body … }`).
        let inherited = index.allConformances(of: instance.type.inheritance).lazy.compactMap {
            self.index.protocolExtensions[$0]?.computedProperty(named: "body")
        }.first
        guard let body = instance.type.computedProperty(named: "body") ?? inherited else {
            throw .error("view '\(instance.type.name)' has no 'var body: some View'", at: span)
        }
        viewNesting += 1
        defer { viewNesting -= 1 }
        guard viewNesting <= Interpreter.maximumViewNesting else {
            throw .error(
                "views nest more than \(Interpreter.maximumViewNesting) deep: '\(instance.type.name)' is a view containing itself (give the recursion an end)",
                at: span)
        }
        let value = try viewBody(body, of: bound, raw: instance, at: identity, span: span)
        var bodyView = try asView(value, at: body.span)
        var bodyContext = context
        // A row of a list whose body is several views: its views are the rows.
        if case .tuple(let place, _)? = context.environment.custom[Self.listRowGroupKey], place.count == 2 {
            bodyContext.environment.custom[Self.listRowGroupKey] = nil
            var metrics = ListMetrics.metrics(for: context.environment.values.listStyle)
            metrics.isEditing = try isInEditMode(context.environment, at: span)
            bodyView = Self.listRowGroup(
                bodyView, metrics: metrics, isFirst: place[0].asBool ?? false, isLast: place[1].asBool ?? false, span: span)
        }
        var (nodes, preferences): ([ViewNode], Preferences)
        let heldErrors = out.unconfirmedErrors.count
        do throws(Interrupt) {
            (nodes, preferences) = try expand(bodyView, at: identity, bodyContext, out)
        } catch .error(var error) where Self.isPrelude(error.span) && !Self.isPrelude(span) {
            // An error in the prelude's views (a toolbar's items) is shown at the nearest view
            // the scene wrote.
            error.span = span
            throw .error(error)
        }
        if !Self.isPrelude(span) {
            for index in heldErrors..<out.unconfirmedErrors.count where Self.isPrelude(out.unconfirmedErrors[index].span) {
                out.unconfirmedErrors[index].span = span
            }
        }
        markAnimatableView(bound, body: bodyView, &nodes, at: identity, span: span)
        return (nodes, preferences)
    }

    /// An `Animatable` view whose body is one leaf with modifiers (`Text("\(Int(value))")`):
    /// the sample stage evaluates its body again every frame with the interpolated data, so a
    /// counting label counts, as SwiftUI does.
    private func markAnimatableView(
        _ instance: Instance, body: ViewValue, _ nodes: inout [ViewNode], at identity: Identity, span: SourceSpan
    ) {
        guard instance.type.conforms(to: "Animatable"), nodes.count == 1,
            let data = try? animatableData(of: .instance(instance), at: span), !data.isEmpty
        else { return }
        // A body of several views (`ZStack { Circle().trim(…); Text("\(percent)%") }`), or of
        // one with views attached (`Color.blue.overlay(Text("\(n)"))`): every view in it is drawn
        // from the body evaluated again for the frame.
        let attaches = nodes[0].modifiers.contains { if case .attachment = $0 { true } else { false } }
        guard case .leaf = nodes[0].content, let count = Self.chainLength(body), !attaches else {
            let handle = registerLive(.instance(instance))
            nodes[0].modifiers.insert(
                .live(LiveModifier(handle: handle, animatableData: data, count: 0, bodyIdentity: identity)), at: 0)
            return
        }
        let position = nodes[0].modifiers.count - count
        guard position >= 0 else { return }
        let handle = registerLive(.instance(instance))
        nodes[0].modifiers.insert(
            .live(LiveModifier(handle: handle, animatableData: data, count: count, drivesContent: true)), at: position)
    }

    /// A container's content with its views below the container: a closure that returns its
    /// view (`return Color.clear`) gives the view alone, which would otherwise take the
    /// container's own identity; it sits in a slot, as a builder's one view does. Content that
    /// extends the identity itself (slots, branches, elements) is left as it is.
    static func slotted(_ content: ViewValue) -> ViewValue {
        switch content {
        case .block, .conditional, .forEach, .erased, .empty: content
        default: .block([content])
        }
    }

    /// `GeometryReader`: a container that takes all the space offered, its content evaluated
    /// with the size layout gave it (the canvas size the first time).
    private func expandGeometryReader(
        _ function: Function, at identity: Identity, span: SourceSpan,
        _ context: ExpansionContext, _ out: ExpansionOutput
    ) throws(Interrupt) -> ([ViewNode], Preferences) {
        let frame = out.geometry[identity] ?? Rect(origin: .zero, size: out.canvas)
        out.usedGeometry[identity] = frame
        let confirmed = out.geometryIsConfirmed && out.geometry[identity] != nil
        function.buildsViews = true
        func reader(_ children: [ViewNode]) -> ViewNode {
            ViewNode(
                identity: identity, content: .container(AnyContainerLayout(GeometryReaderLayout()), children: children),
                span: span)
        }
        do {
            let geometry = GeometryProxyValue(size: frame.size, globalFrame: frame, namedSpaces: namedSpaces(context, out))
            let made = try reusingBody(at: BodyCache.Key(identity: identity, isReader: true), .reader(function, geometry)) {
                () throws(Interrupt) -> Value in try callFunction(function, [.native(.geometryProxy(geometry))], at: span)
            }
            let content = try asView(made, at: span)
            let (children, preferences) = try expand(Self.slotted(content), at: identity, context, out)
            return ([reader(children)], preferences)
        } catch .error(let error) where !confirmed && !isOutOfSteps {
            // A guessed frame (the canvas at the origin) can make code fail that the real one
            // does not: `(minY - 25) / mainFrame.minY` with a header above. The reader stays
            // empty until layout gives its frame; the run stage reports the error if it persists.
            out.unconfirmedErrors.append(error)
            return ([reader([])], [:])
        }
    }

    /// The frames of the named coordinate spaces around a reader, as layout last placed them
    /// (the canvas the first time; the run stage evaluates again until they agree).
    func namedSpaces(_ context: ExpansionContext, _ out: ExpansionOutput) -> [String: Rect] {
        context.coordinateSpaces.mapValues { key in
            let frame = out.geometry[key] ?? Rect(origin: .zero, size: out.canvas)
            out.usedGeometry[key] = frame
            return frame
        }
    }

    /// Combines sibling preferences with each key's `reduce(value:nextValue:)`.
    func combine(_ first: Preferences, _ second: Preferences, at identity: Identity) throws(Interrupt) -> Preferences {
        if first.isEmpty { return second }
        if second.isEmpty { return first }
        var result = first
        for (key, value) in second.sorted(by: { $0.key < $1.key }) {
            if let existing = result[key] {
                result[key] = try reducePreference(key, existing, value)
            } else {
                result[key] = value
            }
        }
        return result
    }

    /// `Key.reduce(value: &existing, nextValue: { next })`.
    func reducePreference(_ key: String, _ existing: Value, _ next: Value) throws(Interrupt) -> Value {
        guard let type = typeNamed(key, from: nil), case .declared(let info) = type,
            let reduce = info.staticMethods["reduce"]?.first
        else { return next }
        let span = info.span ?? .unknown(file: program.fileName)
        let scope = globalScope.child()
        scope.declare("\u{0}value", existing, isLet: false)
        let nextFunction = Function(.native(NativeFunction { _, _, _ in next }), name: "nextValue", span: span)
        scope.declare("\u{0}next", .function(nextFunction), isLet: true)
        let arguments = [
            Argument(label: "value", value: Expr(.inOut(Expr(.identifier("\u{0}value"), span: span)), span: span), span: span),
            Argument(label: "nextValue", value: Expr(.identifier("\u{0}next"), span: span), span: span),
        ]
        _ = try callDeclared(
            [reduce], receiver: .type(type), owner: info, arguments, nil, name: "reduce", at: span, Env(scope: scope))
        return scope.lookup("\u{0}value")?.value ?? next
    }
}

/// What expansion collects besides nodes: owners, effects, taps, geometry.
final class ExpansionOutput {
    var owners: [Identity] = []
    private var ownerSet: Set<Identity> = []
    var effects: [Identity: EffectRecord] = [:]
    var taps: [TapTarget] = []
    var drags: [DragTarget] = []
    /// The titles of labels drawn icon only, by the label's identity.
    var hiddenTitles: [Identity: String] = [:]
    /// The lists whose background a navigation bar above them may take.
    var groupedLists: [Identity] = []
    let geometry: [Identity: Rect]
    let geometryIsConfirmed: Bool
    var usedGeometry: [Identity: Rect] = [:]
    var unconfirmedErrors: [RuntimeError] = []
    var coordinateSpaces: [Identity: CoordinateSpaceLayer] = [:]
    /// The sheets presented by the views expanded so far, with the environment where each was.
    var presentations: [(request: PresentationRequest, environment: SceneEnvironment)] = []
    let canvas: Size

    init(geometry: [Identity: Rect], geometryIsConfirmed: Bool, canvas: Size) {
        self.geometry = geometry
        self.geometryIsConfirmed = geometryIsConfirmed
        self.canvas = canvas
    }

    func addOwner(_ identity: Identity) {
        if ownerSet.insert(identity).inserted { owners.append(identity) }
    }
}

extension Interpreter {
    /// The preference by which a list gives a navigation bar above it its background.
    static let navigationBarBackgroundKey = "_NavigationBarBackgroundKey"
}

extension Interpreter {
    /// A leaf's node, with the content transition its environment asks for.
    static func leafNode(_ identity: Identity, _ leaf: AnyLeafView, span: SourceSpan, _ values: EnvironmentValues) -> ViewNode {
        var node = ViewNode(identity: identity, content: .leaf(leaf), span: span)
        node.traits.contentTransition = values.contentTransition
        return node
    }
}

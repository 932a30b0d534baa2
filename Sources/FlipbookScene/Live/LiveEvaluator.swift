import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary

/// Runs the scene's own shapes, animatable modifiers, geometry effects and alignment guides for
/// the layout and sample stages, over a frozen copy of the run's interpreter.
///
/// Each call works in a fresh interpreter that shares the program and copies the run's values,
/// with no host: scene code run here cannot change state, and calls on several threads do not
/// touch each other's variables. A frame is therefore a pure function of (scene, t).
final class LiveEvaluator: LiveEvaluating, @unchecked Sendable {
    private let template: Interpreter

    init(freezing interpreter: Interpreter) {
        template = interpreter.frozenCopy()
    }

    func withInterpreter<T>(
        _ handle: LiveHandle, _ body: (Interpreter, Value) throws(Interrupt) -> T
    ) throws(LiveError) -> T {
        let interpreter = template.frozenCopy()
        guard let value = interpreter.liveTable[handle.fingerprint] else {
            throw LiveError("no scene value for \(handle.typeName)", span: nil)
        }
        // Each evaluation runs in a fresh copy, whose call depth starts at zero: a shape whose
        // `path(in:)` draws itself would nest copies until the stack overflows. The nesting
        // on this thread is counted instead.
        guard Self.nesting < Self.maximumNesting else {
            throw LiveError(
                "\(handle.typeName)'s evaluation nests more than \(Self.maximumNesting) deep (a shape whose path(in:) draws itself?)",
                span: interpreter.declaredType(of: value)?.span)
        }
        let result: Result<T, LiveError> = Self.$nesting.withValue(Self.nesting + 1) {
            do throws(Interrupt) {
                return .success(try interpreter.withBudget { () throws(Interrupt) in try body(interpreter, value) })
            } catch {
                return .failure(error.liveError)
            }
        }
        return try result.get()
    }

    /// How many live evaluations enclose the current one on this thread.
    @TaskLocal static var nesting = 0
    /// The most live evaluations that may nest (shapes drawing shapes, bodies evaluated in
    /// bodies): far below what a render thread's stack holds.
    static let maximumNesting = 32

    func path(of shape: LiveHandle, animatableData: [Double], in rect: Rect) throws(LiveError) -> Path {
        try withInterpreter(shape) { interpreter, value throws(Interrupt) in
            var receiver = value
            let span = interpreter.declaredType(of: value)?.span ?? .unknown(file: interpreter.program.fileName)
            try interpreter.setAnimatableData(&receiver, animatableData, at: span)
            let rectValue = interpreter.makeRect(rect)
            let result = try interpreter.callMethod(
                on: receiver, "path", positional: [rectValue], labels: ["in"], at: span, Env(scope: interpreter.globalScope))
            guard case .native(.path(let path)) = result else {
                throw .error("\(shape.typeName).path(in:) must return a Path", at: span)
            }
            return path
        }
    }

    func effect(of effect: LiveHandle, animatableData: [Double], size: Size) throws(LiveError) -> ProjectionTransform {
        try withInterpreter(effect) { interpreter, value throws(Interrupt) in
            var receiver = value
            let span = interpreter.declaredType(of: value)?.span ?? .unknown(file: interpreter.program.fileName)
            try interpreter.setAnimatableData(&receiver, animatableData, at: span)
            let result = try interpreter.callMethod(
                on: receiver, "effectValue", positional: [interpreter.makeSize(size)], labels: ["size"],
                at: span, Env(scope: interpreter.globalScope))
            switch result {
            case .native(.projection(let p)): return p
            case .native(.affineTransform(let t)): return ProjectionTransform(t)
            default: throw .error("\(effect.typeName).effectValue(size:) must return a ProjectionTransform", at: span)
            }
        }
    }

    func modifiers(of modifier: LiveHandle, animatableData: [Double]) throws(LiveError) -> [NodeModifier] {
        try withInterpreter(modifier) { interpreter, value throws(Interrupt) in
            var receiver = value
            let span = interpreter.declaredType(of: value)?.span ?? .unknown(file: interpreter.program.fileName)
            try interpreter.setAnimatableData(&receiver, animatableData, at: span)
            // A modifier's `body(content:)`, or an `Animatable` view's `body` (its modifiers'
            // data: `Rectangle().frame(…).offset(x: x)`).
            guard case .instance(let instance) = receiver,
                let (body, _) = try interpreter.animatableBody(of: instance, at: span)
            else { return [] }
            return try interpreter.modifierChain(
                of: interpreter.asView(body, at: span), environment: instance.context?.environment)
        }
    }

    func content(of view: LiveHandle, animatableData: [Double], size: Size) throws(LiveError) -> AnyLeafView? {
        try withInterpreter(view) { interpreter, value throws(Interrupt) in
            var receiver = value
            let span = interpreter.declaredType(of: value)?.span ?? .unknown(file: interpreter.program.fileName)
            try interpreter.setAnimatableData(&receiver, animatableData, at: span)
            guard case .instance(let instance) = receiver,
                let (result, _) = try interpreter.animatableBody(of: instance, at: span)
            else { return nil }
            // A modifier's `body(content:)` draws a leaf of its own here.
            let leaf = try interpreter.leaf(of: interpreter.asView(result, at: span), environment: instance.context?.environment)
            // A canvas made for this frame draws now, while its renderer is known.
            if let canvas = leaf?.base as? CanvasLeaf {
                return AnyLeafView(try interpreter.recordCanvas(canvas, size: size))
            }
            return leaf
        }
    }

    func body(of view: LiveHandle, animatableData: [Double], at identity: Identity) throws(LiveError) -> LiveBody {
        try withInterpreter(view) { interpreter, value throws(Interrupt) in
            var receiver = value
            let span = interpreter.declaredType(of: value)?.span ?? .unknown(file: interpreter.program.fileName)
            try interpreter.setAnimatableData(&receiver, animatableData, at: span)
            let none = LiveBody(views: [:], evaluator: nil)
            guard case .instance(let instance) = receiver,
                let (result, isModifier) = try interpreter.animatableBody(of: instance, at: span)
            else { return none }
            var context = ExpansionContext(environment: instance.context?.environment ?? SceneEnvironment())
            let bodyView = try interpreter.asView(result, at: span)
            // A modifier's `content` keeps the transaction's drawing. Where the body's root is
            // `content` itself (`content.overlay(…)`), a stand-in leaf holds the views the body
            // attaches, and is not drawn.
            let contentIsRoot = isModifier && Interpreter.isContentChain(bodyView)
            if isModifier {
                context.content.append(
                    ContentBinding(view: contentIsRoot ? .shape(ShapeLeaf(shape: .rectangle), span: span) : .empty))
            }
            let out = ExpansionOutput(geometry: [:], geometryIsConfirmed: false, canvas: interpreter.screen)
            let (nodes, _) = try interpreter.expand(bodyView, at: identity, context, out)
            // What reads geometry would need the frame laid out again: a geometry reader's
            // content keeps the transaction's drawing, and a body that reads geometry
            // elsewhere (an anchor, a named space) keeps it whole.
            var bodies: [Identity: LiveNodeBody] = [:]
            var readers: Set<Identity> = []
            func collect(_ node: ViewNode) {
                var leaf: AnyLeafView?
                if case .leaf(let drawn) = node.content, !(contentIsRoot && node.identity == nodes.first?.identity) {
                    leaf = drawn
                }
                bodies[node.identity] = LiveNodeBody(leaf: leaf, modifiers: node.modifiers)
                if case .container(let layout, _) = node.content, layout.base is GeometryReaderLayout {
                    readers.insert(node.identity)
                    return
                }
                node.forEachChild(collect)
            }
            nodes.forEach(collect)
            guard Set(out.usedGeometry.keys).isSubset(of: readers) else { return none }
            // The values this evaluation registered (a shape, an effect) run in a copy of it.
            return LiveBody(views: bodies, evaluator: LiveEvaluator(freezing: interpreter))
        }
    }

    func containerLength(_ closure: LiveHandle, length: Double, axis: Axis) throws(LiveError) -> Double {
        try withInterpreter(closure) { interpreter, value throws(Interrupt) in
            guard case .function(let function) = value else { return length }
            let result = try interpreter.callFunction(function, [.double(length), .native(.axis(axis))], at: function.span)
            guard let number = result.asDouble, number.isFinite else { return length }
            return max(number, 0)
        }
    }

    func alignmentDefault(of type: LiveHandle, dimensions: ViewDimensions) throws(LiveError) -> Double {
        try withInterpreter(type) { interpreter, value throws(Interrupt) in
            guard case .type(.declared(let info)) = value, let function = info.staticMethods["defaultValue"]?.first else {
                return 0
            }
            let span = info.span ?? .unknown(file: interpreter.program.fileName)
            let scope = interpreter.globalScope.child()
            scope.declare("\u{0}context", interpreter.makeDimensions(dimensions), isLet: true)
            let context = Argument(label: "in", value: Expr(.identifier("\u{0}context"), span: span), span: span)
            return try interpreter.callDeclared(
                [function], receiver: value, owner: info, [context], .native("Double"), name: "defaultValue", at: span,
                Env(scope: scope)
            ).asDouble ?? 0
        }
    }

    func alignmentGuide(_ guide: LiveHandle, dimensions: ViewDimensions) throws(LiveError) -> Double {
        try withInterpreter(guide) { interpreter, value throws(Interrupt) in
            guard case .function(let function) = value else { return 0 }
            let result = try interpreter.callFunction(function, [interpreter.makeDimensions(dimensions)], at: function.span)
            return result.asDouble ?? 0
        }
    }
}

extension Interpreter {
    /// The body of an `Animatable` view (`var body`) or modifier (`body(content:)`, given the
    /// `content` placeholder) as its instance computes it; nil for neither.
    func animatableBody(of instance: Instance, at span: SourceSpan) throws(Interrupt) -> (body: Value, isModifier: Bool)? {
        if let body = instance.type.computedProperty(named: "body") {
            return (try runGetter(body, receiver: .instance(instance), at: span), false)
        }
        guard !instance.type.methods(named: "body").isEmpty else { return nil }
        let body = try callMethod(
            on: .instance(instance), "body", [contentArgument(span)], nil, at: span, nameSpan: span,
            Env(scope: globalScope.child(), typeContext: instance.type))
        return (body, true)
    }

    /// A copy that shares the program and the run's values but not its scratch state, and that
    /// cannot change state (no host).
    func frozenCopy() -> Interpreter {
        let copy = Interpreter(program: program, index: index)
        copy.state = state
        copy.queryResults = queryResults
        copy.globalValues = globalValues
        copy.staticValues = staticValues
        copy.liveTable = liveTable
        // Values registered while evaluating get new names, never a name the table has.
        copy.liveCount = liveCount
        copy.objectCount = objectCount
        copy.firstFreshObject = objectCount + 1
        copy.objectsHeldAsState = objectsHeldAsState
        copy.uuidCount = uuidCount
        copy.randomState = randomState
        copy.rand48State = rand48State
        copy.host = nil
        copy.screen = screen
        copy.measurer = measurer
        copy.assets = assets
        return copy
    }

    /// The modifiers a body applies to `content`, resolved in `environment`.
    func modifierChain(of view: ViewValue, environment: SceneEnvironment?) throws(Interrupt) -> [NodeModifier] {
        var chain: [NodeModifier] = []
        var current = view
        // A `some View` body is a view builder: one statement is a block of one.
        while case .block(let items) = current, items.count == 1 { current = items[0] }
        var stack: [ModifierValue] = []
        while case .modified(let base, let modifier, _) = current {
            stack.append(modifier)
            current = base
        }
        let values = environment?.values ?? EnvironmentValues()
        for modifier in stack.reversed() {
            switch modifier {
            case .node(.effect(let effect)): chain.append(.effect(effect.resolved(in: values)))
            case .node(let other): chain.append(other)
            case .attachment(let kind, _, let alignment):
                chain.append(
                    .attachment(
                        Attachment(
                            kind: kind, alignment: alignment,
                            node: ViewNode(identity: .root, content: .empty, span: .unknown(file: program.fileName)))))
            default: continue
            }
        }
        return chain
    }

    /// The leaf a body draws under its modifiers, resolved in the environment its
    /// environment modifiers make (the inner ones win); nil when it is not one leaf.
    func leaf(of view: ViewValue, environment: SceneEnvironment?) throws(Interrupt) -> AnyLeafView? {
        var values = environment?.values ?? EnvironmentValues()
        var current = view
        while true {
            switch current {
            case .block(let items) where items.count == 1:
                current = items[0]
            case .modified(let base, let modifier, _):
                if case .environment(let change) = modifier { change.apply(to: &values) }
                current = base
            case .text(let runs, _):
                return AnyLeafView(TextLeaf(runs: runs).resolved(in: values))
            case .shape(let shape, _):
                return AnyLeafView(shape.resolved(in: values))
            case .leaf(let leaf, _):
                return leaf.resolved(in: values)
            default:
                return nil
            }
        }
    }

    /// `ViewDimensions` for an alignment guide closure (`d[.leading]`, `d.width`).
    func makeDimensions(_ dimensions: ViewDimensions) -> Value {
        .native(.viewDimensions(dimensions))
    }
}

extension Interrupt {
    /// The error as the live evaluator reports it.
    var liveError: LiveError {
        switch self {
        case .error(let error): LiveError(error.message, span: error.span)
        case .thrown(let value, let span): LiveError("uncaught error \(value)", span: span)
        default: LiveError("scene code ended unexpectedly", span: nil)
        }
    }
}

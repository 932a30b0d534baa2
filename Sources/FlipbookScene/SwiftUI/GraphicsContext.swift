import FlipbookModel
import FlipbookVocabulary

/// `Canvas`'s `GraphicsContext`: a value with its own transform and opacity (a copy changed
/// inside `drawLayer` or a local `var` does not change the original), drawing into a list all
/// copies share. `fill`, `stroke` and `drawLayer` record display items in the canvas's
/// coordinates, each under the context's transform and opacity.
struct GraphicsContextValue: @unchecked Sendable {
    final class Recorder {
        var items: [DisplayItem] = []
        let environment: EnvironmentValues
        let identity: Identity
        let span: SourceSpan
        /// The views the canvas declares in `symbols:`, by their tags' text.
        let symbols: [String: CanvasSymbol]
        /// The laid-out text a `TextRenderer` draws parts of (its `Text.Layout`).
        var text: TextItem?
        init(environment: EnvironmentValues, identity: Identity, span: SourceSpan, symbols: [String: CanvasSymbol] = [:]) {
            self.environment = environment
            self.identity = identity
            self.span = span
            self.symbols = symbols
        }
    }

    let recorder: Recorder
    var transform: AffineTransform = .identity
    var opacity: Double = 1
    /// How later drawing blends onto what the canvas holds already.
    var blendMode: BlendMode = .normal
    /// `clip(to:)`: the regions later drawing is limited to (all of them), in the canvas's
    /// coordinates.
    var clips: [Clip] = []
    /// `addFilter(_:)`: the filters later drawing goes through, in the order they were added
    /// (the last added applies first, as SwiftUI's do).
    var filters: [Filter] = []

    func record(_ item: DisplayItem) { append([item], transform: transform) }

    /// Items already in the canvas's coordinates (a `drawLayer`'s), as one drawing.
    func recordLayer(_ items: [DisplayItem]) { append(items, transform: .identity) }

    /// One drawing: through the context's filters, at its opacity and blend mode, within its
    /// clips.
    private func append(_ items: [DisplayItem], transform: AffineTransform) {
        let group = GroupItem(
            transform: transform, opacity: opacity, filters: filters.reversed(), blendMode: blendMode, items: items)
        // A layer drawn plainly adds no group of its own.
        var drawn = group.isPlainTransform && transform == .identity && items.count == 1 ? items : [.group(group)]
        for clip in clips.reversed() { drawn = [.group(GroupItem(clip: clip, items: drawn))] }
        recorder.items += drawn
    }
}

extension NativeTypes {
    static let graphicsContext = NativeType("GraphicsContext") { t in
        t.properties = [
            "opacity": { _, v, _ in .double(v.graphics?.opacity ?? 1) },
            "transform": { i, v, _ in .native(.affineTransform(v.graphics?.transform ?? .identity)) },
            "blendMode": { _, v, _ in
                .native(.enumCase(type: "GraphicsContext.BlendMode", name: (v.graphics?.blendMode ?? .normal).rawValue))
            },
        ]
        t.setters.define("opacity") { _, v, value, _ throws(Interrupt) in
            guard var context = v.graphics else { return }
            context.opacity = min(max(value.asDouble ?? 1, 0), 1)
            v = .native(.graphicsContext(context))
        }
        t.setters.define("transform") { _, v, value, span throws(Interrupt) in
            guard var context = v.graphics else { return }
            guard case .native(.affineTransform(let transform)) = value else {
                throw .error("a GraphicsContext's transform must be a CGAffineTransform", at: span)
            }
            context.transform = transform
            v = .native(.graphicsContext(context))
        }
        t.setters.define("blendMode") { _, v, value, span throws(Interrupt) in
            guard var context = v.graphics else { return }
            guard case .native(.enumCase(_, let name)) = value, let mode = BlendMode(rawValue: name) else {
                throw .error(
                    "this GraphicsContext blend mode is not supported by Flipbook yet (only the ones a view's blendMode(_:) has)",
                    at: span)
            }
            context.blendMode = mode
            v = .native(.graphicsContext(context))
        }
        t.methods = [
            "fill": { i, v, a throws(Interrupt) in
                guard let context = v.graphics else { return .void }
                let path = try i.canvasPath(a.required(nil), at: a.span)
                let paint = try i.shadingPaint(a.required("with"), context, at: a.span)
                var evenOdd = false
                if case .instance(let style)? = try a.value("style") { evenOdd = style.fields["isEOFilled"]?.asBool ?? false }
                try a.finish()
                context.record(
                    .shape(
                        ShapeItem(
                            path: path, paint: paint, style: .fill(evenOdd: evenOdd), identity: context.recorder.identity,
                            span: context.recorder.span)))
                return .void
            },
            "stroke": { i, v, a throws(Interrupt) in
                guard let context = v.graphics else { return .void }
                let path = try i.canvasPath(a.required(nil), at: a.span)
                let paint = try i.shadingPaint(a.required("with"), context, at: a.span)
                var style = StrokeStyle(lineWidth: 1)
                if case .native(.strokeStyle(let written))? = try a.value("style", .native("StrokeStyle")) { style = written }
                if let width = try a.double("lineWidth") { style.lineWidth = width }
                try a.finish()
                guard style.lineWidth.isFinite, style.lineWidth >= 0 else {
                    throw .error("stroke(_:with:lineWidth:): the line width must be a finite, positive number", at: a.span)
                }
                context.record(
                    .shape(
                        ShapeItem(
                            path: path, paint: paint, style: .stroke(style), identity: context.recorder.identity,
                            span: context.recorder.span)))
                return .void
            },
            // A layer of its own, composited as one drawing (its filters, opacity and blend mode
            // apply to the whole of it).
            "drawLayer": { i, v, a throws(Interrupt) in
                guard let context = v.graphics else { return .void }
                let body = try a.requiredFunction("content")
                try a.finish()
                let recorder = GraphicsContextValue.Recorder(
                    environment: context.recorder.environment, identity: context.recorder.identity,
                    span: context.recorder.span, symbols: context.recorder.symbols)
                var layer = GraphicsContextValue(recorder: recorder)
                layer.transform = context.transform
                try i.callWithContext(body, layer, size: nil, at: a.span)
                context.recordLayer(recorder.items)
                return .void
            },
            "resolveSymbol": { i, v, a throws(Interrupt) in
                guard let context = v.graphics else { return .none }
                let id = try a.required("id")
                try a.finish()
                return context.recorder.symbols[i.describe(id)].map { .native(.canvasSymbol($0)) } ?? .none
            },
            "draw": { i, v, a throws(Interrupt) in
                guard let context = v.graphics else { return .void }
                let content = try a.required(nil)
                if let part = i.textLayoutPart(content, in: context) {
                    _ = try a.value("options")
                    try a.finish()
                    context.record(.text(part))
                    return .void
                }
                let point = try a.value("at")
                let rect = try a.value("in")
                let anchorValue = try a.value("anchor", .native("UnitPoint"))
                try a.finish()
                var anchor = UnitPoint.center
                if let anchorValue {
                    guard case .native(.unitPoint(let written)) = anchorValue else {
                        throw .error("draw(_:at:anchor:) needs a UnitPoint anchor", at: a.span)
                    }
                    anchor = written
                }
                try i.drawInCanvas(
                    content, at: try point.map { p throws(Interrupt) in try i.point(p, at: a.span) },
                    in: try rect.map { r throws(Interrupt) in try i.rect(r, at: a.span) }, anchor: anchor,
                    context, span: a.span)
                return .void
            },
            // A text or an image, ready to draw: Flipbook keeps the view itself.
            "resolve": { _, _, a throws(Interrupt) in
                let content = try a.required(nil)
                try a.finish()
                return content
            },
        ]
        t.mutatingMethods = [
            "addFilter": { i, v, a throws(Interrupt) in
                guard var context = v.graphics else { return .void }
                guard case .native(.canvasFilter(let filter)) = try a.required(nil, .native("GraphicsContext.Filter")) else {
                    throw .error("addFilter(_:) needs a GraphicsContext.Filter such as .blur(radius: 4)", at: a.span)
                }
                _ = try a.value("options")
                try a.finish()
                context.filters.append(filter)
                v = .native(.graphicsContext(context))
                return .void
            },
            // `clip(to: path)`: later drawing is limited to the path (within any earlier clip).
            "clip": { i, v, a throws(Interrupt) in
                guard var context = v.graphics else { return .void }
                var path = try i.canvasPath(a.required("to"), at: a.span)
                var evenOdd = false
                if case .instance(let style)? = try a.value("style") { evenOdd = style.fields["isEOFilled"]?.asBool ?? false }
                _ = try a.value("options")
                try a.finish()
                context.clips.append(Clip(path: path.applying(context.transform), evenOdd: evenOdd))
                v = .native(.graphicsContext(context))
                return .void
            },
            "translateBy": { i, v, a throws(Interrupt) in
                try i.transformContext(&v, .translation(x: try a.requiredDouble("x"), y: try a.requiredDouble("y")), a)
            },
            "scaleBy": { i, v, a throws(Interrupt) in
                try i.transformContext(&v, .scale(x: try a.requiredDouble("x"), y: try a.requiredDouble("y")), a)
            },
            "rotate": { i, v, a throws(Interrupt) in
                guard case .native(.angle(let angle)) = try a.required("by", .native("Angle")) else {
                    throw .error("rotate(by:) needs an Angle", at: a.span)
                }
                return try i.transformContext(&v, .rotation(angle), a)
            },
            "concatenate": { i, v, a throws(Interrupt) in
                guard case .native(.affineTransform(let transform)) = try a.required(nil) else {
                    throw .error("concatenate(_:) needs a CGAffineTransform", at: a.span)
                }
                return try i.transformContext(&v, transform, a)
            },
        ]
    }
}

extension Value {
    var graphics: GraphicsContextValue? {
        if case .native(.graphicsContext(let context)) = self { return context }
        return nil
    }
}

extension Interpreter {
    /// Applies `transform` before the context's current one (as `CGContext` does).
    fileprivate func transformContext(
        _ value: inout Value, _ transform: AffineTransform, _ a: Arguments
    ) throws(Interrupt)
        -> Value
    {
        try a.finish()
        guard var context = value.graphics else { return .void }
        guard [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite) else {
            throw .error("a GraphicsContext transform must be finite", at: a.span)
        }
        context.transform = context.transform.concatenating(transform)
        value = .native(.graphicsContext(context))
        return .void
    }

    fileprivate func canvasPath(_ value: Value, at span: SourceSpan) throws(Interrupt) -> Path {
        if case .native(.path(let path)) = value { return path }
        // `context.fill(.init(roundedRect: rect, cornerRadius: 8), with: …)`: a Path's member.
        if case .implicitMember = value, case .native(.path(let path)) = try conform(value, to: .native("Path"), at: span) {
            return path
        }
        if case .instance(let instance) = value, instance.type.conforms(to: "Shape") {
            throw .error("fill and stroke take a Path: write shape.path(in: rect)", at: span)
        }
        throw .error("expected a Path, found \(typeName(of: value))", at: span)
    }

    /// `GraphicsContext.Shading`: `.color(_:)`, `.linearGradient(_:startPoint:endPoint:)`,
    /// `.radialGradient(_:center:startRadius:endRadius:)`, `.style(_:)`, or a colour.
    fileprivate func shadingPaint(
        _ value: Value, _ context: GraphicsContextValue, at span: SourceSpan
    ) throws(Interrupt)
        -> Paint
    {
        let environment = context.recorder.environment
        if let style = shapeStyle(value) {
            return style.resolved(in: environment).paint(in: Rect(x: 0, y: 0, width: 0, height: 0))
        }
        guard case .implicitMember(let member) = value, let arguments = member.arguments else {
            throw .error("expected a GraphicsContext.Shading such as .color(.red), found \(describe(value))", at: span)
        }
        let args = Arguments(
            self, arguments, callee: ".\(member.name)(…)", span: span, env: Env(scope: member.scope, typeContext: member.typeContext))
        switch member.name {
        case "color", "style":
            let color = try args.required(nil, .native("Color"))
            try args.finish()
            guard let style = shapeStyle(color) else { throw .error(".\(member.name)(_:) needs a Color", at: span) }
            return style.resolved(in: environment).paint(in: Rect(x: 0, y: 0, width: 0, height: 0))
        case "linearGradient":
            guard case .native(.gradient(let gradient)) = try args.required(nil, .native("Gradient")) else {
                throw .error(".linearGradient needs a Gradient", at: span)
            }
            let start = try point(args.required("startPoint"), at: span)
            let end = try point(args.required("endPoint"), at: span)
            try args.finish()
            return .linear(gradient.resolved(in: environment.colorScheme), start: start, end: end)
        case "radialGradient":
            guard case .native(.gradient(let gradient)) = try args.required(nil, .native("Gradient")) else {
                throw .error(".radialGradient needs a Gradient", at: span)
            }
            let center = try point(args.required("center"), at: span)
            let startRadius = try args.requiredDouble("startRadius")
            let endRadius = try args.requiredDouble("endRadius")
            try args.finish()
            return .radial(
                gradient.resolved(in: environment.colorScheme), center: center, startRadius: startRadius,
                endRadius: endRadius, scaleY: 1)
        default:
            throw .error("the shading .\(member.name) is not supported by Flipbook yet", at: span)
        }
    }

    /// Runs a renderer (or `drawLayer`) closure with a copy of `context` as its `inout` first
    /// parameter and the canvas size as its second.
    func callWithContext(
        _ function: Function, _ context: GraphicsContextValue, size: Size?, at span: SourceSpan
    )
        throws(Interrupt)
    {
        let variable = Variable(.native(.graphicsContext(context)), isLet: false)
        guard case .closure(let closure, let captured, let typeContext) = function.body else {
            _ = try callFunction(function, [variable.value] + (size.map { [makeSize($0)] } ?? []), at: span)
            return
        }
        let scope = captured.child()
        let parameters = closure.parameters ?? []
        scope.declare(parameters.first?.name ?? "$0", variable: variable)
        if let size {
            scope.declare(parameters.count > 1 ? parameters[1].name : "$1", makeSize(size), isLet: true)
        }
        _ = try runBody(closure.body, hint: nil, buildsViews: false, at: span, Env(scope: scope, typeContext: typeContext))
    }
}

extension LiveEvaluator {
    func canvas(
        _ renderer: LiveHandle, size: Size, environment: EnvironmentValues, symbols: [String: CanvasSymbol]
    ) throws(LiveError) -> [DisplayItem] {
        try withInterpreter(renderer) { interpreter, value throws(Interrupt) in
            try interpreter.drawCanvas(value, size: size, environment: environment, symbols: symbols)
        }
    }
}

extension Interpreter {
    /// Runs a canvas's renderer closure and returns what it drew.
    func drawCanvas(
        _ renderer: Value, size: Size, environment: EnvironmentValues, symbols: [String: CanvasSymbol] = [:]
    ) throws(Interrupt) -> [DisplayItem] {
        guard case .function(let function) = renderer else { return [] }
        let recorder = GraphicsContextValue.Recorder(
            environment: environment, identity: .root, span: function.span, symbols: symbols)
        try callWithContext(function, GraphicsContextValue(recorder: recorder), size: size, at: function.span)
        return recorder.items
    }

    /// A canvas registered during this evaluation, drawn at once.
    func recordCanvas(_ canvas: CanvasLeaf, size: Size) throws(Interrupt) -> RecordedDrawingLeaf {
        guard let renderer = liveTable[canvas.renderer.fingerprint] else {
            throw .error("no scene value for \(canvas.renderer.typeName)", at: .unknown(file: program.fileName))
        }
        return RecordedDrawingLeaf(items: try drawCanvas(renderer, size: size, environment: canvas.environment))
    }
}

extension ViewFactories {
    /// `Canvas { context, size in … }` (also with `opaque:`, `colorMode:`,
    /// `rendersAsynchronously:`, which change nothing offline), and with `symbols: { … }`: views,
    /// each found by its `.tag(_:)`, that the renderer draws where it says.
    static let canvas: NativeType.Call = { interpreter, args throws(Interrupt) in
        _ = try args.value("opaque")
        _ = try args.value("colorMode")
        _ = try args.value("rendersAsynchronously")
        let renderer = try args.requiredFunction("renderer")
        let symbolsBuilder = try args.function("symbols", buildsViews: true)
        try args.finish()
        let handle = interpreter.registerLive(.function(renderer))
        guard let symbolsBuilder else { return .view(.leaf(AnyLeafView(CanvasLeaf(renderer: handle)), span: args.span)) }
        let symbols = try interpreter.asView(
            interpreter.callFunction(symbolsBuilder, [], at: symbolsBuilder.span), at: symbolsBuilder.span)
        let tagged = try interpreter.taggedViews(symbols, at: args.span)
        let layout = CanvasSymbolsLayout(renderer: handle, tags: tagged.map { interpreter.describe($0.tag ?? .none) })
        return .view(.container(AnyContainerLayout(layout), content: .block(tagged.map(\.view)), span: args.span))
    }
}

extension Interpreter {
    /// `context.draw(text, at: point, anchor:)` and `context.draw(image, in: rect)`: the view laid
    /// out as SwiftUI lays it out alone (at its ideal size, or within the rectangle), placed by
    /// its anchor at the point (its centre by default) or at the rectangle's top-leading corner.
    fileprivate func drawInCanvas(
        _ content: Value, at point: Point?, in rect: Rect?, anchor: UnitPoint, _ context: GraphicsContextValue,
        span: SourceSpan
    ) throws(Interrupt) {
        let leaf: AnyLeafView
        switch content {
        case .view(.text(let runs, _)): leaf = AnyLeafView(TextLeaf(runs: runs))
        case .view(.leaf(let view, _)) where view.base is any ImageLeafView:
            // An image drawn in a rectangle is stretched to fill it, as GraphicsContext draws one.
            guard rect != nil, var image = view.base as? any ImageLeafView else {
                leaf = view
                break
            }
            image.isResizable = true
            leaf = AnyLeafView(image)
        case .native(.canvasSymbol(let symbol)):
            // A view of `symbols:`, drawn at its own size, placed by its anchor or at the corner.
            let origin =
                rect?.origin
                ?? Point(
                    x: (point ?? .zero).x - anchor.x * symbol.size.width, y: (point ?? .zero).y - anchor.y * symbol.size.height)
            context.record(.group(GroupItem(transform: .translation(x: origin.x, y: origin.y), items: symbol.items)))
            return
        default:
            var found = typeName(of: content)
            if case .view(let view) = content, case .shape = view { found = view.kindName }
            if case .view(let view) = content, case .user = view { found = view.kindName }
            throw .error("draw(_:at:) in a Canvas takes a Text, an Image or a symbol of symbols:, found \(found)", at: span)
        }
        guard let measurer else { throw .error("drawing text in a Canvas needs the text engine", at: span) }
        let resolved = leaf.resolved(in: context.recorder.environment)
        let proposal = rect.map { ProposedSize(width: $0.width, height: $0.height) } ?? .unspecified
        let measurement = resolved.measure(proposal, context: LeafLayoutContext(measurer: measurer, spacerAxis: nil, scale: 1))
        let size = measurement.dimensions.size
        let origin: Point
        if let rect {
            origin = rect.origin
        } else {
            let at = point ?? .zero
            origin = Point(x: at.x - anchor.x * size.width, y: at.y - anchor.y * size.height)
        }
        let drawContext = DrawContext(identity: context.recorder.identity, span: context.recorder.span, evaluator: nil, scale: 1)
        do {
            let items = try resolved.draw(in: Rect(origin: origin, size: size), measurement: measurement, context: drawContext)
            context.record(.group(GroupItem(items: items)))
        } catch {
            throw .error(error.message, at: error.span ?? span)
        }
    }
}

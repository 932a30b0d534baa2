import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// `.visualEffect { content, proxy in content.offset(…) }` (iOS 17): the closure is given the
    /// view as `content` and a `GeometryProxy` of the view's frame, and its effects are applied
    /// to the view. The frame is where layout placed the view with the modifiers written before
    /// this one (its padding and frame count), measured as a `GeometryReader`'s size is: the run
    /// evaluates again until the frame the closure saw is the frame the view got (the effects
    /// only draw, so they do not move it).
    func expandVisualEffect(
        _ function: Function, on base: ViewValue, span: SourceSpan, at identity: Identity,
        _ context: ExpansionContext, _ out: ExpansionOutput
    ) throws(Interrupt) -> ([ViewNode], Preferences) {
        let key = identity.appending(.effect("visualEffect", span.start.offset))
        let (nodes, preferences) = try expand(base, at: identity, context, out)
        if let node = nodes.first {
            out.coordinateSpaces[key] = CoordinateSpaceLayer(node: node.identity, layer: node.modifiers.count)
        }
        let frame = out.geometry[key] ?? Rect(origin: .zero, size: out.canvas)
        out.usedGeometry[key] = frame
        let proxy = Value.native(
            .geometryProxy(
                GeometryProxyValue(size: frame.size, globalFrame: frame, namedSpaces: namedSpaces(context, out))))
        let name = "\u{0}visualEffectProxy"
        globalScope.declare(name, proxy, isLet: true)
        let arguments = [contentArgument(span), Argument(label: nil, value: Expr(.identifier(name), span: span), span: span)]
        let result = try asView(callFunction(function, arguments, nil, at: span, Env(scope: globalScope)), at: span)
        var inner = context
        inner.content.append(ContentBinding(view: .expanded(nodes, preferences)))
        return try expand(result, at: identity, inner, out)
    }
}

extension Interpreter {
    /// `.scrollTransition { content, phase in … }` (iOS 17): the scroll view is at rest, so a view
    /// wholly inside its viewport is in the `.identity` phase, and one that sticks out before or
    /// after it (or lies beyond it) is in `.topLeading` or `.bottomTrailing`, value −1 or 1.
    /// [U] SwiftUI's interactive configuration interpolates the value while a view crosses the
    /// edge; a still frame takes the end phase (docs/semantics.md).
    func expandScrollTransition(
        _ function: Function, axis: Axis?, on base: ViewValue, span: SourceSpan, at identity: Identity,
        _ context: ExpansionContext, _ out: ExpansionOutput
    ) throws(Interrupt) -> ([ViewNode], Preferences) {
        var phase = "identity"
        // The frame of the view with the modifiers written before this one, as `visualEffect`'s.
        let key = identity.appending(.effect("scrollTransition", span.start.offset))
        let (nodes, preferences) = try expand(base, at: identity, context, out)
        if let node = nodes.first {
            out.coordinateSpaces[key] = CoordinateSpaceLayer(node: node.identity, layer: node.modifiers.count)
        }
        if let viewport = context.scrollViewport {
            let along = axis ?? viewport.axis
            let frame = out.geometry[key] ?? .zero
            let visible = out.geometry[viewport.identity] ?? Rect(origin: .zero, size: out.canvas)
            out.usedGeometry[key] = frame
            out.usedGeometry[viewport.identity] = visible
            let (low, high, visibleLow, visibleHigh) =
                along == .vertical
                ? (frame.minY, frame.maxY, visible.minY, visible.maxY) : (frame.minX, frame.maxX, visible.minX, visible.maxX)
            let tolerance = 0.5
            if low < visibleLow - tolerance {
                phase = "topLeading"
            } else if high > visibleHigh + tolerance {
                phase = "bottomTrailing"
            }
        }
        guard let phaseType = typeNamed("ScrollTransitionPhase", from: nil), case .declared(let info) = phaseType else {
            throw .error("ScrollTransitionPhase is missing from the prelude", at: span)
        }
        let name = "\u{0}scrollTransitionPhase"
        globalScope.declare(name, .enumCase(EnumCase(type: info, name: phase)), isLet: true)
        let arguments = [contentArgument(span), Argument(label: nil, value: Expr(.identifier(name), span: span), span: span)]
        let result = try asView(callFunction(function, arguments, nil, at: span, Env(scope: globalScope)), at: span)
        var inner = context
        inner.content.append(ContentBinding(view: .expanded(nodes, preferences)))
        return try expand(result, at: identity, inner, out)
    }
}

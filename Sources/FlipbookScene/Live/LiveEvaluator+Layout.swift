import FlipbookModel
import FlipbookSyntax

/// The scene's own `Layout` types, run for the layout stage: `sizeThatFits` and
/// `placeSubviews` get the prelude's `ProposedViewSize` and an array of `LayoutSubview`s whose
/// methods reach the layout engine's measuring through `Interpreter.layoutCall`.
extension LiveEvaluator {
    func sizeThatFits(layout: LiveHandle, proposal: ProposedSize, subviews: LayoutSubviews) throws(LiveError) -> Size {
        try withInterpreter(layout) { interpreter, value throws(Interrupt) in
            let span = interpreter.declaredType(of: value)?.span ?? .unknown(file: interpreter.program.fileName)
            interpreter.layoutCall = LayoutCall(subviews: subviews, bounds: nil)
            let result = try interpreter.callLayout(
                value, "sizeThatFits", [interpreter.makeProposal(proposal)], labels: ["proposal"], at: span)
            guard let size = try? interpreter.size(result, at: span) else {
                throw .error("\(layout.typeName).sizeThatFits must return a CGSize", at: span)
            }
            return size
        }
    }

    func placeSubviews(
        layout: LiveHandle, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
    ) throws(LiveError) -> [SubviewPlacement] {
        try withInterpreter(layout) { interpreter, value throws(Interrupt) in
            let span = interpreter.declaredType(of: value)?.span ?? .unknown(file: interpreter.program.fileName)
            let call = LayoutCall(subviews: subviews, bounds: bounds)
            interpreter.layoutCall = call
            _ = try interpreter.callLayout(
                value, "placeSubviews", [interpreter.makeRect(bounds), interpreter.makeProposal(proposal)],
                labels: ["in", "proposal"], at: span)
            // A subview the layout did not place sits at the centre of the bounds, as in SwiftUI.
            return call.placements.map { placement in
                placement
                    ?? SubviewPlacement(
                        position: Point(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
            }
        }
    }
}

/// One evaluation of a scene `Layout` method: the subviews it may measure and place.
final class LayoutCall {
    let subviews: LayoutSubviews
    let bounds: Rect?
    var placements: [SubviewPlacement?]

    init(subviews: LayoutSubviews, bounds: Rect?) {
        self.subviews = subviews
        self.bounds = bounds
        placements = Array(repeating: nil, count: subviews.count)
    }
}

extension Interpreter {
    /// Calls a `Layout` method with the proposal-side arguments, then `subviews:` and the
    /// `cache:` its `makeCache(subviews:)` makes (Void when it has none).
    fileprivate func callLayout(
        _ layout: Value, _ name: String, _ values: [Value], labels: [String?], at span: SourceSpan
    ) throws(Interrupt) -> Value {
        let count = layoutCall?.subviews.count ?? 0
        let subviews = Value.array((0..<count).map { makeLayoutSubview($0) })
        let env = Env(scope: globalScope.child(), typeContext: declaredType(of: layout))
        guard declaredType(of: layout)?.methods(named: "makeCache").isEmpty == false else {
            return try callMethod(
                on: layout, name, positional: values + [subviews, .void], labels: labels + ["subviews", "cache"],
                at: span, env)
        }
        // SwiftUI keeps a layout's cache from its `sizeThatFits` to its `placeSubviews` (which
        // reads what measuring stored): placing measures first, with the same proposal, on the
        // same cache, so the cache depends on this call alone.
        var cache = try callMethod(on: layout, "makeCache", positional: [subviews], labels: ["subviews"], at: span, env)
        if name == "placeSubviews", let proposal = values.last {
            _ = try callWithCache(layout, "sizeThatFits", [proposal], labels: ["proposal"], subviews, &cache, at: span, env)
        }
        return try callWithCache(layout, name, values, labels: labels, subviews, &cache, at: span, env)
    }

    /// A layout method called with `cache:` passed `inout`, as its declaration asks.
    private func callWithCache(
        _ layout: Value, _ name: String, _ values: [Value], labels: [String?], _ subviews: Value, _ cache: inout Value,
        at span: SourceSpan, _ env: Env
    ) throws(Interrupt) -> Value {
        var (arguments, scope) = literalArguments(values + [subviews], env)
        for (i, label) in (labels + ["subviews"]).enumerated() where i < arguments.count { arguments[i].label = label }
        let variable = "\u{0}layoutCache"
        scope.declare(variable, cache, isLet: false)
        let place = Expr(.identifier(variable), span: span)
        arguments.append(Argument(label: "cache", value: Expr(.inOut(place), span: span), span: span))
        let result = try callMethod(
            on: layout, name, arguments, nil, at: span, nameSpan: span, Env(scope: scope, typeContext: env.typeContext))
        cache = scope.lookup(variable)?.value ?? cache
        return result
    }

    /// The prelude's `ProposedViewSize` for a proposal.
    func makeProposal(_ proposal: ProposedSize) -> Value {
        prelude(
            "ProposedViewSize",
            ["width": proposal.width.map(Value.double) ?? .none, "height": proposal.height.map(Value.double) ?? .none])
    }

    private func makeLayoutSubview(_ index: Int) -> Value {
        prelude("LayoutSubview", ["index": .int(index)])
    }

    /// A proposal from the prelude's `ProposedViewSize` (or a `CGSize`).
    func proposal(_ value: Value, at span: SourceSpan) throws(Interrupt) -> ProposedSize {
        guard case .instance(let instance) = value else {
            throw .error("expected a ProposedViewSize, found \(typeName(of: value))", at: span)
        }
        let width = instance.fields["width"]?.asDouble
        let height = instance.fields["height"]?.asDouble
        return ProposedSize(width: width, height: height)
    }
}

extension NativeGlobals {
    /// What the prelude's `LayoutSubview` asks of the engine.
    static let layoutCalls: [String: NativeType.Call] = [
        "_subviewSize": { i, a throws(Interrupt) in
            let index = try a.required(nil).asInt ?? 0
            let proposal = try i.proposal(try a.required(nil), at: a.span)
            try a.finish()
            let call = try i.currentLayoutCall(subview: index, at: a.span)
            return i.makeSize(call.subviews[index].sizeThatFits(proposal))
        },
        "_subviewLayoutValue": { i, a throws(Interrupt) in
            let index = try a.required(nil).asInt ?? 0
            guard case .type(let key) = try a.required(nil) else {
                throw .error("a layout value is read with its key's type (subview[Key.self])", at: a.span)
            }
            try a.finish()
            let traits = try i.currentLayoutCall(subview: index, at: a.span).subviews[index].traits
            if let handle = traits.layoutValues[key.description], let value = i.liveTable[handle.fingerprint] {
                return value
            }
            return try i.staticMember(of: key, "defaultValue", nil, at: a.span)
        },
        "_subviewPriority": { i, a throws(Interrupt) in
            let index = try a.required(nil).asInt ?? 0
            try a.finish()
            return .double(try i.currentLayoutCall(subview: index, at: a.span).subviews[index].priority)
        },
        "_placeSubview": { i, a throws(Interrupt) in
            let index = try a.required(nil).asInt ?? 0
            let requested = try i.point(try a.required(nil), at: a.span)
            let anchor = try a.required(nil, .native("UnitPoint"))
            let proposal = try i.proposal(try a.required(nil), at: a.span)
            try a.finish()
            let call = try i.currentLayoutCall(subview: index, at: a.span)
            guard let bounds = call.bounds else {
                throw .error("place(at:anchor:proposal:) can only be called from placeSubviews", at: a.span)
            }
            guard case .native(.unitPoint(let unit)) = anchor else {
                throw .error("place(at:anchor:proposal:): the anchor must be a UnitPoint", at: a.span)
            }
            var position = requested
            if !(position.x.isFinite && position.y.isFinite) {
                // The engine also asks where subviews would go in a probe's unbounded space
                // (to find baselines); only a real placement must be finite.
                guard !(bounds.width.isFinite && bounds.height.isFinite) else {
                    throw .error(
                        "place(at:anchor:proposal:): the position (\(position.x), \(position.y)) is not a finite point",
                        at: a.span)
                }
                position = .zero
            }
            call.placements[index] = SubviewPlacement(position: position, anchor: unit, proposal: proposal)
            return .void
        },
    ]
}

extension Interpreter {
    fileprivate func currentLayoutCall(subview index: Int, at span: SourceSpan) throws(Interrupt) -> LayoutCall {
        guard let call = layoutCall else {
            throw .error("a LayoutSubview can only be used inside its Layout's methods", at: span)
        }
        guard index >= 0, index < call.subviews.count else {
            throw .error("subview index \(index) is out of range", at: span)
        }
        return call
    }
}

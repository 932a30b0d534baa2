import FlipbookModel

extension Timeline {
    /// What the clip shows at `time` (the `sample` stage): a pure function of the timeline and t.
    ///
    /// - Throws: a runtime error of the scene's own code run for this frame (a custom shape's
    ///   `path(in:)`, an animatable modifier's body), located in the scene.
    public func displayList(at time: Double) throws(LiveError) -> DisplayList {
        let index = stateIndex(at: time)
        let state = states[index]
        let ghosts = state.ghosts.filter { $0.removedAt <= time && time < $0.endsAt }
        let sampler = Sampler(timeline: self, time: time, ghosts: ghosts, live: state.layout)
        if clockStates.contains(index) { try sampler.layOutLiveTexts(state.tree) }
        let items = try sampler.children(state.tree.roots, parent: nil, layouts: .live)
        return DisplayList(size: canvas, items: items)
    }
}

/// Walks the views of one state (and the ghosts among them) into display items, every frame in
/// canvas coordinates.
struct Sampler {
    enum LayoutSource {
        case live
        case ghost([Identity: NodeLayout])
    }

    let timeline: Timeline
    let time: Double
    let ghostsByParent: [Identity?: [Ghost]]
    let live: LayoutTree
    /// The views of the `Animatable` bodies evaluated for this frame, by identity (filled as
    /// the walk reaches each body's root, read by the views inside it).
    let liveBodies = LiveBodies()

    final class LiveBodies {
        var views: [Identity: LiveNodeBody] = [:]
        /// The evaluator of the body each view was evaluated in (its shapes and effects).
        var evaluators: [Identity: any LiveEvaluating] = [:]
        /// The live views whose bodies were evaluated before drawing (to lay out their texts).
        var evaluatedBodies: Set<Identity> = []
        /// The live views laid out again with this frame's texts, where one differs from the
        /// transaction's (nil: the transaction's layout holds).
        var relaid: LayoutTree?
    }

    /// The evaluator for a view's scene values: the one of the body evaluated for this frame
    /// it belongs to, else the run's.
    private func evaluator(for identity: Identity) -> (any LiveEvaluating)? {
        liveBodies.evaluators[identity] ?? timeline.evaluator
    }

    init(timeline: Timeline, time: Double, ghosts: [Ghost], live: LayoutTree) {
        self.timeline = timeline
        self.time = time
        self.live = live
        ghostsByParent = Dictionary(grouping: ghosts, by: \.parent)
    }

    /// A parent's content children, with its removed children kept at their old positions.
    func children(_ nodes: [ViewNode], parent: Identity?, layouts: LayoutSource) throws(LiveError) -> [DisplayItem] {
        var ordered: [(node: ViewNode, layouts: LayoutSource)] = nodes.map { ($0, layouts) }
        for ghost in (ghostsByParent[parent] ?? []).sorted(by: { $0.position < $1.position }) {
            ordered.insert((ghost.node, .ghost(ghost.layouts)), at: min(ghost.position, ordered.count))
        }
        // zIndex orders siblings (stable: equal indices keep tree order, removed views included).
        if ordered.contains(where: { $0.node.traits.zIndex != 0 }) {
            ordered = ordered.enumerated().sorted { a, b in
                a.element.node.traits.zIndex != b.element.node.traits.zIndex
                    ? a.element.node.traits.zIndex < b.element.node.traits.zIndex : a.offset < b.offset
            }.map(\.element)
        }
        var items: [DisplayItem] = []
        for entry in ordered {
            items += try draw(entry.node, layouts: entry.layouts)
        }
        return items
    }

    func layout(of identity: Identity, in source: LayoutSource) -> NodeLayout? {
        switch source {
        case .live: live[identity]
        case .ghost(let layouts): layouts[identity]
        }
    }

    /// A leaf's drawing during a content cross-fade: the old content (centred in the frame at
    /// its own size) fading out over the new one fading in.
    private func crossFade(
        _ identity: Identity, new items: [DisplayItem], in frame: Rect, context: DrawContext
    ) throws(LiveError) -> [DisplayItem] {
        guard let fade = timeline.contentFades[identity]?.last(where: { $0.time <= time }),
            let p = value(identity, .contentFade)?.first, p < 1
        else { return items }
        let progress = max(0, p)
        let oldSize = fade.oldMeasurement?.size ?? frame.size
        let oldFrame = Rect(
            x: frame.midX - oldSize.width / 2, y: frame.midY - oldSize.height / 2, width: oldSize.width,
            height: oldSize.height)
        let measurement = fade.oldMeasurement ?? LeafMeasurement(size: oldSize)
        var old = try fade.old.draw(in: oldFrame, measurement: measurement, context: context)
        var new = items
        let shift = fade.verticalShift(at: progress)
        if case .numericText = fade.kind, let split = NumericTextRoll.split(old: old, new: new) {
            // Digit by digit: what stays is drawn once; only the changed characters roll.
            let leaving = DisplayEffects.transform(.translation(x: 0, y: shift.old * oldSize.height), split.oldChanged)
            let arriving = DisplayEffects.transform(.translation(x: 0, y: shift.new * frame.height), split.newChanged)
            return split.unchanged + DisplayEffects.opacity(1 - progress, leaving) + DisplayEffects.opacity(progress, arriving)
        }
        if shift.old != 0 { old = DisplayEffects.transform(.translation(x: 0, y: shift.old * oldSize.height), old) }
        if shift.new != 0 { new = DisplayEffects.transform(.translation(x: 0, y: shift.new * frame.height), new) }
        return DisplayEffects.opacity(1 - progress, old) + DisplayEffects.opacity(progress, new)
    }

    func value(_ identity: Identity, _ property: AnimatableProperty) -> [Double]? {
        timeline.tracks[TrackKey(identity: identity, property: property)]?.value(at: time)
    }

    /// One view: its content and children, wrapped in its modifiers' effects (inner first),
    /// then in its transition's effects.
    func draw(_ node: ViewNode, layouts: LayoutSource) throws(LiveError) -> [DisplayItem] {
        guard let nodeLayout = layout(of: node.identity, in: layouts) else { return [] }
        // Two views with one identity would share a layout; reported, never an index past the end.
        guard nodeLayout.layers.count > node.modifiers.count else {
            throw LiveError(
                "Flipbook's internal error: the view \(node.identity) has \(node.modifiers.count) modifiers but "
                    + "\(nodeLayout.layers.count) laid-out frames (two views with one identity?); please report it",
                span: node.span)
        }
        let relaid = relaidLayout(of: node.identity, in: layouts)
        let frames = nodeLayout.layers.enumerated().map { j, frame in
            let sampled = value(node.identity, .layer(j)).map(AnimatableVectors.rect) ?? frame
            guard let relaid, j < relaid.layers.count else { return sampled }
            return Self.moving(sampled, by: frame, to: relaid.layers[j])
        }
        // First: the view at a body's root draws from that body too.
        if !(isLive(layouts) && liveBodies.evaluatedBodies.contains(node.identity)) {
            try evaluateLiveBody(of: node)
        }
        let liveBody = liveBodies.views[node.identity]
        let context = DrawContext(
            identity: node.identity, span: node.span, evaluator: evaluator(for: node.identity),
            scale: timeline.scale)
        var items: [DisplayItem]
        switch node.content {
        case .leaf(var leaf):
            if let data = value(node.identity, .content), data.count == leaf.animatableData.count {
                leaf.animatableData = data
            }
            var measurement = nodeLayout.measurement ?? LeafMeasurement(size: frames[0].size)
            var frame = frames[0]
            if let relaidMeasurement = relaid?.measurement,
                let text = try liveContentLeaf(node, frame: frame) ?? liveBody?.leaf, text != leaf
            {
                // Laid out again for this frame: drawn in its new frame.
                leaf = text
                measurement = relaidMeasurement
            } else if let live = try liveContent(node, current: leaf, frame: frame)
                ?? measured(liveBody?.leaf, current: leaf, frame: frame)
            {
                // Drawn at its own size, centred in the frame laid out at rest.
                leaf = live.leaf
                measurement = live.measurement
                frame = Rect(
                    x: frame.midX - measurement.size.width / 2, y: frame.midY - measurement.size.height / 2,
                    width: measurement.size.width, height: measurement.size.height)
            }
            items = try leaf.draw(in: frame, measurement: measurement, context: context)
            items = try crossFade(node.identity, new: items, in: frames[0], context: context)
        case .container(let layout, let nodes):
            if let composing = layout.base as? any ComposingContainerLayout {
                var drawings: [ChildDrawing] = []
                for child in nodes {
                    let frame = self.layout(of: child.identity, in: layouts)?.layers.last ?? .zero
                    drawings.append(ChildDrawing(items: try draw(child, layouts: layouts), frame: frame))
                }
                items = try composing.compose(drawings, in: frames[0], context: context)
                break
            }
            items = try children(nodes, parent: node.identity, layouts: layouts)
            if layout.base.clipsChildren {
                items = DisplayEffects.clip(Clip(path: Path(frames[0])), items)
            }
        case .empty:
            items = []
        }
        var modifiers = node.modifiers
        for i in modifiers.indices {
            if let data = value(node.identity, .modifier(i)) { modifiers[i] = Self.setting(data, on: modifiers[i]) }
        }
        if let liveBody { modifiers = Self.taking(liveBody.modifiers, into: modifiers) }
        modifiers = try resolveLive(modifiers, identity: node.identity, context: context)
        for (i, modifier) in modifiers.enumerated() {
            items = try apply(modifier, to: items, frame: frames[i + 1], layouts: layouts, context: context)
        }
        if let phase = value(node.identity, .transition) {
            let transition = node.transition ?? timeline.defaultTransition
            let chain = try resolveLive(
                TransitionVector.modifiers(transition, values: phase), identity: node.identity, context: context)
            for modifier in chain {
                items = try apply(modifier, to: items, frame: frames[frames.count - 1], layouts: layouts, context: context)
            }
        }
        return items
    }

    /// An `Animatable` view's leaf evaluated for this frame, measured, when it differs from
    /// the leaf laid out at rest.
    private func liveContent(
        _ node: ViewNode, current: AnyLeafView, frame: Rect
    ) throws(LiveError) -> (
        leaf: AnyLeafView, measurement: LeafMeasurement
    )? {
        guard let leaf = try liveContentLeaf(node, frame: frame) else { return nil }
        return measured(leaf, current: current, frame: frame)
    }

    /// An `Animatable` view's leaf evaluated for this frame (nil: its leaf is not evaluated
    /// per frame).
    func liveContentLeaf(_ node: ViewNode, frame: Rect) throws(LiveError) -> AnyLeafView? {
        guard let evaluator = evaluator(for: node.identity) else { return nil }
        for (i, modifier) in node.modifiers.enumerated() {
            guard case .live(let marker) = modifier, marker.drivesContent else { continue }
            let live = interpolated(marker, at: i, of: node)
            return try evaluator.content(of: live.handle, animatableData: live.animatableData, size: frame.size)
        }
        return nil
    }

    /// A live marker (the modifier at `index` of `node`) with its data as its track has it now.
    private func interpolated(_ live: LiveModifier, at index: Int, of node: ViewNode) -> LiveModifier {
        guard let data = value(node.identity, .modifier(index)), data.count == live.animatableData.count else { return live }
        var current = live
        current.animatableData = data
        return current
    }

    /// A leaf evaluated for this frame, measured, when it differs from the one laid out.
    private func measured(
        _ leaf: AnyLeafView?, current: AnyLeafView, frame: Rect
    ) -> (
        leaf: AnyLeafView, measurement: LeafMeasurement
    )? {
        guard let leaf, leaf != current, let measurer = timeline.measurer else { return nil }
        let context = LeafLayoutContext(measurer: measurer, spacerAxis: nil, scale: timeline.scale)
        // A shape or colour fills the frame laid out at rest; a text takes its own width.
        var measurement = leaf.measure(ProposedSize(width: frame.width, height: frame.height), context: context)
        if measurement.text != nil { measurement = leaf.measure(ProposedSize(width: nil, height: nil), context: context) }
        return (leaf, measurement)
    }

    /// An `Animatable` view whose body is several views, at its root: the body evaluated with
    /// this frame's data, for the views inside to draw from.
    func evaluateLiveBody(of node: ViewNode) throws(LiveError) {
        guard let evaluator = evaluator(for: node.identity) else { return }
        for (i, modifier) in node.modifiers.enumerated() {
            guard case .live(let marker) = modifier, let identity = marker.bodyIdentity else { continue }
            let live = interpolated(marker, at: i, of: node)
            var body = try evaluator.body(of: live.handle, animatableData: live.animatableData, at: identity)
            if marker.attachmentOffset != 0 {
                body.views = Self.shiftingAttachments(body.views, of: identity, by: marker.attachmentOffset)
            }
            liveBodies.views.merge(body.views) { _, new in new }
            if let bodyEvaluator = body.evaluator {
                for identity in body.views.keys { liveBodies.evaluators[identity] = bodyEvaluator }
            }
        }
    }

    /// A body's views with the numbers of the views attached to its view moved up by `offset`:
    /// the numbers the tree gave them after the modifiers the view had before the body's.
    static func shiftingAttachments<Value>(_ views: [Identity: Value], of root: Identity, by offset: Int) -> [Identity: Value] {
        var shifted: [Identity: Value] = [:]
        let depth = root.components.count
        for (identity, value) in views {
            var key = identity
            // The body's root view is the view itself (its content's place, below the root):
            // the first attachment after the root is one the body made.
            if key.components.count > depth, Array(key.components[..<depth]) == root.components,
                let at = key.components[depth...].firstIndex(where: { if case .attachment = $0 { true } else { false } }),
                case .attachment(let index) = key.components[at]
            {
                key.components[at] = .attachment(index + offset)
            }
            shifted[key] = value
        }
        return shifted
    }

    /// A view's modifiers as the body evaluated for this frame made them, where they are the
    /// same kinds in the same order (its structure is the transaction's). The markers of bodies
    /// evaluated per frame are not the body's own, and are left out of the match.
    static func taking(_ produced: [NodeModifier], into modifiers: [NodeModifier]) -> [NodeModifier] {
        func isBodyMarker(_ modifier: NodeModifier) -> Bool {
            if case .live(let live) = modifier { live.bodyIdentity != nil } else { false }
        }
        let own = modifiers.indices.filter { !isBodyMarker(modifiers[$0]) }
        let made = produced.filter { !isBodyMarker($0) }
        guard own.count == made.count else { return modifiers }
        var result = modifiers
        for (index, new) in zip(own, made) where AnimatableVectors.isInterpolable(result[index], new) {
            result[index] = new
        }
        return result
    }

    /// One modifier's effect on the items of what it modifies.
    private func apply(
        _ modifier: NodeModifier, to items: [DisplayItem], frame: Rect, layouts: LayoutSource,
        context: DrawContext
    ) throws(LiveError) -> [DisplayItem] {
        switch modifier {
        case .effect(let effect):
            return try effect.draw(items, in: frame, context: context)
        case .attachment(let attachment):
            let attached = try draw(attachment.node, layouts: layouts)
            switch attachment.kind {
            case .background: return attached + items
            case .overlay: return items + attached
            case .mask: return DisplayEffects.group(GroupItem(mask: attached, items: items))
            }
        case .animation, .live:
            return items
        }
    }

    /// The modifiers with the data of those a live scene modifier drives recomputed from its
    /// (interpolated) data: its body, evaluated again for this frame.
    private func resolveLive(
        _ modifiers: [NodeModifier], identity: Identity, context: DrawContext
    ) throws(LiveError) -> [NodeModifier] {
        guard modifiers.contains(where: { if case .live = $0 { true } else { false } }) else { return modifiers }
        var result = modifiers
        for (i, modifier) in modifiers.enumerated() {
            guard case .live(let live) = modifier, live.count > 0 else { continue }
            guard let evaluator = evaluator(for: identity) else { continue }
            let body = try evaluator.modifiers(of: live.handle, animatableData: live.animatableData)
            for (k, produced) in body.enumerated() where k < live.count && i + 1 + k < result.count {
                // Only data changes per frame; the structure is the one the tree was laid out with.
                if let data = AnimatableVectors.modifier(produced), AnimatableVectors.isInterpolable(result[i + 1 + k], produced)
                {
                    result[i + 1 + k] = Self.setting(data, on: result[i + 1 + k])
                }
            }
        }
        return result
    }

    static func setting(_ data: [Double], on modifier: NodeModifier) -> NodeModifier {
        switch modifier {
        case .effect(var m):
            guard data.count == m.animatableData.count else { return modifier }
            m.animatableData = data
            return .effect(m)
        case .live(var live):
            guard data.count == live.animatableData.count else { return modifier }
            live.animatableData = data
            return .live(live)
        case .attachment, .animation:
            return modifier
        }
    }
}

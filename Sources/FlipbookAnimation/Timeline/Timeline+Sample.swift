import FlipbookModel

extension Timeline {
    /// What the clip shows at `time` (the `sample` stage): a pure function of the timeline and t.
    public func displayList(at time: Double) -> DisplayList {
        let state = states[stateIndex(at: time)]
        let ghosts = state.ghosts.filter { $0.removedAt <= time && time < $0.endsAt }
        var sampler = Sampler(timeline: self, time: time, ghosts: ghosts, live: state.layout)
        let items = sampler.children(state.tree.roots, parent: nil, origin: .zero, layouts: .live)
        return DisplayList(size: canvas, items: items)
    }
}

/// Walks the views of one state (and the ghosts among them) into display items.
private struct Sampler {
    enum LayoutSource {
        case live
        case ghost([Identity: NodeLayout])
    }

    let timeline: Timeline
    let time: Double
    let ghostsByParent: [Identity?: [Ghost]]
    let live: LayoutTree

    init(timeline: Timeline, time: Double, ghosts: [Ghost], live: LayoutTree) {
        self.timeline = timeline
        self.time = time
        self.live = live
        ghostsByParent = Dictionary(grouping: ghosts, by: \.parent)
    }

    /// A parent's content children, with its removed children kept at their old positions.
    mutating func children(_ nodes: [ViewNode], parent: Identity?, origin: Point, layouts: LayoutSource) -> [DisplayItem] {
        var ordered: [(node: ViewNode, layouts: LayoutSource)] = nodes.map { ($0, layouts) }
        for ghost in (ghostsByParent[parent] ?? []).sorted(by: { $0.position < $1.position }) {
            ordered.insert((ghost.node, .ghost(ghost.layouts)), at: min(ghost.position, ordered.count))
        }
        var items: [DisplayItem] = []
        for entry in ordered {
            items += draw(entry.node, origin: origin, layouts: entry.layouts)
        }
        return items
    }

    private func layout(of identity: Identity, in source: LayoutSource) -> NodeLayout? {
        switch source {
        case .live: live[identity]
        case .ghost(let layouts): layouts[identity]
        }
    }

    private func value(_ identity: Identity, _ property: AnimatableProperty) -> [Double]? {
        timeline.tracks[TrackKey(identity: identity, property: property)]?.value(at: time)
    }

    /// One view: its content and children, wrapped in its modifiers' effects (inner first),
    /// then in its transition's effects.
    mutating func draw(_ node: ViewNode, origin parentOrigin: Point, layouts: LayoutSource) -> [DisplayItem] {
        guard let nodeLayout = layout(of: node.identity, in: layouts) else { return [] }
        let frames = nodeLayout.layers.enumerated().map { j, frame in
            value(node.identity, .layer(j)).map { AnimatableVectors.rect($0, relativeTo: parentOrigin) } ?? frame
        }
        let contentOrigin = frames[0].origin
        var items = ContentDrawing.items(
            for: node, frame: frames[0], text: nodeLayout.text, animated: value(node.identity, .content))
        if case .stack(_, let children) = node.content {
            items += self.children(children, parent: node.identity, origin: contentOrigin, layouts: layouts)
        }
        for (i, modifier) in node.modifiers.enumerated() {
            let frame = frames[i]
            let params = value(node.identity, .modifier(i)) ?? AnimatableVectors.modifier(modifier) ?? []
            switch modifier {
            case .opacity:
                items = DisplayEffects.opacity(params[0], items)
            case .scaleEffect:
                let pivot = frame.point(at: UnitPoint(x: params[2], y: params[3]))
                items = DisplayEffects.transform(.about(pivot, .scale(x: params[0], y: params[1])), items)
            case .rotationEffect:
                let pivot = frame.point(at: UnitPoint(x: params[1], y: params[2]))
                items = DisplayEffects.transform(.about(pivot, .rotation(Angle(radians: params[0]))), items)
            case .offset:
                items = DisplayEffects.transform(.translation(x: params[0], y: params[1]), items)
            case .clipRoundedRectangle:
                items = DisplayEffects.clip(.roundedRectangle(frame, radius: max(0, params[0])), items)
            case .background(let child, _):
                items = draw(child, origin: contentOrigin, layouts: layouts) + items
            case .overlay(let child, _):
                items += draw(child, origin: contentOrigin, layouts: layouts)
            case .frame, .flexibleFrame, .padding, .position, .animation:
                continue
            }
        }
        if let phase = value(node.identity, .transition) {
            items = TransitionGeometry.apply(node.effectiveTransition, values: phase, frame: frames[frames.count - 1], to: items)
        }
        return items
    }
}

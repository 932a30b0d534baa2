import FlipbookModel

/// Texts evaluated every frame (a timer, a relative date, a `TimelineView`'s label) take their
/// place as SwiftUI gives it: SwiftUI lays out again at every tick, so a caption that grows
/// from "10 min" to "10 min, 1 sec" keeps its leading edge in a leading stack and pushes what
/// follows it. Before drawing a frame, the sampler evaluates these texts; where one differs
/// from the transaction's, the state's views are laid out again with it, and every view moves
/// by the difference between that layout and the transaction's (an animation in flight keeps
/// its course, shifted).
///
/// Only a clock's content is laid out again: an `Animatable` view's text counts through the
/// values of an animation whose frames already move from the old layout to the new one.
extension Sampler {
    /// The prelude's `TimelineView` clock (`Prelude+TimelineView`): the views of its body are
    /// the content that changes with time rather than with an animation.
    static let clockTypeName = "_TimelineSampler"

    /// Whether a state's views hold a clock: only then can a frame's texts differ from the
    /// transaction's, and only then does the sampler look.
    static func hasClock(_ index: TreeIndex) -> Bool {
        index.entries.values.contains { isClock($0.node) }
    }

    /// Whether the view is a clock's (its modifiers hold the clock's marker).
    static func isClock(_ node: ViewNode) -> Bool {
        node.modifiers.contains {
            if case .live(let marker) = $0 { marker.handle.typeName.hasPrefix(clockTypeName) } else { false }
        }
    }

    func layOutLiveTexts(_ tree: ViewTree) throws(LiveError) {
        guard let relayout = timeline.relayout else { return }
        var texts: [Identity: AnyLeafView] = [:]
        for root in tree.roots {
            try collectLiveTexts(root, insideClock: false, into: &texts)
        }
        guard !texts.isEmpty else { return }
        let relaid = relayout(tree.replacingLeaves(texts))
        // A layout the scene's own code failed in keeps the transaction's (its error was
        // reported when the transaction was laid out, or the text changes nothing it reads).
        guard relaid.errors.isEmpty else { return }
        liveBodies.relaid = relaid
    }

    /// Evaluates the bodies of the live views in `node` (parents first, as drawing does) and
    /// collects the texts that differ from the transaction's.
    private func collectLiveTexts(
        _ node: ViewNode, insideClock: Bool, into texts: inout [Identity: AnyLeafView]
    ) throws(LiveError) {
        // A view the transaction did not lay out is not drawn either.
        guard live[node.identity] != nil else { return }
        try evaluateLiveBody(of: node)
        liveBodies.evaluatedBodies.insert(node.identity)
        let insideClock = insideClock || Self.isClock(node)
        if insideClock, case .leaf(var leaf) = node.content, let rest = live[node.identity], rest.measurement?.text != nil,
            let frame = rest.layers.first
        {
            if let data = value(node.identity, .content), data.count == leaf.animatableData.count {
                leaf.animatableData = data
            }
            if let text = try liveContentLeaf(node, frame: frame) ?? liveBodies.views[node.identity]?.leaf, text != leaf {
                texts[node.identity] = text
            }
        }
        for modifier in node.modifiers {
            if case .attachment(let attachment) = modifier {
                try collectLiveTexts(attachment.node, insideClock: insideClock, into: &texts)
            }
        }
        for child in node.contentChildren {
            try collectLiveTexts(child, insideClock: insideClock, into: &texts)
        }
    }

    /// A live view's frames in the layout of this frame's texts (nil: none, or a removed view).
    func relaidLayout(of identity: Identity, in source: LayoutSource) -> NodeLayout? {
        guard isLive(source) else { return nil }
        return liveBodies.relaid?[identity]
    }

    func isLive(_ source: LayoutSource) -> Bool {
        if case .live = source { true } else { false }
    }

    /// `sampled` (a frame as its animation has it now) moved and resized as the frame `rest`
    /// of the transaction's layout is to `relaid`.
    static func moving(_ sampled: Rect, by rest: Rect, to relaid: Rect) -> Rect {
        Rect(
            x: sampled.origin.x + relaid.origin.x - rest.origin.x,
            y: sampled.origin.y + relaid.origin.y - rest.origin.y,
            width: max(0, sampled.size.width + relaid.size.width - rest.size.width),
            height: max(0, sampled.size.height + relaid.size.height - rest.size.height))
    }
}

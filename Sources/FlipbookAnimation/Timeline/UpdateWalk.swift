import FlipbookModel

/// One transaction's pass over the new tree: records every property change in the tracks,
/// with the animation in effect for it, and starts insertion transitions.
///
/// What is kept, inserted and removed comes from the transaction's `TreeDiff`; the walk only
/// looks the kept views up in the previous tree to compare them.
struct UpdateWalk {
    let time: Double
    let layout: LayoutTree
    let previous: TreeIndex?
    let isFirst: Bool
    let defaultTransition: TransitionValue
    private let kept: Set<Identity>
    private let insertionRoots: Set<Identity>
    /// Removed views still running their removal transition, by identity.
    private let ghosts: [Identity: ViewNode]
    /// The animation that applies inside each view's content (for its children's insertions
    /// and removals).
    var contentAnimation: [Identity: Animation?] = [:]
    /// Inserted views that switch in under a group's animation modifier (`BranchSwitchAnimation`).
    var switchedAnimations: [Identity: Animation] = [:]
    /// Leaves whose content changed in a way its data cannot interpolate (a text's string),
    /// under an animation: they cross-fade (`ContentFade`).
    var contentChanges: [(identity: Identity, old: AnyLeafView, kind: ContentTransitionKind, animation: Animation)] = []
    /// How many `Animatable` views evaluated per frame (`LiveModifier.bodyIdentity`) the walk
    /// is inside: their leaves change per frame, not by cross-fade.
    private var liveBodyDepth = 0

    init(
        time: Double, layout: LayoutTree, diff: TreeDiff, previous: TreeIndex?, ghosts: [Identity: ViewNode],
        isFirst: Bool, defaultTransition: TransitionValue
    ) {
        self.time = time
        self.layout = layout
        self.previous = previous
        self.ghosts = ghosts
        self.isFirst = isFirst
        self.defaultTransition = defaultTransition
        kept = Set(diff.kept)
        insertionRoots = Set(diff.insertionRoots)
    }

    mutating func visit(_ node: ViewNode, inherited: Animation?, tracks: inout [TrackKey: AnimatableTrack]) {
        guard let nodeLayout = layout[node.identity] else { return }
        let isLiveBody = node.modifiers.contains { if case .live(let live) = $0 { live.bodyIdentity != nil } else { false } }
        if isLiveBody { liveBodyDepth += 1 }
        defer { if isLiveBody { liveBodyDepth -= 1 } }
        let old = kept.contains(node.identity) ? previous?[node.identity]?.node : ghosts[node.identity]
        let levels = AnimationLevels(node: node, old: old, inherited: inherited)
        contentAnimation[node.identity] = levels.animation(atLevel: 0)
        let transition = node.transition ?? defaultTransition

        if kept.contains(node.identity), let old {
            update(node, old: old, layout: nodeLayout, levels: levels, tracks: &tracks)
        } else if ghosts[node.identity] != nil {
            // Re-added while disappearing: it appears at its new place and its transition
            // animates back to identity (SEMANTICS §2, phases).
            start(node, layout: nodeLayout, transition: transition, resetsTransition: false, tracks: &tracks)
            let key = TrackKey(identity: node.identity, property: .transition)
            if let track = tracks[key] {
                let identityVector = TransitionVector.vector(transition, in: .identity)
                let animation = transition.animationOverride ?? inherited
                var updated = track
                updated.set(identityVector, at: time, animation: identityVector.count == track.target.count ? animation : nil)
                tracks[key] = updated
            }
        } else {
            start(node, layout: nodeLayout, transition: transition, tracks: &tracks)
            if insertionRoots.contains(node.identity) && !isFirst {
                startInsertion(
                    node, transition: transition, animation: switchedAnimations[node.identity] ?? inherited,
                    tracks: &tracks)
            }
        }

        for (index, modifier) in node.modifiers.enumerated() {
            if case .attachment(let attachment) = modifier {
                visit(attachment.node, inherited: levels.animation(atLevel: index + 1), tracks: &tracks)
            }
        }
        for child in node.contentChildren {
            visit(child, inherited: levels.animation(atLevel: 0), tracks: &tracks)
        }
    }

    /// A view seen before: each changed value animates with the animation of its level. Its
    /// frames move from their old place on the canvas to their new one.
    private mutating func update(
        _ node: ViewNode, old: ViewNode, layout nodeLayout: NodeLayout, levels: AnimationLevels,
        tracks: inout [TrackKey: AnimatableTrack]
    ) {
        for (j, frame) in nodeLayout.layers.enumerated() {
            setIfChanged(
                TrackKey(identity: node.identity, property: .layer(j)), AnimatableVectors.frame(frame),
                levels.animation(atLevel: j), &tracks)
        }
        let driven = AnimatableVectors.drivenIndices(node.modifiers)
        for (i, modifier) in node.modifiers.enumerated() where !driven.contains(i) {
            guard let value = AnimatableVectors.modifier(modifier) else { continue }
            let sameKind = i < old.modifiers.count && AnimatableVectors.isInterpolable(old.modifiers[i], modifier)
            let animation = sameKind ? levels.animation(atLevel: i + 1) : nil
            setIfChanged(TrackKey(identity: node.identity, property: .modifier(i)), value, animation, &tracks)
        }
        if let value = AnimatableVectors.content(node.content) {
            let animation = AnimatableVectors.isInterpolable(old.content, node.content) ? levels.animation(atLevel: 0) : nil
            setIfChanged(TrackKey(identity: node.identity, property: .content), value, animation, &tracks)
        }
        // An `Animatable` view's leaf is evaluated per frame instead (`LiveModifier.drivesContent`),
        // as is every leaf in a body evaluated per frame, but for the view a modifier's body
        // attaches views to (`LiveModifier.keepsContent`).
        let keepsOwnContent = node.modifiers.contains {
            if case .live(let live) = $0 { live.bodyIdentity != nil && live.keepsContent } else { false }
        }
        let isLiveContent =
            liveBodyDepth > (keepsOwnContent ? 1 : 0)
            || node.modifiers.contains { if case .live(let live) = $0 { live.drivesContent } else { false } }
        if case .leaf(let newLeaf) = node.content, case .leaf(let oldLeaf) = old.content, !isLiveContent,
            node.traits.contentTransition != .identity, let animation = levels.animation(atLevel: 0),
            ContentFade.differs(oldLeaf, newLeaf)
        {
            contentChanges.append((node.identity, oldLeaf, node.traits.contentTransition, animation))
        }
    }

    private func setIfChanged(
        _ key: TrackKey, _ value: [Double], _ animation: Animation?,
        _ tracks: inout [TrackKey: AnimatableTrack]
    ) {
        guard var track = tracks[key] else {
            tracks[key] = AnimatableTrack(initial: value, at: time)
            return
        }
        guard track.target != value else { return }
        track.set(value, at: time, animation: animation)
        tracks[key] = track
    }

    /// A new view: its values start where its layout puts them, without animation (SwiftUI
    /// disables animations during `willAppear`).
    ///
    /// An identity can live several times (an `if` that flips back); its tracks keep the
    /// earlier lives, so a value jumps rather than starting a new track: frames before this
    /// transaction must still sample the earlier life.
    private func start(
        _ node: ViewNode, layout nodeLayout: NodeLayout, transition: TransitionValue,
        resetsTransition: Bool = true, tracks: inout [TrackKey: AnimatableTrack]
    ) {
        for (j, frame) in nodeLayout.layers.enumerated() {
            jump(TrackKey(identity: node.identity, property: .layer(j)), to: AnimatableVectors.frame(frame), &tracks)
        }
        let driven = AnimatableVectors.drivenIndices(node.modifiers)
        for (i, modifier) in node.modifiers.enumerated() where !driven.contains(i) {
            if let value = AnimatableVectors.modifier(modifier) {
                jump(TrackKey(identity: node.identity, property: .modifier(i)), to: value, &tracks)
            }
        }
        if let value = AnimatableVectors.content(node.content) {
            jump(TrackKey(identity: node.identity, property: .content), to: value, &tracks)
        }
        let transitionKey = TrackKey(identity: node.identity, property: .transition)
        if resetsTransition, tracks[transitionKey] != nil {
            jump(transitionKey, to: TransitionVector.vector(transition, in: .identity), &tracks)
        }
    }

    private func jump(_ key: TrackKey, to value: [Double], _ tracks: inout [TrackKey: AnimatableTrack]) {
        if tracks[key] == nil {
            tracks[key] = AnimatableTrack(initial: value, at: time)
        } else {
            tracks[key]?.reset(to: value, at: time)
        }
    }

    /// The insertion transition: from `willAppear` to identity with the insertion's animation.
    private func startInsertion(
        _ node: ViewNode, transition: TransitionValue, animation: Animation?,
        tracks: inout [TrackKey: AnimatableTrack]
    ) {
        let effective = transition.animationOverride ?? animation
        guard let effective, TransitionVector.hasMotion(transition) else { return }
        let key = TrackKey(identity: node.identity, property: .transition)
        jump(key, to: TransitionVector.vector(transition, in: .willAppear), &tracks)
        tracks[key]?.set(TransitionVector.vector(transition, in: .identity), at: time, animation: effective)
    }
}

import FlipbookModel

/// One transaction's pass over the new tree: records every property change in the tracks,
/// with the animation in effect for it, and starts insertion transitions.
struct UpdateWalk {
    let time: Double
    let layout: LayoutTree
    let previous: [Identity: PreviousNode]
    let isFirst: Bool
    /// The animation that applies inside each view's content (for its children's insertions
    /// and removals).
    var contentAnimation: [Identity: Animation?] = [:]
    /// Removed views that came back before their removal transition ended.
    var reinserted: Set<Identity> = []

    struct PreviousNode {
        var node: ViewNode
        var layout: NodeLayout?
    }

    init(time: Double, layout: LayoutTree, previous: [Identity: PreviousNode], isFirst: Bool) {
        self.time = time
        self.layout = layout
        self.previous = previous
        self.isFirst = isFirst
    }

    mutating func visit(_ node: ViewNode, inherited: Animation?, parentOrigin: Point, isInsertionRoot: Bool,
                        tracks: inout [TrackKey: AnimatableTrack]) {
        guard let nodeLayout = layout[node.identity] else { return }
        let old = previous[node.identity]
        let levels = AnimationLevels(node: node, old: old?.node, inherited: inherited)
        contentAnimation[node.identity] = levels.animation(atLevel: 0)

        if let old {
            update(node, old: old.node, layout: nodeLayout, parentOrigin: parentOrigin, levels: levels, tracks: &tracks)
            let transitionKey = TrackKey(identity: node.identity, property: .transition)
            if let track = tracks[transitionKey], track.target != TransitionGeometry.vector(of: node.effectiveTransition, in: .identity) {
                // Re-added while disappearing: back to identity (SEMANTICS §2, phases).
                reinserted.insert(node.identity)
                let animation = TransitionGeometry.animationOverride(of: node.effectiveTransition) ?? inherited
                var updated = track
                let identityVector = TransitionGeometry.vector(of: node.effectiveTransition, in: .identity)
                updated.set(identityVector, at: time, animation: identityVector.count == track.target.count ? animation : nil)
                tracks[transitionKey] = updated
            }
        } else {
            start(node, layout: nodeLayout, parentOrigin: parentOrigin, tracks: &tracks)
            if isInsertionRoot && !isFirst {
                startInsertion(node, animation: inherited, tracks: &tracks)
            }
        }

        let contentOrigin = nodeLayout.contentFrame.origin
        let childrenAreInsertionRoots = old != nil
        for (index, modifier) in node.modifiers.enumerated() {
            switch modifier {
            case .background(let child, _), .overlay(let child, _):
                visit(child, inherited: levels.animation(atLevel: index + 1), parentOrigin: contentOrigin,
                      isInsertionRoot: childrenAreInsertionRoots, tracks: &tracks)
            default:
                continue
            }
        }
        for child in node.contentChildren {
            visit(child, inherited: levels.animation(atLevel: 0), parentOrigin: contentOrigin,
                  isInsertionRoot: childrenAreInsertionRoots, tracks: &tracks)
        }
    }

    /// A view seen before: each changed value animates with the animation of its level.
    private func update(_ node: ViewNode, old: ViewNode, layout nodeLayout: NodeLayout, parentOrigin: Point,
                        levels: AnimationLevels, tracks: inout [TrackKey: AnimatableTrack]) {
        for (j, frame) in nodeLayout.layers.enumerated() {
            let value = AnimatableVectors.frame(frame, relativeTo: parentOrigin)
            setIfChanged(TrackKey(identity: node.identity, property: .layer(j)), value, levels.animation(atLevel: j), &tracks)
        }
        for (i, modifier) in node.modifiers.enumerated() {
            guard let value = AnimatableVectors.modifier(modifier) else { continue }
            let sameKind = i < old.modifiers.count && AnimatableVectors.modifier(old.modifiers[i])?.count == value.count
            let animation = sameKind ? levels.animation(atLevel: i + 1) : nil
            setIfChanged(TrackKey(identity: node.identity, property: .modifier(i)), value, animation, &tracks)
        }
        if let value = AnimatableVectors.content(node.content) {
            setIfChanged(TrackKey(identity: node.identity, property: .content), value, levels.animation(atLevel: 0), &tracks)
        }
    }

    private func setIfChanged(_ key: TrackKey, _ value: [Double], _ animation: Animation?, _ tracks: inout [TrackKey: AnimatableTrack]) {
        guard var track = tracks[key] else {
            tracks[key] = AnimatableTrack(initial: value, at: time)
            return
        }
        guard track.target != value else { return }
        track.set(value, at: time, animation: animation)
        tracks[key] = track
    }

    /// A new view: its values start where its layout puts them, without animation.
    ///
    /// An identity can live several times (an `if` that flips back); its tracks keep the
    /// earlier lives, so a value jumps rather than starting a new track: frames before this
    /// transaction must still sample the earlier life.
    private func start(_ node: ViewNode, layout nodeLayout: NodeLayout, parentOrigin: Point, tracks: inout [TrackKey: AnimatableTrack]) {
        for (j, frame) in nodeLayout.layers.enumerated() {
            jump(TrackKey(identity: node.identity, property: .layer(j)), to: AnimatableVectors.frame(frame, relativeTo: parentOrigin), &tracks)
        }
        for (i, modifier) in node.modifiers.enumerated() {
            if let value = AnimatableVectors.modifier(modifier) {
                jump(TrackKey(identity: node.identity, property: .modifier(i)), to: value, &tracks)
            }
        }
        if let value = AnimatableVectors.content(node.content) {
            jump(TrackKey(identity: node.identity, property: .content), to: value, &tracks)
        }
        let transitionKey = TrackKey(identity: node.identity, property: .transition)
        if tracks[transitionKey] != nil {
            jump(transitionKey, to: TransitionGeometry.vector(of: node.effectiveTransition, in: .identity), &tracks)
        }
    }

    private func jump(_ key: TrackKey, to value: [Double], _ tracks: inout [TrackKey: AnimatableTrack]) {
        if tracks[key] == nil {
            tracks[key] = AnimatableTrack(initial: value, at: time)
        } else {
            tracks[key]?.set(value, at: time, animation: nil)
        }
    }

    /// The insertion transition: from `willAppear` to identity with the insertion's animation.
    private func startInsertion(_ node: ViewNode, animation: Animation?, tracks: inout [TrackKey: AnimatableTrack]) {
        let transition = node.effectiveTransition
        let effective = TransitionGeometry.animationOverride(of: transition) ?? animation
        guard let effective, TransitionGeometry.hasMotion(transition) else { return }
        let key = TrackKey(identity: node.identity, property: .transition)
        jump(key, to: TransitionGeometry.vector(of: transition, in: .willAppear), &tracks)
        tracks[key]?.set(TransitionGeometry.vector(of: transition, in: .identity), at: time, animation: effective)
    }
}

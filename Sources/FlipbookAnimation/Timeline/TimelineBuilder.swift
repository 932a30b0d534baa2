import FlipbookModel

extension Timeline {
    /// Builds the timeline of a clip from its transactions and the layout of each.
    ///
    /// For every transaction, from its `TreeDiff`: kept views update (each changed property
    /// gets the animation in effect for it); insertion roots run their transition from
    /// `willAppear`; removal roots leave layout, keep their last frames and run their transition
    /// to `didDisappear`.
    ///
    /// - Parameters:
    ///   - defaultTransition: the transition of views that declare none (`.opacity`).
    ///   - evaluator: runs the scene's own shapes and effects when frames are sampled.
    public init(
        transactions: [SceneTransaction], layouts: [LayoutTree], canvas: Size,
        defaultTransition: TransitionValue, evaluator: (any LiveEvaluating)?, scale: Double = 1,
        measurer: (any TextMeasuring)? = nil, relayout: (@Sendable (ViewTree) -> LayoutTree)? = nil
    ) {
        precondition(transactions.count == layouts.count, "one layout per transaction")
        var builder = TimelineBuilder(defaultTransition: defaultTransition)
        for (transaction, layout) in zip(transactions, layouts) {
            builder.add(transaction, layout: layout)
        }
        self.init(
            canvas: canvas, states: builder.states, tracks: builder.tracks, contentFades: builder.contentFades,
            defaultTransition: defaultTransition, evaluator: evaluator, scale: scale, measurer: measurer,
            relayout: relayout)
    }
}

struct TimelineBuilder {
    let defaultTransition: TransitionValue
    var states: [TimelineState] = []
    var tracks: [TrackKey: AnimatableTrack] = [:]
    var contentFades: [Identity: [ContentFade]] = [:]

    init(defaultTransition: TransitionValue) {
        self.defaultTransition = defaultTransition
    }

    mutating func add(_ transaction: SceneTransaction, layout: LayoutTree) {
        let time = transaction.time
        let index = TreeIndex(transaction.tree)
        let previousState = states.last
        var ghosts = (previousState?.ghosts ?? []).filter { $0.endsAt > time }
        var ghostNodes: [Identity: ViewNode] = [:]
        for ghost in ghosts {
            for node in Self.subtree(ghost.node) { ghostNodes[node.identity] = node }
        }

        let switched = BranchSwitchAnimation.animations(
            insertionRoots: transaction.diff.insertionRoots, removalRoots: transaction.diff.removalRoots, new: index,
            old: previousState?.index)
        var walk = UpdateWalk(
            time: time, layout: layout, diff: transaction.diff, previous: previousState?.index,
            ghosts: ghostNodes, isFirst: previousState == nil, defaultTransition: defaultTransition)
        walk.switchedAnimations = switched
        for root in transaction.tree.roots {
            walk.visit(root, inherited: transaction.animation, tracks: &tracks)
        }

        let animationInside = walk.contentAnimation
        followSources(time: time, index: index, layout: layout, inserted: Set(transaction.diff.inserted)) { identity in
            guard let parent = index[identity]?.parent else { return transaction.animation }
            return animationInside[parent] ?? transaction.animation
        }

        if let previousState { startContentFades(walk.contentChanges, time: time, previousLayout: previousState.layout) }

        // Re-inserted ghosts are live again.
        ghosts.removeAll { index.contains($0.node.identity) }

        if let previousState {
            for identity in transaction.diff.removalRoots {
                guard let entry = previousState.index[identity] else { continue }
                let parentAnimation =
                    switched[identity] ?? entry.parent.map { walk.contentAnimation[$0] ?? nil } ?? transaction.animation
                if let ghost = removeWithTransition(
                    entry, parentAnimation: parentAnimation, time: time, layout: previousState.layout)
                {
                    ghosts.append(ghost)
                }
            }
            let contentAnimation = walk.contentAnimation
            matchGeometry(transaction, index: index, layout: layout, previous: previousState) { identity in
                guard let parent = index[identity]?.parent else { return transaction.animation }
                return contentAnimation[parent] ?? transaction.animation
            }
        }
        states.append(TimelineState(time: time, tree: transaction.tree, index: index, layout: layout, ghosts: ghosts))
    }

    /// Starts the removal transition of a view; nil when it disappears at once.
    private mutating func removeWithTransition(
        _ entry: TreeIndex.Entry, parentAnimation: Animation?, time: Double,
        layout: LayoutTree
    ) -> Ghost? {
        let node = entry.node
        let transition = node.transition ?? defaultTransition
        let animation = transition.animationOverride ?? parentAnimation
        guard let animation, TransitionVector.hasMotion(transition) else { return nil }
        let key = TrackKey(identity: node.identity, property: .transition)
        let identityVector = TransitionVector.vector(transition, in: .identity)
        if tracks[key] == nil {
            tracks[key] = AnimatableTrack(initial: identityVector, at: time)
        } else if tracks[key]?.target.count != identityVector.count {
            tracks[key]?.reset(to: identityVector, at: time)  // keeps earlier lives
        }
        tracks[key]?.set(TransitionVector.vector(transition, in: .didDisappear), at: time, animation: animation)
        var layouts: [Identity: NodeLayout] = [:]
        for member in Self.subtree(node) {
            layouts[member.identity] = layout[member.identity]
        }
        return Ghost(
            node: node, layouts: layouts, parent: entry.parent, position: entry.position,
            removedAt: time, endsAt: tracks[key]?.finishTime ?? time)
    }

    static func subtree(_ node: ViewNode) -> [ViewNode] {
        var out = [node]
        node.forEachChild { out += subtree($0) }
        return out
    }
}

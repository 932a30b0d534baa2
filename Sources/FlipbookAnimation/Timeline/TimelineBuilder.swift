import FlipbookModel

extension Timeline {
    /// Builds the timeline of a clip from its transactions and the layout of each.
    ///
    /// For every transaction: views whose identity stays update (each changed property gets
    /// the animation in effect for it); new identities are inserted (their transition runs
    /// from `willAppear`); vanished identities are removed (they leave layout, keep their last
    /// frames and run their transition to `didDisappear`).
    public init(transactions: [SceneTransaction], layouts: [LayoutTree], canvas: Size) {
        precondition(transactions.count == layouts.count, "one layout per transaction")
        var builder = TimelineBuilder()
        for (transaction, layout) in zip(transactions, layouts) {
            builder.add(transaction, layout: layout)
        }
        self.init(canvas: canvas, states: builder.states, tracks: builder.tracks)
    }
}

struct TimelineBuilder {
    var states: [TimelineState] = []
    var tracks: [TrackKey: AnimatableTrack] = [:]

    mutating func add(_ transaction: SceneTransaction, layout: LayoutTree) {
        let time = transaction.time
        let index = TreeIndex(transaction.tree)
        let previousState = states.last
        var ghosts = (previousState?.ghosts ?? []).filter { $0.endsAt > time }

        // Views that can continue: those of the previous state and of the ghosts.
        var previous: [Identity: UpdateWalk.PreviousNode] = [:]
        for ghost in ghosts {
            for node in Self.subtree(ghost.node) {
                previous[node.identity] = UpdateWalk.PreviousNode(node: node, layout: ghost.layouts[node.identity])
            }
        }
        if let previousState {
            for (identity, entry) in previousState.index.entries {
                previous[identity] = UpdateWalk.PreviousNode(node: entry.node, layout: previousState.layout[identity])
            }
        }

        var walk = UpdateWalk(time: time, layout: layout, previous: previous, isFirst: previousState == nil)
        for root in transaction.tree.roots {
            walk.visit(root, inherited: transaction.animation, parentOrigin: .zero, isInsertionRoot: true, tracks: &tracks)
        }

        // Re-inserted ghosts are live again.
        ghosts.removeAll { walk.reinserted.contains($0.node.identity) || index.contains($0.node.identity) }

        if let previousState {
            let diff = Reconciler.diff(previousState.index, index)
            for identity in diff.removalRoots {
                guard let entry = previousState.index[identity] else { continue }
                let parentAnimation = entry.parent.map { walk.contentAnimation[$0] ?? nil } ?? transaction.animation
                if let ghost = removeWithTransition(
                    entry, parentAnimation: parentAnimation, time: time, layout: previousState.layout)
                {
                    ghosts.append(ghost)
                }
            }
        }
        states.append(TimelineState(time: time, tree: transaction.tree, index: index, layout: layout, ghosts: ghosts))
    }

    /// Starts the removal transition of a view; nil when it disappears at once.
    private mutating func removeWithTransition(_ entry: TreeIndex.Entry, parentAnimation: Animation?, time: Double, layout: LayoutTree) -> Ghost? {
        let node = entry.node
        let transition = node.effectiveTransition
        let animation = TransitionGeometry.animationOverride(of: transition) ?? parentAnimation
        guard let animation, TransitionGeometry.hasMotion(transition) else { return nil }
        let key = TrackKey(identity: node.identity, property: .transition)
        let identityVector = TransitionGeometry.vector(of: transition, in: .identity)
        if tracks[key] == nil {
            tracks[key] = AnimatableTrack(initial: identityVector, at: time)
        } else if tracks[key]?.target.count != identityVector.count {
            tracks[key]?.set(identityVector, at: time, animation: nil)  // keeps earlier lives
        }
        tracks[key]?.set(TransitionGeometry.vector(of: transition, in: .didDisappear), at: time, animation: animation)
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

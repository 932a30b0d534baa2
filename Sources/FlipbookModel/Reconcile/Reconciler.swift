/// What changed between two view trees, identity by identity (the `reconcile` stage): the one
/// answer to "what was inserted, removed, kept" for the run stage (state and task lifetimes),
/// the animate stage (updates, insertion and removal transitions) and `explain`.
public struct TreeDiff: Hashable, Sendable {
    /// Identities new in the new tree, in tree order (parents before children).
    public var inserted: [Identity] = []
    /// Identities gone from the old tree, in tree order.
    public var removed: [Identity] = []
    /// Identities in both trees, in the new tree's order.
    public var kept: [Identity] = []

    /// Inserted views whose parent was already there: where an insertion transition runs.
    public var insertionRoots: [Identity] = []
    /// Removed views whose parent stays: where a removal transition runs.
    public var removalRoots: [Identity] = []
    /// Owners (view and modifier instances, effects) new in the new tree, in its order.
    public var ownersInserted: [Identity] = []
    /// Owners gone from the old tree, in its order.
    public var ownersRemoved: [Identity] = []

    public init() {}

    public var isEmpty: Bool { inserted.isEmpty && removed.isEmpty && ownersInserted.isEmpty && ownersRemoved.isEmpty }
}

/// Diffs view trees by identity: same identity is the same view (DESIGN §3).
public enum Reconciler {
    public static func diff(_ old: TreeIndex, _ new: TreeIndex) -> TreeDiff {
        var diff = TreeDiff()
        for identity in new.order {
            if old.contains(identity) {
                diff.kept.append(identity)
            } else {
                diff.inserted.append(identity)
                let parent = new[identity]?.parent
                if parent.map({ old.contains($0) }) ?? true { diff.insertionRoots.append(identity) }
            }
        }
        for identity in old.order where !new.contains(identity) {
            diff.removed.append(identity)
            let parent = old[identity]?.parent
            if parent.map({ new.contains($0) }) ?? true { diff.removalRoots.append(identity) }
        }
        return diff
    }

    public static func diff(_ old: ViewTree, _ new: ViewTree) -> TreeDiff {
        var result = diff(TreeIndex(old), TreeIndex(new))
        let oldOwners = Set(old.owners), newOwners = Set(new.owners)
        result.ownersInserted = new.owners.filter { !oldOwners.contains($0) }
        result.ownersRemoved = old.owners.filter { !newOwners.contains($0) }
        return result
    }
}

/// What changed between two view trees, identity by identity (the `reconcile` stage).
public struct TreeDiff: Sendable {
    /// Identities new in the new tree, parents before children.
    public var inserted: [Identity] = []
    /// Identities gone from the old tree, parents before children.
    public var removed: [Identity] = []
    /// Identities in both trees.
    public var kept: [Identity] = []

    /// Inserted views whose parent was already there: where an insertion transition runs.
    public var insertionRoots: [Identity] = []
    /// Removed views whose parent stays: where a removal transition runs.
    public var removalRoots: [Identity] = []
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
        diff(TreeIndex(old), TreeIndex(new))
    }
}

import FlipbookModel

/// `Group { if … / switch … }.animation(_:value:)`: the group passes its modifiers to each
/// branch, so the branch that leaves and the one that arrives both carry the animation
/// modifier, with the old value and the new one. Neither view sees its own value change (one
/// is only in the old tree, the other only in the new), yet SwiftUI animates the switch: the
/// modifier wraps the conditional content as a whole. Flipbook's rule: an inserted view and a
/// removed one under the same parent that carry the same animation modifier at the same place
/// in their chains (counted from the outside), with different values, switch under that
/// animation (docs/semantics.md).
enum BranchSwitchAnimation {
    /// The animation each inserted or removed root view switches with, when the rule applies.
    static func animations(
        insertionRoots: [Identity], removalRoots: [Identity], new: TreeIndex, old: TreeIndex?
    ) -> [Identity: Animation] {
        guard let old, !insertionRoots.isEmpty, !removalRoots.isEmpty else { return [:] }
        var out: [Identity: Animation] = [:]
        for inserted in insertionRoots {
            guard let arriving = new[inserted] else { continue }
            for removed in removalRoots {
                guard let leaving = old[removed], leaving.parent == arriving.parent,
                    let animation = changedMarker(arriving.node, leaving.node)
                else { continue }
                out[inserted] = animation
                out[removed] = animation
            }
        }
        return out
    }

    /// The animation of the outermost `animation(_:value:)` both chains have at one place
    /// counted from the outside (the group's modifiers come last in each branch's chain), with
    /// the same animation and different values.
    private static func changedMarker(_ new: ViewNode, _ old: ViewNode) -> Animation? {
        for k in 0..<min(new.modifiers.count, old.modifiers.count) {
            guard case .animation(let animation?, let value) = new.modifiers[new.modifiers.count - 1 - k],
                case .animation(let oldAnimation, let oldValue) = old.modifiers[old.modifiers.count - 1 - k],
                animation == oldAnimation, value != oldValue,
                value != .anyChange, value != .inheritedAnimation
            else { continue }
            return animation
        }
        return nil
    }
}

extension ViewTree {
    /// The tree with the leaves of the given identities replaced: the views of one frame, where
    /// content evaluated every frame (a `TimelineView`'s text, a timer) differs from the
    /// transaction's, to lay out again.
    public func replacingLeaves(_ leaves: [Identity: AnyLeafView]) -> ViewTree {
        guard !leaves.isEmpty else { return self }
        return ViewTree(roots: roots.map { $0.replacingLeaves(leaves) }, owners: owners)
    }
}

extension ViewNode {
    /// This view with the leaves of the given identities replaced, in its content and in the
    /// views attached to it.
    public func replacingLeaves(_ leaves: [Identity: AnyLeafView]) -> ViewNode {
        var node = self
        switch content {
        case .leaf:
            if let leaf = leaves[identity] { node.content = .leaf(leaf) }
        case .container(let layout, let children):
            node.content = .container(layout, children: children.map { $0.replacingLeaves(leaves) })
        case .empty:
            break
        }
        node.modifiers = modifiers.map { modifier in
            guard case .attachment(var attachment) = modifier else { return modifier }
            attachment.node = attachment.node.replacingLeaves(leaves)
            return .attachment(attachment)
        }
        return node
    }
}

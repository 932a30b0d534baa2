/// Every node of a view tree by identity, with where it sits: its parent and its position
/// among the parent's content children (or among the roots).
public struct TreeIndex: Sendable {
    public struct Entry: Sendable {
        public var node: ViewNode
        /// The node whose content or attachment holds this one; nil for a root.
        public var parent: Identity?
        /// The position among the parent's content children (or the roots); for an attachment,
        /// the index of its modifier.
        public var position: Int
        public var isAttachment: Bool
    }

    public private(set) var entries: [Identity: Entry] = [:]
    /// Identities in tree order, parents before children.
    public private(set) var order: [Identity] = []

    public init(_ tree: ViewTree) {
        for (position, root) in tree.roots.enumerated() {
            add(root, parent: nil, position: position, isAttachment: false)
        }
    }

    private mutating func add(_ node: ViewNode, parent: Identity?, position: Int, isAttachment: Bool) {
        // A duplicate identity keeps its first place (duplicate ForEach ids are reported).
        guard entries[node.identity] == nil else { return }
        entries[node.identity] = Entry(node: node, parent: parent, position: position, isAttachment: isAttachment)
        order.append(node.identity)
        for (index, modifier) in node.modifiers.enumerated() {
            if case .attachment(let attachment) = modifier {
                add(attachment.node, parent: node.identity, position: index, isAttachment: true)
            }
        }
        for (position, child) in node.contentChildren.enumerated() {
            add(child, parent: node.identity, position: position, isAttachment: false)
        }
    }

    public subscript(identity: Identity) -> Entry? { entries[identity] }

    public func contains(_ identity: Identity) -> Bool { entries[identity] != nil }
}

//  LayoutArena.swift
//  FlipbookLayout

import FlipbookModel

/// The view tree flattened into an array, so that layout can refer to a node by index.
///
/// Indices, not identities, key the per-call caches: a scene may produce duplicate identities
/// (a `ForEach` with repeated ids), and two different views must never share a cached size.
struct LayoutArena {
    /// One view of the tree, with the indices of the views it contains.
    struct Entry {
        var node: ViewNode
        /// The content's children (a container's), as arena indices.
        var children: [Int]
        /// For each modifier, the arena index of its attached view (background, overlay, mask).
        var attachments: [Int?]
        /// The axis along which a `Spacer` stretches here: its container's.
        var spacerAxis: Axis?
        /// Whether the view is reported in the `LayoutTree` (the synthetic root is not).
        var isReported: Bool

        /// `EmptyView` contributes no view to its container, whatever its modifiers (SwiftUI
        /// applies modifiers to each view of a list, and an empty view is a list of none).
        var isEmpty: Bool { node.isEmpty }
    }

    private(set) var entries: [Entry] = []
    /// The synthetic VStack that holds the tree's roots (SEMANTICS §8: the root is proposed the
    /// canvas size and centred in it; several roots stack vertically with default spacing).
    private(set) var rootIndex = 0

    init(_ tree: ViewTree, rootLayout: AnyContainerLayout) {
        let root = ViewNode(
            identity: Identity.root, content: .container(rootLayout, children: tree.roots),
            span: .unknown(file: ""))
        rootIndex = add(root, spacerAxis: nil, isReported: false)
    }

    subscript(index: Int) -> Entry { entries[index] }

    var count: Int { entries.count }

    /// Adds `node` and everything it contains, parents before children; returns its index.
    private mutating func add(_ node: ViewNode, spacerAxis: Axis?, isReported: Bool = true) -> Int {
        let index = entries.count
        entries.append(Entry(node: node, children: [], attachments: [], spacerAxis: spacerAxis, isReported: isReported))
        var attachments: [Int?] = []
        for modifier in node.modifiers {
            if case .attachment(let attachment) = modifier {
                // An attachment starts a fresh context: it is not a stack child.
                attachments.append(add(attachment.node, spacerAxis: nil))
            } else {
                attachments.append(nil)
            }
        }
        var children: [Int] = []
        if case .container(let layout, let nodes) = node.content {
            let axis = layout.base.spacerAxis
            children = nodes.map { add($0, spacerAxis: axis) }
        }
        entries[index].attachments = attachments
        entries[index].children = children
        return index
    }
}

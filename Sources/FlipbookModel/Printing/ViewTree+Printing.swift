/// Text forms of view trees and layouts, one line per view in tree order, for `flipbook dump`
/// and the pipeline's text snapshots.
extension ViewNode {
    /// What the view is, without its children: its content, modifiers and transition.
    public var summary: String {
        var text = contentSummary
        for modifier in modifiers { text += " ." + modifier.description }
        if let transition { text += " .transition(\(transition))" }
        if traits != ViewTraits() { text += " \(traits)" }
        return text
    }

    /// The content alone: a leaf's description, or a container and its child count.
    public var contentSummary: String {
        switch content {
        case .leaf(let leaf): leaf.description
        case .container(let layout, let children):
            "\(layout) (\(children.count) \(children.count == 1 ? "child" : "children"))"
        case .empty: "EmptyView"
        }
    }
}

extension ViewTraits: CustomStringConvertible {
    public var description: String {
        var parts: [String] = []
        if layoutPriority != 0 { parts.append("layoutPriority \(formatNumber(layoutPriority))") }
        if zIndex != 0 { parts.append("zIndex \(formatNumber(zIndex))") }
        if gridCellColumns != 1 { parts.append("gridCellColumns \(gridCellColumns)") }
        if let anchor = gridCellAnchor { parts.append("gridCellAnchor \(anchor)") }
        if let alignment = gridColumnAlignment { parts.append("gridColumnAlignment \(alignment)") }
        if !gridCellUnsizedAxes.isEmpty { parts.append("gridCellUnsizedAxes \(gridCellUnsizedAxes.map(\.rawValue).sorted())") }
        if let m = matchedGeometry { parts.append("matchedGeometry \(m.namespace)/\(m.id)\(m.isSource ? "" : " (not source)")") }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}

extension ViewTree {
    /// One line per view: its identity and summary.
    public var printed: String {
        let index = TreeIndex(self)
        return index.order.compactMap { identity in
            index[identity].map { "\(identity)  \($0.node.summary)" }
        }.joined(separator: "\n")
    }
}

extension LayoutTree {
    /// One line per view of `tree`: its identity and its frames, content first.
    public func printed(for tree: ViewTree) -> String {
        TreeIndex(tree).order.map { identity in
            guard let node = self[identity] else { return "\(identity)  (none)" }
            var line = "\(identity)  " + node.layers.map(\.description).joined(separator: " ")
            if let text = node.measurement?.text {
                line += "  lines " + text.lineTexts.map { "\"\($0)\"" }.joined(separator: " ")
            }
            return line
        }.joined(separator: "\n")
    }
}

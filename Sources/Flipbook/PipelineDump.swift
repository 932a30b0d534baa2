import FlipbookModel

/// Text forms of the pipeline's data, one line per node or item, for `flipbook dump`.
public enum PipelineDump {
    public static func tree(_ preview: CompiledPreview, at time: Double) -> String {
        let index = TreeIndex(preview.transactions[shownIndex(preview, at: time)].tree)
        return index.order.compactMap { identity in
            index[identity].map { "\(identity)  \(describe($0.node))" }
        }.joined(separator: "\n")
    }

    public static func layout(_ preview: CompiledPreview, at time: Double) -> String {
        let shown = shownIndex(preview, at: time)
        let layout = preview.layouts[shown]
        return TreeIndex(preview.transactions[shown].tree).order.map { identity in
            let frames = layout[identity]?.layers.map(\.description).joined(separator: " ") ?? "(none)"
            return "\(identity)  \(frames)"
        }.joined(separator: "\n")
    }

    public static func displayList(_ list: DisplayList) -> String {
        var lines: [String] = ["canvas \(list.size)"]
        func visit(_ items: [DisplayItem], depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            for item in items {
                switch item {
                case .shape(let shape):
                    lines.append("\(indent)fill \(shape.path) \(shape.fill)  \(shape.identity)")
                case .text(let text):
                    let content = text.lines.map { "\"\($0.text)\" at \($0.origin)" }.joined(separator: ", ")
                    lines.append("\(indent)text \(formatNumber(text.font.size))pt \(text.font.face.fileName) \(text.color) \(content)  \(text.identity)")
                case .group(let group):
                    var parts: [String] = []
                    if !group.transform.isIdentity {
                        let t = group.transform
                        parts.append("transform [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(formatNumber).joined(separator: " "))]")
                    }
                    if group.opacity != 1 { parts.append("opacity \(formatNumber(group.opacity))") }
                    if let clip = group.clip { parts.append("clip \(clip)") }
                    lines.append("\(indent)group \(parts.joined(separator: " "))")
                    visit(group.items, depth: depth + 1)
                }
            }
        }
        visit(list.items, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// The index of the transaction whose views are shown at `time`.
    static func shownIndex(_ preview: CompiledPreview, at time: Double) -> Int {
        preview.transactions.lastIndex { $0.time <= time } ?? 0
    }

    static func describe(_ node: ViewNode) -> String {
        var text = TransactionReport.summary(node)
        for modifier in node.modifiers { text += " " + Descriptions.modifier(modifier) }
        if let transition = node.transition { text += " .transition(\(Descriptions.transition(transition)))" }
        return text
    }
}

extension PathShape: CustomStringConvertible {
    public var description: String {
        switch self {
        case .rectangle(let r): "rect \(r)"
        case .roundedRectangle(let r, let radius): "rrect \(r) r=\(formatNumber(radius))"
        case .ellipse(let r): "ellipse \(r)"
        }
    }
}

import FlipbookModel

/// A readable account of a clip's transactions (for `flipbook explain`): each one's time, cause
/// and animation, and what its `TreeDiff` says, identity by identity.
public struct TransactionReport {
    public let text: String

    public init(_ transactions: [SceneTransaction]) {
        var lines: [String] = []
        var previous: TreeIndex?
        for (number, transaction) in transactions.enumerated() {
            let index = TreeIndex(transaction.tree)
            let animation = transaction.animation.map { "animation .\($0)" } ?? "no animation"
            var cause = transaction.cause.map { " at \($0)" } ?? ""
            if let trigger = transaction.trigger { cause += " (\(trigger))" }
            lines.append("#\(number) t=\(formatNumber(transaction.time))s \(animation)\(cause)")
            let diff = transaction.diff
            if let previous {
                for identity in diff.removalRoots {
                    let node = previous[identity]?.node
                    lines.append("  - removed  \(identity)  \(node?.contentSummary ?? "")  transition \(Self.transition(node))")
                }
                for identity in diff.insertionRoots {
                    let node = index[identity]?.node
                    lines.append("  + inserted \(identity)  \(node?.contentSummary ?? "")  transition \(Self.transition(node))")
                }
                for identity in diff.kept where previous[identity]?.node.withoutChildren != index[identity]?.node.withoutChildren
                {
                    lines.append("  ~ updated  \(identity)  \(index[identity]?.node.contentSummary ?? "")")
                }
            } else {
                for identity in diff.inserted {
                    lines.append("  + \(identity)  \(index[identity]?.node.contentSummary ?? "")")
                }
            }
            previous = index
        }
        text = lines.joined(separator: "\n")
    }

    private static func transition(_ node: ViewNode?) -> String {
        node?.transition.map { "\($0)" } ?? "opacity"
    }
}

extension ViewNode {
    /// The node with its content children removed, to compare a view's own properties.
    var withoutChildren: ViewNode {
        var copy = self
        if case .container(let layout, _) = content { copy.content = .container(layout, children: []) }
        return copy
    }
}

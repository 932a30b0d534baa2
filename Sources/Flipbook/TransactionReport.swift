import FlipbookModel

/// A readable account of a clip's transactions (for `flipbook explain`).
public struct TransactionReport {
    public let text: String

    public init(_ transactions: [SceneTransaction]) {
        var lines: [String] = []
        var previous: TreeIndex?
        for (number, transaction) in transactions.enumerated() {
            let index = TreeIndex(transaction.tree)
            let animation = transaction.animation.map { "animation ." + Descriptions.animation($0) } ?? "no animation"
            let cause = transaction.cause.map { " at \($0)" } ?? ""
            lines.append("#\(number) t=\(formatNumber(transaction.time))s \(animation)\(cause)")
            if let previous {
                let diff = Reconciler.diff(previous, index)
                for identity in diff.removalRoots {
                    let transition = previous[identity]?.node.effectiveTransition ?? .default
                    lines.append("  - removed  \(identity)  \(Self.summary(previous[identity]?.node))  transition \(Descriptions.transition(transition))")
                }
                for identity in diff.insertionRoots {
                    let transition = index[identity]?.node.effectiveTransition ?? .default
                    lines.append("  + inserted \(identity)  \(Self.summary(index[identity]?.node))  transition \(Descriptions.transition(transition))")
                }
                for identity in diff.kept where previous[identity]?.node.withoutChildren != index[identity]?.node.withoutChildren {
                    lines.append("  ~ updated  \(identity)  \(Self.summary(index[identity]?.node))")
                }
            } else {
                for identity in index.order {
                    lines.append("  + \(identity)  \(Self.summary(index[identity]?.node))")
                }
            }
            previous = index
        }
        text = lines.joined(separator: "\n")
    }

    static func summary(_ node: ViewNode?) -> String {
        node.map { Descriptions.content($0.content) } ?? ""
    }
}

extension ViewNode {
    /// The node with its content children removed, to compare a view's own properties.
    var withoutChildren: ViewNode {
        var copy = self
        if case .stack(let kind, _) = content { copy.content = .stack(kind, children: []) }
        return copy
    }
}

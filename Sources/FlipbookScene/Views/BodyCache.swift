import FlipbookModel

/// The bodies of the views of the last evaluation, by their views' identities. SwiftUI runs a
/// view's body again only when the view's value changed (its parent's body made a different
/// one) or something the body read changed; otherwise it keeps the views the body made last
/// time. What that keeps matters wherever a body makes something new each time it runs: a
/// child's `@ObservedObject var model = Model()` is made once and keeps its changes, a random
/// number or a `UUID()` stays the same, and the children of a view that did not change are not
/// made again. A `GeometryReader`'s content is kept the same way, while its closure and its
/// frame are the same.
struct BodyCache {
    /// What a body was evaluated with.
    enum Inputs {
        /// A view bound in its place, as its body saw it, and the stamp of its value as its
        /// parent made it.
        case view(Instance, rawStamp: Int?)
        /// A `GeometryReader`'s content closure and the geometry it was given.
        case reader(Function, GeometryProxyValue)

        func isSame(as previous: Inputs) -> Bool {
            switch (self, previous) {
            case (.view(let view, let stamp), .view(let old, let oldStamp)):
                return ViewInputEquality.sameView(view, rawStamp: stamp, as: old, previousStamp: oldStamp)
            case (.reader(let function, let proxy), .reader(let old, let oldProxy)):
                return function === old && proxy == oldProxy
            default:
                return false
            }
        }
    }

    struct Key: Hashable {
        var identity: Identity
        var isReader: Bool
    }

    struct Entry {
        var inputs: Inputs
        var body: Value
        var reads: Set<Dependency>
        /// The dependency log's version when the body was evaluated.
        var version: Int
    }

    /// Whether the run stage is evaluating: frames drawn later evaluate every body afresh.
    var isEnabled = false
    private var previous: [Key: Entry] = [:]
    private var current: [Key: Entry] = [:]
    private var lastEvaluationFinished = true

    /// Starts an evaluation: the entries of the last finished one are what it may reuse (those
    /// of views no longer in the tree are dropped with it).
    mutating func beginEvaluation() {
        if lastEvaluationFinished {
            previous = current
        } else {
            previous.merge(current) { _, new in new }
        }
        current = [:]
        lastEvaluationFinished = false
    }

    mutating func endEvaluation() { lastEvaluationFinished = true }

    /// The body last evaluated at `key`, when its inputs are the same and nothing it read
    /// changed; it stays for the next evaluation.
    mutating func reusableBody(at key: Key, _ inputs: Inputs, dependencies: DependencyLog) -> Value? {
        guard isEnabled, let entry = current[key] ?? previous[key],
            !dependencies.hasChanged(entry.reads, since: entry.version), inputs.isSame(as: entry.inputs)
        else { return nil }
        current[key] = entry
        return entry.body
    }

    mutating func store(_ entry: Entry, at key: Key) {
        guard isEnabled else { return }
        current[key] = entry
    }
}

/// One state change of the clip and the views it led to: what `run` produces, in time order.
///
/// The first transaction is the initial state at t = 0 (no animation). Several transactions can
/// share a time: each `withAnimation` block, and each run of un-animated mutations, is its own.
public struct SceneTransaction: Hashable, Sendable {
    public var time: Double
    /// The animation of the transaction (`withAnimation`), nil when the change is not animated.
    public var animation: Animation?
    public var tree: ViewTree
    /// What changed from the previous transaction's tree (from an empty tree for the first).
    public var diff: TreeDiff
    /// The code that made the change (the `withAnimation` call or the mutation), for `explain`.
    public var cause: SourceSpan?
    /// The event that ran that code, when it was not the scene's own timing: a scripted tap
    /// (`tap "Next"`).
    public var trigger: String?

    public init(
        time: Double, animation: Animation?, tree: ViewTree, diff: TreeDiff, cause: SourceSpan?,
        trigger: String? = nil
    ) {
        self.time = time
        self.animation = animation
        self.tree = tree
        self.diff = diff
        self.cause = cause
        self.trigger = trigger
    }
}

import FlipbookModel

/// The views of one instant, with what lives as long as their identities: the view instances
/// that own `@State`, and the `.task`/`.onAppear` effects.
struct Evaluation {
    var tree: ViewTree
    var userViews: Set<Identity> = []
    var effects: [EffectRecord] = []
}

/// A `.task` or `.onAppear` attached at one place of the tree.
struct EffectRecord {
    enum Kind: Hashable { case task, onAppear }

    /// Identity of the view the modifier is written on (outside any `.id` inside it) plus the
    /// closure's position in the source: stable across evaluations while the view lives.
    struct Key: Hashable {
        var lifetime: Identity
        var sourceOffset: Int
        var kind: Kind
    }

    var key: Key
    var closure: ClosureValue
}

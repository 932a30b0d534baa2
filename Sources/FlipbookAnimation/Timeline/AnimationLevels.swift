import FlipbookModel

/// The animation in effect at each level of a view's modifier chain for one transaction.
///
/// Level x is "inside modifier x": the content is level 0, `layers[j]` is level j and the
/// data of `modifiers[i]` is level i + 1. An `animation(_:value:)` at index m whose value
/// changed drives every level ≤ m (SEMANTICS §3, animation scoping); the innermost such
/// modifier wins over outer ones and over the transaction's animation.
struct AnimationLevels {
    private var markers: [(index: Int, animation: Animation?, passesThrough: Bool)] = []
    private let inherited: Animation?

    init(node: ViewNode, old: ViewNode?, inherited: Animation?) {
        self.inherited = inherited
        guard let old else { return }
        for (index, modifier) in node.modifiers.enumerated() {
            guard case .animation(let animation, let value) = modifier else { continue }
            if value == .inheritedAnimation {
                markers.append((index, nil, true))
                continue
            }
            var changed = true
            if value != .anyChange, index < old.modifiers.count, case .animation(_, let oldValue) = old.modifiers[index] {
                changed = oldValue != value
            }
            if changed { markers.append((index, animation, false)) }
        }
    }

    func animation(atLevel level: Int) -> Animation? {
        // markers are in increasing index order: the first one at or above the level is innermost.
        for marker in markers where marker.index >= level {
            return marker.passesThrough ? inherited : marker.animation
        }
        return inherited
    }
}

extension Prelude {
    /// What a `ViewModifier` value offers besides its body: `concat(_:)` and `animation(_:)`.
    static let modifierCombinatorsSource = #"""
        // `ViewModifier.concat(_:)`: the first modifier, then the second.
        struct _ConcatenatedModifier<First: ViewModifier, Second: ViewModifier>: ViewModifier {
            let first: First
            let second: Second
            func body(content: Content) -> some View { content.modifier(first).modifier(second) }
        }

        // `ViewModifier.animation(_:)`: the modifier's changes animate with `animation`, and the
        // content's changes with their own transactions (as `.animation(_:body:)` scopes it).
        struct _AnimatedModifier<Modifier: ViewModifier>: ViewModifier {
            let modifier: Modifier
            let animation: Animation?
            func body(content: Content) -> some View { content.animation(animation) { $0.modifier(modifier) } }
        }

        extension ViewModifier {
            func concat<T: ViewModifier>(_ modifier: T) -> _ConcatenatedModifier<Self, T> {
                _ConcatenatedModifier(first: self, second: modifier)
            }
            func animation(_ animation: Animation?) -> _AnimatedModifier<Self> {
                _AnimatedModifier(modifier: self, animation: animation)
            }
        }
        """#
}

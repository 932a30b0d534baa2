extension Prelude {
    /// What a `ViewModifier` value offers besides its body: `concat(_:)` and `animation(_:)`.
    static let modifierCombinatorsSource = #"""
        // `ViewModifier.concat(_:)`: the first modifier, then the second.
        struct _ConcatenatedModifier<First: ViewModifier, Second: ViewModifier>: ViewModifier {
            let first: First
            let second: Second
            func body(content: Content) -> some View { content.modifier(first).modifier(second) }
        }

        // `ViewModifier.animation(_:)`: the modifier's changes animate with `animation`. The
        // animation scopes the modified content as `.animation(_:)` does, so changes inside the
        // content animate with it too.
        struct _AnimatedModifier<Modifier: ViewModifier>: ViewModifier {
            let modifier: Modifier
            let animation: Animation?
            func body(content: Content) -> some View { content.modifier(modifier).animation(animation) }
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

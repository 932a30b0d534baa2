extension Prelude {
    /// iOS 18's `PreviewModifier`, for `#Preview(traits: .modifier(SampleData()))`: the
    /// preview's content goes through the modifier's `body(content:context:)`, with the
    /// context its type's `makeSharedContext()` made once for the run (nothing when the type
    /// does not make one).
    static let previewModifierSource = #"""
        protocol PreviewModifier {}

        extension PreviewModifier {
            static func makeSharedContext() async throws {}
        }

        /// The preview's root, modified: what `.modifier(_:)` applies for the trait.
        struct _PreviewModifierRoot<M: PreviewModifier>: ViewModifier {
            let modifier: M
            let context: Any
            func body(content: Content) -> some View {
                modifier.body(content: content, context: context)
            }
        }
        """#
}

extension Prelude {
    /// What a scene's `LabelStyle` gets in `makeBody(configuration:)`: the label's title and
    /// icon, as views.
    static let labelStyleSource = #"""
        struct LabelStyleConfiguration {
            let title: AnyView
            let icon: AnyView
        }
        """#
}

extension Prelude {
    /// `redacted(reason:)` and `unredacted()`: the reasons are an `OptionSet` in the
    /// environment (`\.redactionReasons`, which views may read), unioned down the tree as SwiftUI
    /// does; the model's `EnvironmentValues.redactionReasons` holds their bits, and text and
    /// symbols under `.placeholder` draw as placeholder bars (docs/semantics.md).
    static let redactionSource = #"""
        struct RedactionReasons: OptionSet, Hashable {
            let rawValue: Int
            init(rawValue: Int) { self.rawValue = rawValue }
            static let placeholder = RedactionReasons(rawValue: 1)
            static let privacy = RedactionReasons(rawValue: 2)
            static let invalidated = RedactionReasons(rawValue: 4)
        }

        extension View {
            func redacted(reason: RedactionReasons) -> some View {
                _Redacted(reason: reason, content: self)
            }
            func unredacted() -> some View {
                environment(\.redactionReasons, RedactionReasons(rawValue: 0))
            }
        }

        struct _Redacted<Content: View>: View {
            let reason: RedactionReasons
            let content: Content
            @Environment(\.redactionReasons) private var reasons

            var body: some View {
                content.environment(\.redactionReasons, reasons.union(reason))
            }
        }
        """#
}

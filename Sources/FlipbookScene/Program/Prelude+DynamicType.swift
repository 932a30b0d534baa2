extension Prelude {
    /// Dynamic Type: `DynamicTypeSize` and the older `ContentSizeCategory`, comparable as in
    /// SwiftUI, and `.dynamicTypeSize(_:)` with a size or a range of sizes (the environment's
    /// size clamped into it). The environment keys `\.dynamicTypeSize` and `\.sizeCategory`
    /// are the model's `EnvironmentValues.dynamicTypeSize`, which text styles are sized by.
    static let dynamicTypeSource = #"""
        enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable {
            case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
            case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
            var isAccessibilitySize: Bool { self >= .accessibility1 }
            static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }
        }

        enum ContentSizeCategory: Int, Hashable, Comparable, CaseIterable {
            case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
            case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
            case accessibilityExtraExtraExtraLarge
            var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
            static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool { a.rawValue < b.rawValue }
            init(_ size: DynamicTypeSize) { self = ContentSizeCategory.allCases[size.rawValue] }
        }

        extension DynamicTypeSize {
            init(_ category: ContentSizeCategory) { self = DynamicTypeSize.allCases[category.rawValue] }
        }

        extension View {
            func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
                environment(\.dynamicTypeSize, size)
            }
            func dynamicTypeSize<R: RangeExpression>(_ range: R) -> some View where R.Bound == DynamicTypeSize {
                _DynamicTypeSizeRange(range: range, content: self)
            }
        }

        struct _DynamicTypeSizeRange<R: RangeExpression, Content: View>: View where R.Bound == DynamicTypeSize {
            let range: R
            let content: Content
            @Environment(\.dynamicTypeSize) private var size

            var body: some View {
                content.environment(\.dynamicTypeSize, clamped)
            }

            private var clamped: DynamicTypeSize {
                if range.contains(size) { return size }
                let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
                guard let first = allowed.first, let last = allowed.last else { return size }
                return size < first ? first : last
            }
        }
        """#
}

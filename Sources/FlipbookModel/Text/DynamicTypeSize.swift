/// SwiftUI's `DynamicTypeSize`: the text size the reader chose, `.large` by default. Text
/// styles (`.body`, `.title`…) and fonts relative to one take their size from it; fixed sizes
/// (`.system(size: 20)`) do not.
public enum DynamicTypeSize: Int, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }

    public var name: String { String(describing: self) }

    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public init?(name: String) {
        guard let size = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = size
    }

    /// The older `ContentSizeCategory`'s names (`.extraLarge`, `.accessibilityMedium`), one for
    /// each size.
    public init?(contentSizeCategory name: String) {
        let names = [
            "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
            "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
            "accessibilityExtraExtraExtraLarge",
        ]
        guard let index = names.firstIndex(of: name) else { return nil }
        self = Self.allCases[index]
    }

    public var contentSizeCategoryName: String {
        [
            "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
            "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
            "accessibilityExtraExtraExtraLarge",
        ][rawValue]
    }

    /// A text style's size in points at this size: Apple's Human Interface Guidelines table of
    /// iOS Dynamic Type sizes (Typography, "Specifications"), one column per size, xSmall to
    /// AX5.
    public func pointSize(of style: TextStyle) -> Double {
        let sizes: [Double] =
            switch style {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            }
        return sizes[rawValue]
    }
}

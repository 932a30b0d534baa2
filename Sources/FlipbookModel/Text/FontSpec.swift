/// A resolved font request: what `.font`, `.fontWeight`, `.italic()` and friends leave in the
/// environment. The text engine picks the faces that draw it (DejaVu stands in for SF Pro).
public struct FontSpec: Hashable, Sendable, CustomStringConvertible {
    public var size: Double
    public var weight: FontWeight
    public var design: FontDesign
    public var italic: Bool
    /// `.monospacedDigit()`: digits take the width of the widest digit.
    public var monospacedDigit: Bool
    /// `.smallCaps()`-like features are not modelled; `.width` (condensed) is.
    public var width: FontWidth
    /// The text style whose Dynamic Type size the font follows (`.title`, `.custom(_:size:)`
    /// follows `.body`); nil for a fixed size (`.system(size:)`).
    public var textStyle: TextStyle?

    public init(
        size: Double, weight: FontWeight = .regular, design: FontDesign = .default,
        italic: Bool = false, monospacedDigit: Bool = false, width: FontWidth = .standard
    ) {
        self.size = size
        self.weight = weight
        self.design = design
        self.italic = italic
        self.monospacedDigit = monospacedDigit
        self.width = width
    }

    /// `.body`, SwiftUI's default text style: 17 points.
    public static let body = textStyle(.body)

    /// SwiftUI's text styles on iOS at the default Dynamic Type size (SEMANTICS §8).
    public static func textStyle(_ style: TextStyle) -> FontSpec {
        var font = fixedSize(of: style)
        font.textStyle = style
        return font
    }

    private static func fixedSize(of style: TextStyle) -> FontSpec {
        switch style {
        case .largeTitle: FontSpec(size: 34)
        case .title: FontSpec(size: 28)
        case .title2: FontSpec(size: 22)
        case .title3: FontSpec(size: 20)
        case .headline: FontSpec(size: 17, weight: .semibold)
        case .body: FontSpec(size: 17)
        case .callout: FontSpec(size: 16)
        case .subheadline: FontSpec(size: 15)
        case .footnote: FontSpec(size: 13)
        case .caption: FontSpec(size: 12)
        case .caption2: FontSpec(size: 11)
        }
    }

    /// The font at a Dynamic Type size: one that follows a text style grows or shrinks with
    /// it, as the style's size does (`DynamicTypeSize.pointSize(of:)`).
    public func scaled(to dynamicTypeSize: DynamicTypeSize) -> FontSpec {
        guard let textStyle, dynamicTypeSize != .large else { return self }
        var scaled = self
        scaled.size *= dynamicTypeSize.pointSize(of: textStyle) / DynamicTypeSize.large.pointSize(of: textStyle)
        return scaled
    }

    public var description: String {
        var parts = ["\(formatNumber(size))pt"]
        if weight != .regular { parts.append(weight.name) }
        if design != .default { parts.append(design.rawValue) }
        if italic { parts.append("italic") }
        if monospacedDigit { parts.append("monospacedDigit") }
        if width != .standard { parts.append(width.rawValue) }
        return parts.joined(separator: " ")
    }
}

/// SwiftUI's `Font.TextStyle`.
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2
}

/// SwiftUI's `Font.Weight`, in order.
public enum FontWeight: Int, Hashable, Sendable, Comparable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }

    public var name: String { String(describing: self) }
}

/// SwiftUI's `Font.Design`, plus the icon font that draws `Image(systemName:)`.
public enum FontDesign: String, Hashable, Sendable, CaseIterable {
    case `default`, rounded, monospaced, serif
    /// The symbol font (Material Icons) that stands in for SF Symbols.
    case symbols
}

/// SwiftUI's `Font.Width`.
public enum FontWidth: String, Hashable, Sendable {
    case compressed, condensed, standard, expanded
}

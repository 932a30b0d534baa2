/// The environment a view is evaluated in, as far as built-in views and modifiers read it.
/// Custom keys (`EnvironmentKey`, `@Entry`) live with the interpreter, beside these.
public struct EnvironmentValues: Hashable, Sendable {
    public var colorScheme: ColorScheme = .light
    /// The font `.font(_:)` set, before the weight and style modifiers below.
    public var font: FontSpec?
    /// `.fontWeight`, `.bold()`: overrides the font's weight.
    public var fontWeight: FontWeight?
    /// `.italic()`.
    public var italic: Bool = false
    /// `.fontDesign`, `.monospaced()`.
    public var fontDesign: FontDesign?
    public var fontWidth: FontWidth?
    public var monospacedDigit: Bool = false
    public var foregroundStyle: StyleValue?
    /// `.foregroundStyle(_:_:)`: the secondary and tertiary levels, when given explicitly.
    public var secondaryForegroundStyle: StyleValue?
    public var tint: StyleValue?
    /// `.backgroundStyle(_:)`: what the `.background` shape style is below (nil: the system
    /// background).
    public var backgroundStyle: StyleValue?
    /// The app's accent, what `.tint` is without a `.tint` modifier: iOS's blue, or the asset
    /// catalogue's AccentColor.
    public var accentColor: ColorValue = .system(.systemBlue)
    public var lineLimit: Int?
    public var lineLimitReservesSpace: Bool = false
    /// `.containerShape(_:)`: what a `ContainerRelativeShape` inside is.
    public var containerShape: ShapeGeometry?
    public var lineSpacing: Double = 0
    public var multilineTextAlignment: TextLayoutOptions.Alignment = .leading
    public var truncationMode: TextLayoutOptions.Truncation = .tail
    public var minimumScaleFactor: Double = 1
    public var kerning: Double = 0
    public var textCase: TextCase?
    /// `.textScale(.secondary)`: text below draws at a secondary size.
    public var isSecondaryTextScale: Bool = false
    public var underline: Bool = false
    public var strikethrough: Bool = false
    public var underlineStyle = TextLineStyle()
    public var strikethroughStyle = TextLineStyle()
    /// `.imageScale` for symbols.
    public var imageScale: ImageScale = .medium
    /// `.dynamicTypeSize(_:)`, `\.sizeCategory`: the size text styles take.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// `.symbolVariant`: the suffix symbols below take when they have that variant (`fill`).
    public var symbolVariant: String = ""
    /// `.disabled(true)`: controls draw dimmed.
    public var isEnabled: Bool = true
    /// `.allowsHitTesting(false)`: the views below take no taps or drags.
    public var allowsHitTesting: Bool = true
    /// `.labelsHidden()`: controls below draw without their labels.
    public var labelsHidden = false
    /// `.redacted(reason:)`: the bits of the `RedactionReasons` in force (`.placeholder` is 1).
    public var redactionReasons = 0
    /// Whether text and symbols draw as placeholder bars (`.redacted(reason: .placeholder)`).
    public var isRedactedAsPlaceholder: Bool { redactionReasons & 1 != 0 }
    public var displayScale: Double = 1
    /// `.listStyle(_:)`: how a `List` below draws its rows (`.automatic` is `.insetGrouped`).
    public var listStyle: ListStyleKind = .automatic
    /// `.contentTransition(_:)` for the views below.
    public var contentTransition: ContentTransitionKind = .automatic
    /// `.scrollClipDisabled()`: scroll views below draw their content outside their bounds.
    public var scrollClipDisabled: Bool = false
    /// `.contentMargins`: the insets scroll views below put around their content.
    public var contentMargins = EdgeInsets()
    /// `.defaultScrollAnchor`: where scroll views below rest.
    public var scrollAnchor = ScrollAnchor()
    /// The reader's `scrollTo` request, for the scroll views below it.
    public var scrollTarget: ScrollTarget?

    public init() {}

    /// The font text is drawn with: the `.font` (or `.body`) with the weight, design and style
    /// modifiers applied.
    public var resolvedFont: FontSpec {
        var font = (font ?? .body).scaled(to: dynamicTypeSize)
        if let fontWeight { font.weight = fontWeight }
        if let fontDesign { font.design = fontDesign }
        if let fontWidth { font.width = fontWidth }
        if italic { font.italic = true }
        if monospacedDigit { font.monospacedDigit = true }
        return font
    }

    /// The options text is laid out with.
    public var textLayoutOptions: TextLayoutOptions {
        TextLayoutOptions(
            lineLimit: lineLimit, reservesSpace: lineLimitReservesSpace, lineSpacing: lineSpacing,
            alignment: multilineTextAlignment, truncation: truncationMode,
            minimumScaleFactor: minimumScaleFactor)
    }

    /// The resolved foreground (the label colour by default).
    public var resolvedForeground: ShapeStyle {
        (foregroundStyle ?? .color(.system(.label))).resolvedAvoidingCycle(in: self)
    }
}

/// `Text.Case`.
public enum TextCase: String, Hashable, Sendable { case uppercase, lowercase }

/// `Image.Scale`.
public enum ImageScale: String, Hashable, Sendable { case small, medium, large }

/// SwiftUI's label styles, by their static member names (`.automatic` is `.titleAndIcon`).
public enum LabelStyleKind: String, Hashable, Sendable, CaseIterable {
    case automatic, titleAndIcon, titleOnly, iconOnly

    /// The style a static member (`titleOnly`) or a style type (`TitleOnlyLabelStyle`) names.
    public init?(styleName: String) {
        var member = styleName.hasSuffix("LabelStyle") ? String(styleName.dropLast("LabelStyle".count)) : styleName
        member = member.prefix(1).lowercased() + member.dropFirst()
        self.init(rawValue: member)
    }
}

/// SwiftUI's list styles, by their static member names (`.insetGrouped`, `.plain`…).
public enum ListStyleKind: String, Hashable, Sendable, CaseIterable {
    case automatic, insetGrouped, grouped, inset, plain, sidebar
}

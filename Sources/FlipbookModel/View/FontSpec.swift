/// A resolved font: DejaVu Sans stands in for SF Pro (DESIGN §5).
public struct FontSpec: Hashable, Sendable {
    public var size: Double
    public var weight: FontWeight
    public var design: FontDesign

    public init(size: Double, weight: FontWeight = .regular, design: FontDesign = .default) {
        self.size = size
        self.weight = weight
        self.design = design
    }

    /// `.body`, SwiftUI's default text style: 17 points.
    public static let body = FontSpec(size: 17)

    /// SwiftUI's text styles (SEMANTICS §8).
    public static let textStyles: [String: FontSpec] = [
        "largeTitle": FontSpec(size: 34), "title": FontSpec(size: 28), "title2": FontSpec(size: 22),
        "title3": FontSpec(size: 20), "headline": FontSpec(size: 17, weight: .semibold),
        "body": FontSpec(size: 17), "callout": FontSpec(size: 16), "subheadline": FontSpec(size: 15),
        "footnote": FontSpec(size: 13), "caption": FontSpec(size: 12), "caption2": FontSpec(size: 11),
    ]

    /// The face that draws this font. DejaVu has a regular and a bold cut only: weights from
    /// semibold up use the bold one.
    public var face: FontFace {
        let bold = weight >= .semibold
        switch design {
        case .monospaced: return bold ? .monoBold : .mono
        case .serif: return bold ? .serifBold : .serif
        case .default, .rounded: return bold ? .sansBold : .sans
        }
    }
}

/// SwiftUI's `Font.Weight`, in order.
public enum FontWeight: Int, Hashable, Sendable, Comparable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }

    public var name: String { String(describing: self) }
}

/// SwiftUI's `Font.Design`.
public enum FontDesign: String, Hashable, Sendable {
    case `default`, rounded, monospaced, serif
}

/// A font file of the `fonts-dejavu-core` package.
public enum FontFace: String, Hashable, Sendable, CaseIterable {
    case sans = "DejaVuSans.ttf"
    case sansBold = "DejaVuSans-Bold.ttf"
    case mono = "DejaVuSansMono.ttf"
    case monoBold = "DejaVuSansMono-Bold.ttf"
    case serif = "DejaVuSerif.ttf"
    case serifBold = "DejaVuSerif-Bold.ttf"

    public var fileName: String { rawValue }
}

/// SwiftUI's materials (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`): a frosted
/// backdrop. [U] Apple does not publish the recipe; Flipbook blurs what is behind with a
/// Gaussian of `blurRadius` points, raises its saturation by 1.8 and lays a tint over it, white
/// in light mode and near-black in dark mode, more opaque for thicker materials
/// (docs/semantics.md lists the numbers).
public enum MaterialKind: String, Hashable, Sendable, CaseIterable {
    case ultraThin, thin, regular, thick, ultraThick, bar

    public var blurRadius: Double {
        switch self {
        case .ultraThin: 12
        case .thin: 16
        case .regular, .bar: 20
        case .thick: 24
        case .ultraThick: 28
        }
    }

    /// The tint's opacity over the blurred backdrop.
    public var tintOpacity: Double {
        switch self {
        case .ultraThin: 0.35
        case .thin: 0.5
        case .regular: 0.65
        case .bar: 0.75
        case .thick: 0.78
        case .ultraThick: 0.88
        }
    }

    public static let saturation = 1.8

    public func tint(in scheme: ColorScheme) -> RGBA {
        let level = scheme == .dark ? 0.11 : 1.0
        return RGBA(red: level, green: level, blue: level, alpha: tintOpacity)
    }

    public var swiftUIName: String { self == .bar ? "bar" : rawValue + "Material" }
}

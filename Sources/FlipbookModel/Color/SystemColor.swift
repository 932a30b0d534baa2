/// Light or dark appearance (`ColorScheme`).
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    case light, dark
}

/// iOS's semantic colours, which change with the colour scheme (SEMANTICS §9; values [U]).
/// SwiftUI's named colours are these system colours: `Color.blue` is `systemBlue`.
public enum SystemColor: String, Hashable, Sendable, CaseIterable {
    case systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan,
        systemBlue, systemIndigo, systemPurple, systemPink, systemBrown
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel
    case separator, opaqueSeparator
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case placeholderText, link

    /// The colour in `scheme`.
    public func resolved(in scheme: ColorScheme) -> RGBA {
        let (light, dark) = values
        return scheme == .light ? light : dark
    }

    private var values: (RGBA, RGBA) {
        func c(_ hex: UInt32, _ alpha: Double = 1) -> RGBA { RGBA(hex: hex, alpha: alpha) }
        switch self {
        case .systemRed: return (c(0xFF3B30), c(0xFF453A))
        case .systemOrange: return (c(0xFF9500), c(0xFF9F0A))
        case .systemYellow: return (c(0xFFCC00), c(0xFFD60A))
        case .systemGreen: return (c(0x34C759), c(0x30D158))
        case .systemMint: return (c(0x00C7BE), c(0x63E6E2))
        case .systemTeal: return (c(0x30B0C7), c(0x40C8E0))
        case .systemCyan: return (c(0x32ADE6), c(0x64D2FF))
        case .systemBlue: return (c(0x007AFF), c(0x0A84FF))
        case .systemIndigo: return (c(0x5856D6), c(0x5E5CE6))
        case .systemPurple: return (c(0xAF52DE), c(0xBF5AF2))
        case .systemPink: return (c(0xFF2D55), c(0xFF375F))
        case .systemBrown: return (c(0xA2845E), c(0xAC8E68))
        case .systemGray: return (c(0x8E8E93), c(0x8E8E93))
        case .systemGray2: return (c(0xAEAEB2), c(0x636366))
        case .systemGray3: return (c(0xC7C7CC), c(0x48484A))
        case .systemGray4: return (c(0xD1D1D6), c(0x3A3A3C))
        case .systemGray5: return (c(0xE5E5EA), c(0x2C2C2E))
        case .systemGray6: return (c(0xF2F2F7), c(0x1C1C1E))
        case .systemBackground: return (c(0xFFFFFF), c(0x000000))
        case .secondarySystemBackground: return (c(0xF2F2F7), c(0x1C1C1E))
        case .tertiarySystemBackground: return (c(0xFFFFFF), c(0x2C2C2E))
        case .systemGroupedBackground: return (c(0xF2F2F7), c(0x000000))
        case .secondarySystemGroupedBackground: return (c(0xFFFFFF), c(0x1C1C1E))
        case .tertiarySystemGroupedBackground: return (c(0xF2F2F7), c(0x2C2C2E))
        case .label: return (c(0x000000), c(0xFFFFFF))
        case .secondaryLabel: return (c(0x3C3C43, 0.6), c(0xEBEBF5, 0.6))
        case .tertiaryLabel: return (c(0x3C3C43, 0.3), c(0xEBEBF5, 0.3))
        case .quaternaryLabel: return (c(0x3C3C43, 0.18), c(0xEBEBF5, 0.16))
        case .separator: return (c(0x3C3C43, 0.29), c(0x545458, 0.6))
        case .opaqueSeparator: return (c(0xC6C6C8), c(0x38383A))
        case .systemFill: return (c(0x787880, 0.2), c(0x787880, 0.36))
        case .secondarySystemFill: return (c(0x787880, 0.16), c(0x787880, 0.32))
        case .tertiarySystemFill: return (c(0x767680, 0.12), c(0x767680, 0.24))
        case .quaternarySystemFill: return (c(0x747480, 0.08), c(0x747480, 0.18))
        case .placeholderText: return (c(0x3C3C43, 0.3), c(0xEBEBF5, 0.3))
        case .link: return (c(0x007AFF), c(0x0984FF))
        }
    }

    /// SwiftUI's `Color` names for the system colours (`Color.blue` → systemBlue).
    public static let swiftUINames: [String: SystemColor] = [
        "red": .systemRed, "orange": .systemOrange, "yellow": .systemYellow, "green": .systemGreen,
        "mint": .systemMint, "teal": .systemTeal, "cyan": .systemCyan, "blue": .systemBlue,
        "indigo": .systemIndigo, "purple": .systemPurple, "pink": .systemPink, "brown": .systemBrown,
        "gray": .systemGray, "primary": .label, "secondary": .secondaryLabel, "accentColor": .systemBlue,
    ]
}

/// A colour as scene code names it, resolved against the colour scheme when views are
/// evaluated: a fixed colour, or a system colour, at an opacity.
public struct ColorValue: Hashable, Sendable, CustomStringConvertible {
    public enum Base: Hashable, Sendable {
        case fixed(RGBA)
        case system(SystemColor)
        /// An asset catalogue's colour, with its dark appearance.
        case adaptive(light: RGBA, dark: RGBA)
    }

    public var base: Base
    /// Multiplies the colour's alpha (`.opacity(_:)` on a colour).
    public var opacity: Double

    public init(_ base: Base, opacity: Double = 1) {
        self.base = base
        self.opacity = opacity
    }

    public static func fixed(_ color: RGBA) -> ColorValue { ColorValue(.fixed(color)) }
    public static func system(_ color: SystemColor) -> ColorValue { ColorValue(.system(color)) }

    public static let black = ColorValue.fixed(.black)
    public static let white = ColorValue.fixed(.white)
    public static let clear = ColorValue.fixed(.clear)

    public func resolved(in scheme: ColorScheme) -> RGBA {
        let rgba: RGBA =
            switch base {
            case .fixed(let c): c
            case .system(let s): s.resolved(in: scheme)
            case .adaptive(let light, let dark): scheme == .dark ? dark : light
            }
        return opacity == 1 ? rgba : rgba.withAlpha(rgba.alpha * opacity)
    }

    public var description: String {
        let name =
            switch base {
            case .fixed(let c): c.description
            case .system(let s): s.rawValue
            case .adaptive(let light, let dark): light == dark ? light.description : "\(light)/\(dark)"
            }
        return opacity == 1 ? name : "\(name)×\(formatNumber(opacity))"
    }
}

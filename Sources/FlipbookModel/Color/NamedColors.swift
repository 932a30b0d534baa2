/// SwiftUI's named colours as iOS resolves them in light appearance (SEMANTICS §8, values [U]).
public enum NamedColors {
    public static let table: [String: RGBA] = [
        "red": RGBA(hex: 0xFF3B30), "orange": RGBA(hex: 0xFF9500), "yellow": RGBA(hex: 0xFFCC00),
        "green": RGBA(hex: 0x34C759), "mint": RGBA(hex: 0x00C7BE), "teal": RGBA(hex: 0x30B0C7),
        "cyan": RGBA(hex: 0x32ADE6), "blue": RGBA(hex: 0x007AFF), "indigo": RGBA(hex: 0x5856D6),
        "purple": RGBA(hex: 0xAF52DE), "pink": RGBA(hex: 0xFF2D55), "brown": RGBA(hex: 0xA2845E),
        "gray": RGBA(hex: 0x8E8E93), "black": .black, "white": .white, "clear": .clear,
        "primary": .black, "secondary": RGBA(hex: 0x3C3C43, alpha: 0.6), "accentColor": RGBA(hex: 0x007AFF),
    ]
}

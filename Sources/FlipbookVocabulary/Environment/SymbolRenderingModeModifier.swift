import FlipbookModel

/// `symbolRenderingMode(_:)`: accepted and checked, without effect. Material Icons has one
/// layer per glyph, so every symbol is drawn monochrome in the foreground style whatever the
/// mode (`.hierarchical`, `.palette` and `.multicolor` need the layers SF Symbols have).
public struct SymbolRenderingModeModifier: EnvironmentModifierKind, ArgumentConstructible {
    public static let modes: Set<String> = ["monochrome", "hierarchical", "palette", "multicolor"]

    public var mode: String

    public init(_ mode: String) { self.mode = mode }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> SymbolRenderingModeModifier {
        guard let name = try arguments.enumCase(nil, "SymbolRenderingMode") else { throw arguments.missing(nil) }
        guard modes.contains(name) else {
            throw ArgumentError(
                "symbolRenderingMode: unknown mode '.\(name)' (expected .monochrome, .hierarchical, .palette or .multicolor)",
                at: .some(nil))
        }
        return SymbolRenderingModeModifier(name)
    }

    public func apply(to environment: inout EnvironmentValues) {}

    public var description: String { "symbolRenderingMode(.\(mode))" }
}

import FlipbookModel

/// `symbolVariant(_:)`: the symbols below are drawn as their variant (`.fill`, `.circle.fill`)
/// when there is one, as SwiftUI appends the variant to each symbol's name.
public struct SymbolVariantModifier: EnvironmentModifierKind, ArgumentConstructible {
    /// The variant's name suffix (`fill`, `circle.fill`), empty for `.none`.
    public var variant: String

    public init(_ variant: String) { self.variant = variant }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> SymbolVariantModifier {
        guard let name = try arguments.enumCase(nil, "SymbolVariants") else { throw arguments.missing(nil) }
        return SymbolVariantModifier(name == "none" ? "" : name)
    }

    public func apply(to environment: inout EnvironmentValues) { environment.symbolVariant = variant }

    public var description: String { "symbolVariant(.\(variant.isEmpty ? "none" : variant))" }
}

import FlipbookModel

/// `layoutPriority(_:)`: the order in which a stack offers its children space (higher first;
/// `StackLayout` keeps back the minimum lengths of lower-priority children). Default 0.
public struct LayoutPriority: TraitModifierKind, ArgumentConstructible {
    public var value: Double

    public init(_ value: Double) { self.value = value }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> LayoutPriority {
        LayoutPriority(try arguments.requiredDouble(nil))
    }

    public func apply(to traits: inout ViewTraits) { traits.layoutPriority = value }

    public var description: String { "layoutPriority(\(formatNumber(value)))" }
}

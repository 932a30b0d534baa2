import FlipbookModel

/// `zIndex(_:)`: the order its parent draws it in among its siblings (higher in front; equal
/// values keep the order of the code).
public struct ZIndex: TraitModifierKind, ArgumentConstructible {
    public var value: Double

    public init(_ value: Double) { self.value = value }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> ZIndex {
        ZIndex(try arguments.requiredDouble(nil))
    }

    public func apply(to traits: inout ViewTraits) { traits.zIndex = value }

    public var description: String { "zIndex(\(formatNumber(value)))" }
}

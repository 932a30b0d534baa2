import FlipbookModel

/// `gridCellAnchor(_:)`: the cell's point that sits on the same point of its grid cell,
/// overriding the row's and column's alignment.
public struct GridCellAnchor: TraitModifierKind, ArgumentConstructible {
    public var anchor: UnitPoint

    public init(_ anchor: UnitPoint) { self.anchor = anchor }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> GridCellAnchor {
        guard let anchor = try arguments.unitPoint(nil) else { throw arguments.missing(nil) }
        return GridCellAnchor(anchor)
    }

    public func apply(to traits: inout ViewTraits) { traits.gridCellAnchor = anchor }

    public var description: String { "gridCellAnchor(\(anchor))" }
}

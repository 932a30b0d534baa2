import FlipbookModel

/// `gridColumnAlignment(_:)`: the horizontal alignment of every cell in the column of the cell
/// it is written on (the first cell of a column that sets one wins), overriding the grid's.
public struct GridColumnAlignment: TraitModifierKind, ArgumentConstructible {
    public var alignment: HorizontalAlignment

    public init(_ alignment: HorizontalAlignment) { self.alignment = alignment }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> GridColumnAlignment {
        guard let alignment = try arguments.horizontalAlignment(nil) else { throw arguments.missing(nil) }
        return GridColumnAlignment(alignment)
    }

    public func apply(to traits: inout ViewTraits) { traits.gridColumnAlignment = alignment }

    public var description: String { "gridColumnAlignment(\(alignment))" }
}

import FlipbookModel

/// `gridCellColumns(_:)`: how many columns a cell of a `GridRow` spans (at least 1).
public struct GridCellColumns: TraitModifierKind, ArgumentConstructible {
    public var count: Int

    public init(_ count: Int) { self.count = max(1, count) }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> GridCellColumns {
        guard let count = try arguments.int(nil) else { throw arguments.missing(nil) }
        return GridCellColumns(count)
    }

    public func apply(to traits: inout ViewTraits) { traits.gridCellColumns = count }

    public var description: String { "gridCellColumns(\(count))" }
}

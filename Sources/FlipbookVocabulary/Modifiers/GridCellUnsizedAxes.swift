import FlipbookModel

/// `gridCellUnsizedAxes(_:)`: along these axes the cell does not size its column or row (a
/// `Color` or `Divider` takes the length the other cells give it).
public struct GridCellUnsizedAxes: TraitModifierKind, ArgumentConstructible {
    public var axes: Set<Axis>

    public init(_ axes: Set<Axis>) { self.axes = axes }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> GridCellUnsizedAxes {
        guard case .axisSet(let axes)? = try arguments.take(nil, as: .axisSet) else { throw arguments.missing(nil) }
        return GridCellUnsizedAxes(axes)
    }

    public func apply(to traits: inout ViewTraits) { traits.gridCellUnsizedAxes = axes }

    public var description: String { "gridCellUnsizedAxes(\(axes.map(\.rawValue).sorted()))" }
}

/// A width and a height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(formatNumber(width))x\(formatNumber(height))" }

    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// The two layout axes.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// An axis-aligned rectangle in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var center: Point { Point(x: midX, y: midY) }

    /// The point at `anchor` (unit coordinates) inside the rectangle.
    public func point(at anchor: UnitPoint) -> Point {
        Point(x: origin.x + anchor.x * size.width, y: origin.y + anchor.y * size.height)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` at the top and bottom
    /// (negative values grow it); the size never goes below zero.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(
            x: origin.x + dx, y: origin.y + dy,
            width: max(0, size.width - 2 * dx), height: max(0, size.height - 2 * dy))
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    public var description: String {
        "[\(formatNumber(origin.x)) \(formatNumber(origin.y)) \(formatNumber(size.width)) \(formatNumber(size.height))]"
    }
}

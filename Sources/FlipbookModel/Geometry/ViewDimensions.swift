/// A view's size and alignment guides, as SwiftUI's `ViewDimensions`: what a parent needs to
/// align it. Guides not set explicitly take their default values.
public struct ViewDimensions: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public var horizontalGuides: [HorizontalAlignment: Double]
    public var verticalGuides: [VerticalAlignment: Double]

    public init(
        width: Double, height: Double, horizontalGuides: [HorizontalAlignment: Double] = [:],
        verticalGuides: [VerticalAlignment: Double] = [:]
    ) {
        self.width = width
        self.height = height
        self.horizontalGuides = horizontalGuides
        self.verticalGuides = verticalGuides
    }

    public init(size: Size) { self.init(width: size.width, height: size.height) }

    public var size: Size { Size(width: width, height: height) }

    public subscript(guide: HorizontalAlignment) -> Double {
        horizontalGuides[guide] ?? guide.defaultValue(width: width)
    }

    public subscript(guide: VerticalAlignment) -> Double {
        if let value = verticalGuides[guide] { return value }
        // A view with one baseline uses it for both.
        if guide == .firstTextBaseline, let last = verticalGuides[.lastTextBaseline] { return last }
        if guide == .lastTextBaseline, let first = verticalGuides[.firstTextBaseline] { return first }
        return guide.defaultValue(height: height)
    }

    /// The dimensions of a view whose inner view, with `inner` dimensions, sits at `offset`:
    /// explicit guides carry over, shifted (how padding and frames pass baselines up).
    public func inheritingGuides(from inner: ViewDimensions, offset: Point) -> ViewDimensions {
        var result = self
        for (guide, value) in inner.horizontalGuides where result.horizontalGuides[guide] == nil {
            result.horizontalGuides[guide] = value + offset.x
        }
        for (guide, value) in inner.verticalGuides where result.verticalGuides[guide] == nil {
            result.verticalGuides[guide] = value + offset.y
        }
        return result
    }
}

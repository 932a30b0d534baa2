/// A view's size and alignment guides, as SwiftUI's `ViewDimensions`: what a parent needs to
/// align it. Guides not set explicitly take their default values.
public struct ViewDimensions: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public var horizontalGuides: [HorizontalAlignment: Double]
    public var verticalGuides: [VerticalAlignment: Double]
    /// Runs a custom guide's `defaultValue(in:)` (set by the layout, which has the scene's
    /// code); without it a custom guide defaults to 0. Not part of the value's identity.
    public var customGuideDefault: CustomGuideDefault?

    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        a.width == b.width && a.height == b.height && a.horizontalGuides == b.horizontalGuides
            && a.verticalGuides == b.verticalGuides
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(horizontalGuides)
        hasher.combine(verticalGuides)
    }

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
        if let value = horizontalGuides[guide] { return value }
        if case .custom(let id) = guide { return customDefault(id) }
        return guide.defaultValue(width: width)
    }

    public subscript(guide: VerticalAlignment) -> Double {
        if let value = verticalGuides[guide] { return value }
        if case .custom(let id) = guide { return customDefault(id) }
        // A view with one baseline uses it for both.
        if guide == .firstTextBaseline, let last = verticalGuides[.lastTextBaseline] { return last }
        if guide == .lastTextBaseline, let first = verticalGuides[.firstTextBaseline] { return first }
        return guide.defaultValue(height: height)
    }

    private func customDefault(_ id: CustomAlignmentID) -> Double {
        guard let customGuideDefault else { return 0 }
        let value = customGuideDefault.evaluate(id, self)
        return value.isFinite ? value : 0
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

/// How the layout runs a custom alignment guide's `defaultValue(in:)`: the scene's code, for a
/// view of the given dimensions.
public struct CustomGuideDefault: Sendable {
    public let evaluate: @Sendable (CustomAlignmentID, ViewDimensions) -> Double

    public init(_ evaluate: @escaping @Sendable (CustomAlignmentID, ViewDimensions) -> Double) {
        self.evaluate = evaluate
    }
}

import FlipbookModel

/// `Image("hero")`: an image of the asset catalogue. It is its own size in points (its pixels
/// over its scale) whatever it is offered, overflowing a smaller frame, until `.resizable()`
/// lets it take the size offered (its own size in a dimension left unspecified), stretching
/// its pixels to fill it; `.aspectRatio`/`.scaledToFit()` keep its proportions.
public struct BitmapLeaf: ImageLeafView {
    public var bitmap: Bitmap
    public var isResizable: Bool
    public var smooth: Bool
    /// `.renderingMode(.template)` or `.original`; nil: as the image set says.
    public var isTemplate: Bool?
    /// A template's fill: the foreground style (resolved).
    public var foreground: Paintable

    public init(bitmap: Bitmap, isResizable: Bool = false, smooth: Bool = true) {
        self.bitmap = bitmap
        self.isResizable = isResizable
        self.smooth = smooth
        foreground = Paintable(.foreground)
    }

    var rendersAsTemplate: Bool { isTemplate ?? bitmap.isTemplate }

    public func resolved(in environment: EnvironmentValues) -> BitmapLeaf {
        var copy = self
        copy.foreground = Paintable(.foreground).resolved(in: environment)
        return copy
    }

    public func measure(_ proposal: ProposedSize, context: LeafLayoutContext) -> LeafMeasurement {
        guard isResizable else { return LeafMeasurement(size: bitmap.size) }
        return LeafMeasurement(size: proposal.replacingUnspecified(by: bitmap.size))
    }

    public var animatableData: [Double] {
        get { rendersAsTemplate ? foreground.animatableData : [] }
        set { if rendersAsTemplate { foreground.animatableData = newValue } }
    }

    public func draw(in frame: Rect, measurement: LeafMeasurement, context: DrawContext) -> [DisplayItem] {
        guard !bitmap.isEmpty else { return [] }
        let tint = rendersAsTemplate ? (foreground.style?.paint(in: frame) ?? .color(.black)) : nil
        return [
            .image(
                ImageItem(rect: frame, bitmap: bitmap, smooth: smooth, tint: tint, identity: context.identity, span: context.span)
            )
        ]
    }

    /// Another image cross-fades in (`.contentTransition`), as a symbol does.
    public var discreteContent: AnyHashable? { AnyHashable(bitmap.name) }

    public var description: String { "Image(\"\(bitmap.name)\")\(isResizable ? ".resizable()" : "")" }
}

/// An image a view's `Image` methods (`resizable()`, `interpolation(_:)`…) apply to: a symbol
/// or an asset's bitmap.
public protocol ImageLeafView: LeafView {
    var isResizable: Bool { get set }
}

/// What one frame draws: a flat-as-possible list of resolved drawing commands in points.
/// The rasterizer is a switch over these items and nothing else.
public struct DisplayList: Hashable, Sendable {
    public var size: Size
    public var items: [DisplayItem]

    public init(size: Size, items: [DisplayItem]) {
        self.size = size
        self.items = items
    }
}

/// One drawing command.
public indirect enum DisplayItem: Hashable, Sendable {
    case shape(ShapeItem)
    case text(TextItem)
    case group(GroupItem)
}

/// A path, in the coordinates of the group that holds it.
public enum PathShape: Hashable, Sendable {
    case rectangle(Rect)
    /// A rectangle with circular corners of `radius` (clamped to half the shorter side).
    case roundedRectangle(Rect, radius: Double)
    case ellipse(Rect)
}

/// A filled shape.
public struct ShapeItem: Hashable, Sendable {
    public var path: PathShape
    public var fill: RGBA
    public var identity: Identity
    public var span: SourceSpan

    public init(path: PathShape, fill: RGBA, identity: Identity, span: SourceSpan) {
        self.path = path
        self.fill = fill
        self.identity = identity
        self.span = span
    }
}

/// Lines of text in one font and colour; each line's origin is the left end of its baseline.
public struct TextItem: Hashable, Sendable {
    public var lines: [TextLine]
    public var font: FontSpec
    public var color: RGBA
    public var identity: Identity
    public var span: SourceSpan

    public init(lines: [TextLine], font: FontSpec, color: RGBA, identity: Identity, span: SourceSpan) {
        self.lines = lines
        self.font = font
        self.color = color
        self.identity = identity
        self.span = span
    }
}

/// Items drawn under `transform`, clipped to `clip` (in the transformed space), and composited
/// as one layer at `opacity`.
public struct GroupItem: Hashable, Sendable {
    public var transform: AffineTransform
    public var opacity: Double
    public var clip: PathShape?
    public var items: [DisplayItem]

    public init(transform: AffineTransform = .identity, opacity: Double = 1, clip: PathShape? = nil,
                items: [DisplayItem]) {
        self.transform = transform
        self.opacity = opacity
        self.clip = clip
        self.items = items
    }
}

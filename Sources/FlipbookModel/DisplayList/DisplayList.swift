/// What one frame draws: resolved drawing commands in points, in canvas coordinates.
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
    /// A frosted backdrop (materials): what is already drawn under `clip` is blurred and tinted.
    case backdrop(BackdropItem)
    /// An asset catalogue's image.
    case image(ImageItem)
}

/// A path filled or stroked with a paint.
public struct ShapeItem: Hashable, Sendable {
    public var path: Path
    public var paint: Paint
    public var style: DrawStyle
    public var identity: Identity
    public var span: SourceSpan

    public init(path: Path, paint: Paint, style: DrawStyle = .fill(evenOdd: false), identity: Identity, span: SourceSpan) {
        self.path = path
        self.paint = paint
        self.style = style
        self.identity = identity
        self.span = span
    }
}

/// Laid-out text: each line's glyph runs at `origin + line.origin`, each run painted with
/// `paints[run.runIndex]` (colour fonts keep their own colours, at that paint's opacity).
public struct TextItem: Hashable, Sendable {
    public var origin: Point
    public var lines: [TextLine]
    public var paints: [Paint]
    public var identity: Identity
    public var span: SourceSpan
    /// Each text run's custom attributes (`Text.customAttribute(_:)`), for a `TextRenderer`.
    public var customAttributes: [[LiveHandle]] = []
    /// Drawn by a `TextRenderer` already: an enclosing one leaves it as it is.
    public var isRendered = false

    public init(origin: Point, lines: [TextLine], paints: [Paint], identity: Identity, span: SourceSpan) {
        self.origin = origin
        self.lines = lines
        self.paints = paints
        self.identity = identity
        self.span = span
    }
}

/// Items drawn under a transform, clipped, masked, filtered and composited as one layer.
///
/// Order of operations: the items are drawn under `transform` (then `projection`, a
/// perspective warp of the whole layer when it is not affine); the result is clipped by `clip`
/// (in the group's transformed space), multiplied by `mask`'s alpha, run through `filters` in
/// order, and composited onto what is below with `opacity` and `blendMode`.
public struct GroupItem: Hashable, Sendable {
    public var transform: AffineTransform
    /// A perspective transform applied after `transform` (`rotation3DEffect`); nil for none.
    public var projection: ProjectionTransform?
    public var opacity: Double
    public var clip: Clip?
    /// Items whose alpha masks the group (`.mask`), in the same coordinates as `items`.
    public var mask: [DisplayItem]?
    public var filters: [Filter]
    public var blendMode: BlendMode
    /// Draw into a layer of its own even at opacity 1 (`compositingGroup`, `drawingGroup`).
    public var isolated: Bool
    public var items: [DisplayItem]

    public init(
        transform: AffineTransform = .identity, projection: ProjectionTransform? = nil, opacity: Double = 1,
        clip: Clip? = nil, mask: [DisplayItem]? = nil, filters: [Filter] = [], blendMode: BlendMode = .normal,
        isolated: Bool = false, items: [DisplayItem]
    ) {
        self.transform = transform
        self.projection = projection
        self.opacity = opacity
        self.clip = clip
        self.mask = mask
        self.filters = filters
        self.blendMode = blendMode
        self.isolated = isolated
        self.items = items
    }

    /// Whether the group changes nothing but the coordinates of its items.
    public var isPlainTransform: Bool {
        projection == nil && opacity == 1 && clip == nil && mask == nil && filters.isEmpty
            && blendMode == .normal && !isolated
    }
}

/// A clipping outline.
public struct Clip: Hashable, Sendable {
    public var path: Path
    public var evenOdd: Bool
    public var antialiased: Bool

    public init(path: Path, evenOdd: Bool = false, antialiased: Bool = true) {
        self.path = path
        self.evenOdd = evenOdd
        self.antialiased = antialiased
    }
}

/// A material's backdrop: the pixels already drawn inside `clip` are blurred by `blurRadius`,
/// their saturation multiplied by `saturation`, then `tint` is composited over them.
public struct BackdropItem: Hashable, Sendable {
    public var clip: Clip
    public var blurRadius: Double
    public var saturation: Double
    public var tint: RGBA
    public var identity: Identity
    public var span: SourceSpan

    public init(clip: Clip, blurRadius: Double, saturation: Double, tint: RGBA, identity: Identity, span: SourceSpan) {
        self.clip = clip
        self.blurRadius = blurRadius
        self.saturation = saturation
        self.tint = tint
        self.identity = identity
        self.span = span
    }
}

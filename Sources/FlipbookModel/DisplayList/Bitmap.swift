/// A decoded raster image of the asset catalogue (`Image("hero")`): straight-alpha RGBA8,
/// row-major, rows unpadded, made for `scale` pixels per point. Immutable and shared; equal by
/// name and size, as it is loaded once per render.
public final class Bitmap: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// Pixels per point: 1, 2 or 3, as the image set's file says (`@2x`); 3 for a rasterized PDF
    /// or SVG; lower for an image reduced to fewer pixels.
    public let scale: Double
    public let rgba: [UInt8]
    /// The image set renders as a template (its alpha filled with the foreground style) unless
    /// `.renderingMode(.original)` says otherwise.
    public let isTemplate: Bool

    public init(name: String, pixelWidth: Int, pixelHeight: Int, scale: Double, rgba: [UInt8], isTemplate: Bool = false) {
        self.isTemplate = isTemplate
        self.name = name
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale > 0 ? scale : 1
        self.rgba = rgba
    }

    /// An image the project's catalogue lacks: no pixels, drawn as nothing.
    public static func missing(named name: String) -> Bitmap {
        Bitmap(name: name, pixelWidth: 0, pixelHeight: 0, scale: 1, rgba: [])
    }

    public var isEmpty: Bool { pixelWidth <= 0 || pixelHeight <= 0 }

    /// Its size in points.
    public var size: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }

    public static func == (lhs: Bitmap, rhs: Bitmap) -> Bool {
        lhs === rhs
            || (lhs.name == rhs.name && lhs.pixelWidth == rhs.pixelWidth && lhs.pixelHeight == rhs.pixelHeight
                && lhs.scale == rhs.scale)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(pixelWidth)
        hasher.combine(pixelHeight)
    }

    public var description: String { "\"\(name)\" \(pixelWidth)x\(pixelHeight)px@\(formatNumber(scale))x" }
}

/// A bitmap drawn stretched into `rect`.
public struct ImageItem: Hashable, Sendable {
    public var rect: Rect
    public var bitmap: Bitmap
    /// Smooth resampling (`.interpolation(.none)` turns it off: hard pixels).
    public var smooth: Bool
    /// A template image: its alpha, filled with this paint (the foreground style).
    public var tint: Paint?
    public var identity: Identity
    public var span: SourceSpan

    public init(rect: Rect, bitmap: Bitmap, smooth: Bool = true, tint: Paint? = nil, identity: Identity, span: SourceSpan) {
        self.tint = tint
        self.rect = rect
        self.bitmap = bitmap
        self.smooth = smooth
        self.identity = identity
        self.span = span
    }
}

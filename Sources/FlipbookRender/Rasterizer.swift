import CCairo
import FlipbookModel

/// Draws display lists into RGBA images with Cairo.
///
/// One rasterizer is made per render and shared by all threads: `rasterize` may be called
/// concurrently, each call drawing into its own Cairo surface. Text is the only shared state,
/// and it is serialized by `FreeTypeFaces`.
public struct Rasterizer: Sendable {
    /// The fonts text items are drawn with.
    public let fonts: FontLibrary

    /// How groups with an opacity below 1 are composited.
    enum GroupCompositing: Sendable {
        /// Multiply the alpha of a group holding a single leaf instead of drawing a layer;
        /// draw groups at opacity 1 without a layer.
        case optimized
        /// Composite every group with opacity below 1 through a layer (the reference behaviour
        /// the optimization is tested against).
        case alwaysLayer
    }

    public init(fonts: FontLibrary) {
        self.fonts = fonts
    }

    /// Draws `list` at `scale` pixels per point.
    ///
    /// The image is `round(list.size × scale)` pixels. With a `background`, every pixel is first
    /// painted with that colour, opaque (its alpha is ignored); without one the canvas starts
    /// transparent. Colours out of 0...1 are clamped, and items that cannot be drawn (a singular
    /// transform, an empty or non-finite shape, a zero font size) are skipped. A canvas that
    /// Cairo cannot allocate (a side over 32767 pixels, or not finite) gives an empty 0 × 0 image.
    public func rasterize(_ list: DisplayList, scale: Double = 1, background: RGBA?) -> RasterImage {
        rasterize(list, scale: scale, background: background, groups: .optimized)
    }

    func rasterize(_ list: DisplayList, scale: Double, background: RGBA?, groups: GroupCompositing)
        -> RasterImage
    {
        guard let width = Rasterizer.pixelExtent(list.size.width, scale: scale),
            let height = Rasterizer.pixelExtent(list.size.height, scale: scale)
        else { return RasterImage(width: 0, height: 0, rgba: []) }
        guard width > 0, height > 0 else { return RasterImage(width: width, height: height) }

        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return RasterImage(width: 0, height: 0, rgba: []) }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface)
        else { return RasterImage(width: 0, height: 0, rgba: []) }
        defer { cairo_destroy(cr) }
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else { return RasterImage(width: 0, height: 0, rgba: []) }

        if let background {
            // SOURCE replaces whatever the surface holds, and the background is opaque by contract.
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_rgb(
                cr, FrameDrawer.clamped(background.red), FrameDrawer.clamped(background.green),
                FrameDrawer.clamped(background.blue))
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        cairo_scale(cr, scale, scale)

        let drawer = FrameDrawer(cr: cr, fonts: fonts, groups: groups)
        drawer.draw(list.items, alpha: 1)
        // FrameDrawer validates its inputs so that Cairo's sticky error state is never reached;
        // an error here is a bug in that validation.
        assert(cairo_status(cr) == CAIRO_STATUS_SUCCESS, "cairo error: \(cairo_status(cr))")

        cairo_surface_flush(surface)
        return RasterImage(cairoSurface: surface)
    }

    /// The pixel count for `points` at `scale`, or nil when Cairo could not make such a surface.
    static func pixelExtent(_ points: Double, scale: Double) -> Int? {
        let pixels = (points * scale).rounded()
        guard pixels.isFinite, scale.isFinite, scale > 0 else { return nil }
        guard pixels <= 32767 else { return nil }
        return max(Int(pixels), 0)
    }
}

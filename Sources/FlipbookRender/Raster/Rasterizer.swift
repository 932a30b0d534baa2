import CCairo
import FlipbookModel

/// Draws display lists into RGBA images with Cairo.
///
/// One rasterizer is made per render and shared by all threads: `rasterize` may be called
/// concurrently, each call drawing into its own Cairo surface. Glyph drawing is the only shared
/// state, and it is serialized by `CairoFontFaces`.
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
    /// transform, a non-finite coordinate, a zero font size, a failed cairo object) are skipped.
    /// Inputs are checked so that cairo's sticky error state is never reached; should a context
    /// reach it anyway, drawing into that layer stops and the rest of the frame is still made.
    /// A canvas that Cairo cannot allocate (a side over 32767 pixels, or not finite) gives an
    /// empty 0 × 0 image.
    public func rasterize(_ list: DisplayList, scale: Double = 1, background: RGBA?) -> RasterImage {
        rasterize(list, scale: scale, background: background, groups: .optimized)
    }

    func rasterize(
        _ list: DisplayList, scale: Double, background: RGBA?, groups: GroupCompositing
    )
        -> RasterImage
    {
        let failed = RasterImage(width: 0, height: 0, rgba: [])
        guard let width = Rasterizer.pixelExtent(list.size.width, scale: scale),
            let height = Rasterizer.pixelExtent(list.size.height, scale: scale)
        else { return failed }
        guard width > 0, height > 0 else { return RasterImage(width: width, height: height) }
        guard let canvas = Layer(canvas: PixelRect(x: 0, y: 0, width: width, height: height)) else { return failed }

        if let background {
            // SOURCE replaces whatever the surface holds, and the background is opaque by contract.
            cairo_set_operator(canvas.cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_rgb(
                canvas.cr, background.red.unitClamped, background.green.unitClamped,
                background.blue.unitClamped)
            cairo_paint(canvas.cr)
            cairo_set_operator(canvas.cr, CAIRO_OPERATOR_OVER)
        }
        cairo_scale(canvas.cr, scale, scale)

        let drawer = FrameDrawer(layer: canvas, fonts: fonts, groups: groups)
        drawer.draw(list.items, alpha: 1)
        return canvas.image()
    }

    /// The pixel count for `points` at `scale`, or nil when Cairo could not make such a surface.
    static func pixelExtent(_ points: Double, scale: Double) -> Int? {
        let pixels = (points * scale).rounded()
        guard pixels.isFinite, scale.isFinite, scale > 0 else { return nil }
        guard pixels <= 32767 else { return nil }
        return max(Int(pixels), 0)
    }
}

extension Double {
    /// The value limited to 0...1, with NaN as 0.
    var unitClamped: Double { isNaN ? 0 : Swift.min(Swift.max(self, 0), 1) }
}

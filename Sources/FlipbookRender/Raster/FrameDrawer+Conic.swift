import CCairo
import FlipbookModel
import Foundation

extension FrameDrawer {
    /// Renders `conic` into an image covering the device pixels of `extents` that are visible,
    /// each pixel coloured by the direction of its centre from the gradient's centre (in user
    /// space), and makes that image the source.
    func setConicSource(_ conic: ConicGradient, alpha: Double, covering extents: Rect) -> Bool {
        let m = matrix
        var inverse = m
        guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS,
            let visible = layer.visibleRect,
            let covered = PixelRect(covering: m.bounds(of: extents)),
            let region = covered.intersection(visible),
            let image = layer.makeLayer(region)
        else { return false }
        let alpha = alpha.unitClamped
        image.withPixels { pixels in
            pixels.update { column, row, _ in
                let device = Point(x: Double(region.x + column) + 0.5, y: Double(region.y + row) + 0.5)
                let user = inverse.apply(device)
                let color = conic.color(atAngle: atan2(user.y - conic.center.y, user.x - conic.center.x))
                return PremultipliedColor(color, alpha: alpha).word
            }
        }
        return setDeviceImageSource(image, userToDevice: m)
    }

    /// Makes `image`, drawn in device pixels, the source of what is filled or stroked next.
    func setDeviceImageSource(_ image: Layer, userToDevice m: cairo_matrix_t) -> Bool {
        guard image.isHealthy, let pattern = cairo_pattern_create_for_surface(image.surface) else { return false }
        defer { cairo_pattern_destroy(pattern) }
        // Pattern space is the image's device space, the canvas's: the user-to-device matrix.
        var toDevice = m
        cairo_pattern_set_matrix(pattern, &toDevice)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else { return false }
        cairo_set_source(cr, pattern)
        return true
    }
}

/// A colour as cairo's ARGB32 stores it: premultiplied 8-bit components in a native word.
struct PremultipliedColor {
    var word: UInt32

    init(_ color: RGBA, alpha: Double = 1) {
        let a = color.alpha.unitClamped * alpha
        func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
        word =
            byte(a) << 24 | byte(color.red.unitClamped * a) << 16 | byte(color.green.unitClamped * a) << 8
            | byte(color.blue.unitClamped * a)
    }
}

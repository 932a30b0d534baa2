import CCairo
import FlipbookModel

extension FrameDrawer {
    /// A material's backdrop: the pixels already drawn in this layer under the clip are copied,
    /// blurred (σ = `blurRadius`, as `DeviceFilter`; edges repeat, so the canvas border does not
    /// darken), their saturation multiplied, the tint composited over them, and the result put
    /// back within the clip (at `alpha`, mixed with what was there).
    ///
    /// The backdrop sees what is drawn in its own layer: inside a group that has a layer (an
    /// opacity, a filter), that is the group's content so far, not the canvas under it.
    func drawBackdrop(_ item: BackdropItem, alpha: Double) {
        guard alpha > 0, let visible = layer.visibleRect, let box = item.clip.path.controlBounds,
            let area = PixelRect(covering: matrix.bounds(of: box))?.intersection(visible)
        else { return }
        let radius = item.blurRadius.isFinite ? max(0, item.blurRadius) : 0
        let (sx, sy) = matrix.axisScales
        let sigmaX = min(radius * sx, DeviceFilter.maximumSigma), sigmaY = min(radius * sy, DeviceFilter.maximumSigma)
        guard
            let source = area.outset(dx: GaussianBlur.reach(sigma: sigmaX), dy: GaussianBlur.reach(sigma: sigmaY))
                .intersection(layer.rect),
            let copy = layer.makeLayer(source)
        else { return }
        copy.composite(layer, op: CAIRO_OPERATOR_SOURCE)
        let saturation = item.saturation.isFinite ? max(0, item.saturation) : 1
        copy.withPixels { pixels in
            GaussianBlur.apply(
                to: pixels, area: PixelRect(x: 0, y: 0, width: pixels.width, height: pixels.height),
                sigmaX: sigmaX, sigmaY: sigmaY, edges: .clamp)
            if saturation != 1 { pixels.update { _, _, word in FrameDrawer.saturated(word, by: saturation) } }
        }
        cairo_set_source_rgba(
            copy.cr, item.tint.red.unitClamped, item.tint.green.unitClamped,
            item.tint.blue.unitClamped, item.tint.alpha.unitClamped)
        cairo_paint(copy.cr)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        guard applyClip(item.clip) else { return }
        layer.composite(copy, alpha: alpha, op: CAIRO_OPERATOR_SOURCE)
    }

    /// A premultiplied pixel with its saturation multiplied by `factor`: each component moved
    /// away from (or towards) the Rec. 709 luma, kept within 0...alpha.
    static func saturated(_ word: UInt32, by factor: Double) -> UInt32 {
        let a = Double(word >> 24)
        let r = Double((word >> 16) & 0xFF), g = Double((word >> 8) & 0xFF), b = Double(word & 0xFF)
        let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
        func component(_ c: Double) -> UInt32 { UInt32(min(a, max(0, luma + factor * (c - luma))).rounded()) }
        return word & 0xFF00_0000 | component(r) << 16 | component(g) << 8 | component(b)
    }
}

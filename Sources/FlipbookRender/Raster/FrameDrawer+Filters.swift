import CCairo
import FlipbookModel

extension FrameDrawer {
    /// Runs one filter over a rendered layer; returns the result (the same layer, or a new one
    /// for a shadow), or nil when a layer cannot be allocated.
    func apply(_ filter: DeviceFilter, to rendered: RenderedLayer) -> RenderedLayer? {
        let layer = rendered.layer
        switch filter.kind {
        case .blur(let opaque):
            let whole = PixelRect(x: 0, y: 0, width: layer.rect.width, height: layer.rect.height)
            guard opaque else {
                layer.withPixels {
                    GaussianBlur.apply(to: $0, area: whole, sigmaX: filter.sigmaX, sigmaY: filter.sigmaY, edges: .transparent)
                }
                return rendered
            }
            // An opaque blur stays within the group's bounds: edges repeat instead of fading,
            // and every pixel keeps the alpha it had.
            let content = PixelRect(
                x: rendered.content.x - layer.rect.x, y: rendered.content.y - layer.rect.y,
                width: rendered.content.width, height: rendered.content.height)
            layer.withPixels { pixels in
                let alphas = (0..<pixels.height).map { y in (0..<pixels.width).map { x in pixels.word(x, y) >> 24 } }
                GaussianBlur.apply(to: pixels, area: content, sigmaX: filter.sigmaX, sigmaY: filter.sigmaY, edges: .clamp)
                pixels.update { x, y, word in FrameDrawer.withAlpha(word, alphas[y][x]) }
            }
            return rendered
        case .shadow(let color, let offset):
            guard let shadow = layer.makeLayer(layer.rect), let result = layer.makeLayer(layer.rect) else { return nil }
            let tint = PremultipliedColor(color).word
            layer.withPixels { source in
                shadow.withPixels { target in
                    target.update { x, y, _ in FrameDrawer.scaled(tint, by: source.word(x, y) >> 24) }
                }
            }
            shadow.withPixels {
                GaussianBlur.apply(
                    to: $0, area: PixelRect(x: 0, y: 0, width: $0.width, height: $0.height),
                    sigmaX: filter.sigmaX, sigmaY: filter.sigmaY, edges: .transparent)
            }
            cairo_set_source_surface(result.cr, shadow.surface, offset.x, offset.y)
            cairo_paint(result.cr)
            result.composite(layer)
            return RenderedLayer(layer: result, content: rendered.content)
        case .innerShadow(let color, let offset):
            // The shadow of what is outside the content (its inverted alpha, tinted and
            // blurred, the canvas beyond the layer counting as outside), offset, then drawn over
            // the content and only where it is.
            guard let shadow = layer.makeLayer(layer.rect), let result = layer.makeLayer(layer.rect) else { return nil }
            let tint = PremultipliedColor(color).word
            layer.withPixels { source in
                shadow.withPixels { target in
                    target.update { x, y, _ in FrameDrawer.scaled(tint, by: 255 - (source.word(x, y) >> 24)) }
                }
            }
            shadow.withPixels {
                GaussianBlur.apply(
                    to: $0, area: PixelRect(x: 0, y: 0, width: $0.width, height: $0.height),
                    sigmaX: filter.sigmaX, sigmaY: filter.sigmaY, edges: .clamp)
            }
            result.composite(layer)
            cairo_set_operator(result.cr, CAIRO_OPERATOR_ATOP)
            cairo_set_source_surface(result.cr, shadow.surface, offset.x, offset.y)
            cairo_pattern_set_extend(cairo_get_source(result.cr), CAIRO_EXTEND_PAD)
            cairo_paint(result.cr)
            return RenderedLayer(layer: result, content: rendered.content)
        case .alphaThreshold(let low, let high, let color):
            // A threshold on coverage: each pixel is the colour or nothing.
            let word = PremultipliedColor(color).word
            let range = (low.isFinite ? low : 0)...(high.isFinite ? max(high, low.isFinite ? low : 0) : 1)
            layer.withPixels { pixels in
                pixels.update { _, _, current in range.contains(Double(current >> 24) / 255) && current >> 24 > 0 ? word : 0 }
            }
            return rendered
        case .colorMatrix(let matrix):
            layer.withPixels { matrix.apply(to: $0) }
            return rendered
        }
    }

    /// A premultiplied word with every component multiplied by `factor`/255.
    static func scaled(_ word: UInt32, by factor: UInt32) -> UInt32 {
        var result: UInt32 = 0
        for shift in [24, 16, 8, 0] as [UInt32] {
            result |= ((((word >> shift) & 0xFF) * factor + 127) / 255) << shift
        }
        return result
    }

    /// A premultiplied word given alpha `alpha`, its colour kept (scaled to the new alpha).
    static func withAlpha(_ word: UInt32, _ alpha: UInt32) -> UInt32 {
        let current = word >> 24
        guard current > 0 else { return 0 }
        var result = alpha << 24
        for shift in [16, 8, 0] as [UInt32] {
            result |= min(alpha, (((word >> shift) & 0xFF) * alpha + current / 2) / current) << shift
        }
        return result
    }
}

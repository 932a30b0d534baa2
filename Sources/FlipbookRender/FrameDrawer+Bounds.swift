import CCairo
import FlipbookModel

extension FrameDrawer {
    /// Clips to the whole device pixels that `items` can touch, so that a layer pushed next is
    /// no larger than its content instead of the whole canvas (Cairo sizes a group surface from
    /// the clip). The rectangle is pixel-aligned, so it changes no pixel inside it.
    ///
    /// Returns false when the items draw nothing on the canvas: the layer can be skipped.
    func clipToPixelsTouched(by items: [DisplayItem]) -> Bool {
        guard let bounds = userBounds(of: items) else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let corners = [
            (bounds.minX, bounds.minY), (bounds.maxX, bounds.minY),
            (bounds.minX, bounds.maxY), (bounds.maxX, bounds.maxY),
        ].map { (m.xx * $0.0 + m.xy * $0.1 + m.x0, m.yx * $0.0 + m.yy * $0.1 + m.y0) }
        // One pixel of margin: antialiasing never reaches past the outline, but rounding might.
        let minX = (corners.map(\.0).min() ?? 0).rounded(.down) - 1
        let maxX = (corners.map(\.0).max() ?? 0).rounded(.up) + 1
        let minY = (corners.map(\.1).min() ?? 0).rounded(.down) - 1
        let maxY = (corners.map(\.1).max() ?? 0).rounded(.up) + 1
        guard [minX, maxX, minY, maxY].allSatisfy(\.isFinite) else { return true }

        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, minX, minY, maxX - minX, maxY - minY)
        cairo_set_matrix(cr, &m)
        cairo_clip(cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return x2 > x1 && y2 > y1
    }

    /// A rectangle, in the current user space, that contains everything `items` draw; nil when
    /// they draw nothing.
    func userBounds(of items: [DisplayItem]) -> Rect? {
        items.reduce(nil) { union($0, userBounds(of: $1)) }
    }

    private func userBounds(of item: DisplayItem) -> Rect? {
        switch item {
        case .shape(let shape):
            return FrameDrawer.normalized(FrameDrawer.bounds(of: shape.path))
        case .text(let text):
            guard FontRenderingOptions.isDrawable(size: text.font.size) else { return nil }
            let size = text.font.size
            let measurer = CairoTextMeasurer(fonts: fonts)
            return text.lines.reduce(nil) { bounds, line in
                guard !line.text.isEmpty, line.origin.x.isFinite, line.origin.y.isFinite else { return bounds }
                // Generous: glyph ink may overhang the advance and rise above the ascent
                // (accents), so allow an em on each side, two above and one below the baseline.
                let advance = measurer.width(of: line.text, font: text.font)
                let box = Rect(x: line.origin.x - size, y: line.origin.y - 2 * size,
                               width: advance + 2 * size, height: 3 * size)
                return union(bounds, box)
            }
        case .group(let group):
            guard FrameDrawer.clamped(group.opacity) > 0, var content = userBounds(of: group.items) else { return nil }
            if let clip = group.clip {
                guard let clipBounds = FrameDrawer.normalized(FrameDrawer.bounds(of: clip)),
                    let clipped = intersection(content, clipBounds)
                else { return nil }
                content = clipped
            }
            return transformed(content, by: group.transform)
        }
    }

    private func union(_ a: Rect?, _ b: Rect?) -> Rect? {
        guard let a else { return b }
        guard let b else { return a }
        let minX = min(a.minX, b.minX)
        let minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    private func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        let minX = max(a.minX, b.minX)
        let minY = max(a.minY, b.minY)
        let maxX = min(a.maxX, b.maxX)
        let maxY = min(a.maxY, b.maxY)
        guard maxX > minX, maxY > minY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The axis-aligned bounds of `rect` mapped through `transform`.
    private func transformed(_ rect: Rect, by transform: AffineTransform) -> Rect? {
        if transform.isIdentity { return rect }
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
        ].map(transform.apply)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
            [minX, maxX, minY, maxY].allSatisfy(\.isFinite)
        else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

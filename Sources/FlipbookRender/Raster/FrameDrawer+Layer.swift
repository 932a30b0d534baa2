import CCairo
import FlipbookModel

extension FrameDrawer {
    /// A layer with what it holds: `content` is the device box of the group's drawing before
    /// filters (an opaque blur keeps to it).
    struct RenderedLayer {
        var layer: Layer
        var content: PixelRect
    }

    /// Draws a group through a layer of its own: the items under the group's transform, its
    /// clip and mask, a perspective warp, the filters in order, then one composite with the
    /// group's opacity (times `alpha`) and blend mode.
    ///
    /// Layers are sized to what can be seen: the items' bounds on the device, intersected with
    /// the visible part of the canvas grown by how far the filters spread (content just outside
    /// the canvas can blur or cast a shadow into it). A group that would need a layer larger than
    /// `Layer.maximumArea` is skipped.
    ///
    /// Clips: a layer whose pixels are composited as drawn (no filter, no perspective) starts
    /// with the clips of this layer applied again, and is composited without them. cairo then
    /// intersects each clip with each outline before computing coverage, exactly as when the
    /// items are drawn straight onto the canvas (the single-leaf shortcut); compositing through
    /// an antialiased clip instead would multiply two partial coverages along its edge. Filtered
    /// and warped layers must be clipped after the effect, so they are composited through the
    /// clip.
    func drawThroughLayer(_ group: GroupItem, warp: ProjectionTransform?, parentMatrix: cairo_matrix_t, alpha: Double) {
        guard let visible = layer.visibleRect else { return }
        let filters = group.filters.map { DeviceFilter($0, parentMatrix: parentMatrix) }
        let spread = filters.reduce((x: 0, y: 0)) { ($0.x + $1.reach.x, $0.y + $1.reach.y) }
        let reach = visible.outset(dx: spread.x, dy: spread.y)
        let preclipped = warp == nil && filters.isEmpty
        let rendered =
            if let warp {
                renderProjected(group, warp: warp, parentMatrix: parentMatrix, within: reach, spread: spread)
            } else {
                renderContent(group, within: reach, spread: spread, inheritingClips: preclipped)
            }
        guard var result = rendered else { return }
        for filter in filters {
            guard let filtered = apply(filter, to: result) else { return }
            result = filtered
        }
        if let op = group.blendMode.cairoOperator {
            layer.composite(result.layer, alpha: alpha, op: op, ignoringClip: preclipped)
        } else {
            compositePlusDarker(result.layer, alpha: alpha, ignoringClip: preclipped)
        }
    }

    /// The group's items drawn under the current matrix into a layer covering their device
    /// bounds (within `reach`, grown by `spread` for the filters).
    private func renderContent(
        _ group: GroupItem, within reach: PixelRect, spread: (x: Int, y: Int),
        inheritingClips: Bool
    ) -> RenderedLayer? {
        guard let content = deviceBounds(of: group, within: reach),
            let region = content.outset(dx: spread.x, dy: spread.y).intersection(reach)
        else { return nil }
        return render(group, into: region, matrix: matrix, inheritingClips: inheritingClips).map {
            RenderedLayer(layer: $0, content: content)
        }
    }

    /// The device pixels the group's items (clipped and masked) can cover under the current
    /// matrix, within `limit`.
    func deviceBounds(of group: GroupItem, within limit: PixelRect) -> PixelRect? {
        var content = ContentBounds.of(group.items)
        if let clip = group.clip { content = content.intersection(clip.path.controlBounds.map(ContentBounds.bounded) ?? .empty) }
        if let mask = group.mask { content = content.intersection(ContentBounds.of(mask)) }
        switch content {
        case .empty: return nil
        case .unbounded: return limit
        case .bounded(let box):
            let device = matrix.bounds(of: box)
            guard [device.minX, device.minY, device.maxX, device.maxY].allSatisfy(\.isFinite) else { return limit }
            return PixelRect(covering: device)?.outset(dx: 1, dy: 1).intersection(limit)
        }
    }

    /// Draws the group's items, clip and mask into a new layer over `region`, under `matrix`,
    /// after this layer's clips when `inheritingClips`.
    func render(_ group: GroupItem, into region: PixelRect, matrix: cairo_matrix_t, inheritingClips: Bool) -> Layer? {
        guard let offscreen = layer.makeLayer(region) else { return nil }
        var drawer = drawing(into: offscreen)
        for applied in inheritingClips ? clips : [] {
            var m = applied.matrix
            cairo_set_matrix(offscreen.cr, &m)
            guard let inner = drawer.clipped(by: applied.clip) else { return nil }
            drawer = inner
        }
        var m = matrix
        cairo_set_matrix(offscreen.cr, &m)
        guard let inner = group.clip.map(drawer.clipped(by:)) ?? drawer else { return nil }
        inner.draw(group.items, alpha: 1)
        if let mask = group.mask {
            guard let maskLayer = layer.makeLayer(region) else { return nil }
            cairo_set_matrix(maskLayer.cr, &m)
            drawing(into: maskLayer).draw(mask, alpha: 1)
            cairo_reset_clip(offscreen.cr)
            offscreen.composite(maskLayer, op: CAIRO_OPERATOR_DEST_IN)
        }
        return offscreen.isHealthy ? offscreen : nil
    }

    /// `plusDarker` by hand: the destination's pixels under the layer are read, combined, and
    /// written back with SOURCE through the current clip (so a clip's antialiased edge blends
    /// the result with what was there), unless the layer was clipped already.
    private func compositePlusDarker(_ source: Layer, alpha: Double, ignoringClip: Bool) {
        guard let region = layer.visibleRect?.intersection(source.rect), let merged = layer.makeLayer(region) else { return }
        merged.composite(layer, op: CAIRO_OPERATOR_SOURCE)
        guard let faded = layer.makeLayer(region) else { return }
        faded.composite(source, alpha: alpha, op: CAIRO_OPERATOR_SOURCE)
        faded.withPixels { top in
            merged.withPixels { bottom in
                bottom.update { x, y, word in PlusDarker.composite(top.word(x, y), onto: word) }
            }
        }
        layer.composite(merged, op: CAIRO_OPERATOR_SOURCE, ignoringClip: ignoringClip)
    }
}

import CCairo
import FlipbookModel

extension FrameDrawer {
    /// The group drawn in its "virtual" device space (as if there were no perspective) into a
    /// layer, then warped into place. A perspective that flattens the group to a line (a card
    /// turned 90°) has no inverse and draws nothing.
    func renderProjected(
        _ group: GroupItem, warp projection: ProjectionTransform, parentMatrix: cairo_matrix_t,
        within reach: PixelRect, spread: (x: Int, y: Int)
    ) -> RenderedLayer? {
        var inverseParent = parentMatrix
        guard cairo_matrix_invert(&inverseParent) == CAIRO_STATUS_SUCCESS else { return nil }
        // Device to device: back to the parent's space, through the perspective, out again.
        let forward = ProjectionTransform(inverseParent.affine).concatenating(projection)
            .concatenating(ProjectionTransform(parentMatrix.affine))
        guard let inverse = forward.inverted else { return nil }
        // The source area that can land in view: the preimage of what is visible when all its
        // corners are in front of the viewer, else the visible area grown by half its size each way.
        let preimage = reach.rect.corners.compactMap { d in inverse.apply(d).flatMap { forward.apply($0) != nil ? $0 : nil } }
        let limit =
            preimage.count == 4
            ? PixelRect(covering: Rect(enclosing: preimage))?.outset(dx: 1, dy: 1)
            : reach.outset(dx: reach.width / 2, dy: reach.height / 2)
        guard let limit, let region = deviceBounds(of: group, within: limit),
            let source = render(group, into: region, matrix: matrix, inheritingClips: false)
        else { return nil }
        let corners = source.rect.rect.corners.compactMap(forward.apply)
        // One pixel more: bilinear sampling spreads the warped edges by up to a pixel.
        let landing = corners.count == 4 ? PixelRect(covering: Rect(enclosing: corners))?.outset(dx: 1, dy: 1) : reach
        guard let content = landing?.intersection(reach),
            let target = content.outset(dx: spread.x, dy: spread.y).intersection(reach),
            let destination = layer.makeLayer(target)
        else { return nil }
        ProjectionWarp.warp(source, into: destination, forward: forward, inverse: inverse)
        return RenderedLayer(layer: destination, content: content)
    }
}

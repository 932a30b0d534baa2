import CCairo
import FlipbookModel

extension FrameDrawer {
    /// Draws a group: its transform, then either straight onto this layer (clip and opacity
    /// only) or through a layer of its own (`drawThroughLayer`).
    ///
    /// Without a layer, both ways give the same pixels up to 8-bit rounding:
    /// - opacity 1: the items are drawn straight onto the canvas under the clip;
    /// - opacity below 1 over a single leaf (possibly wrapped in further groups): compositing
    ///   one item at opacity `o` equals drawing it with its alpha multiplied by `o`.
    /// Anything else (overlapping children at an opacity, a mask, filters, a blend mode,
    /// `isolated`, a perspective) needs the group composited as a whole.
    func drawGroup(_ group: GroupItem, alpha: Double) {
        let opacity = group.opacity.unitClamped
        guard opacity > 0, alpha > 0, !group.items.isEmpty else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let parent = matrix
        var transform = group.transform
        var warp: ProjectionTransform?
        if let projection = group.projection, !projection.isIdentity {
            // An affine projection is one more transform; only a perspective needs a warp.
            if projection.isAffine { transform = projection.affine.concatenating(transform) } else { warp = projection }
        }
        guard applyTransform(transform) else { return }
        if warp != nil || needsLayer(group, opacity: opacity) {
            drawThroughLayer(group, warp: warp, parentMatrix: parent, alpha: alpha * opacity)
            return
        }
        guard let inner = group.clip.map(clipped(by:)) ?? self else { return }
        inner.draw(group.items, alpha: alpha * opacity)
    }

    /// Whether the group must be composited through a layer (a perspective aside).
    func needsLayer(_ group: GroupItem, opacity: Double) -> Bool {
        group.mask != nil || !group.filters.isEmpty || group.blendMode != .normal || group.isolated
            || (opacity < 1 && (groups == .alwaysLayer || !isSingleLeaf(group.items)))
    }

    /// Whether `items` composite as exactly one leaf (a shape, a one-run text, or a group that
    /// is itself one composite), so that an opacity can multiply its alpha instead of needing a
    /// layer. Clips along the way do not matter: a clip and a uniform alpha commute.
    func isSingleLeaf(_ items: [DisplayItem]) -> Bool {
        guard items.count == 1, let item = items.first else { return false }
        switch item {
        case .shape:
            return true
        case .text(let text):
            // Separate runs and lines are separate composites, which could overlap; colour
            // glyphs go through a group of their own.
            guard text.lines.count <= 1 else { return false }
            guard let line = text.lines.first else { return true }
            return line.runs.count <= 1 && line.decorations.isEmpty && !(line.runs.first?.face.isColor ?? false)
        case .group(let group):
            // A blend mode composites differently onto a layer than onto the canvas.
            guard group.blendMode == .normal else { return false }
            let projected = group.projection.map { !$0.isAffine } ?? false
            return projected || needsLayer(group, opacity: group.opacity.unitClamped) || isSingleLeaf(group.items)
        case .image:
            return true
        case .backdrop:
            // One composite (SOURCE through the clip), which `alpha` mixes with what was there:
            // a faded material. In a layer it would see only the layer's content.
            return true
        }
    }

    /// Intersects the clip with `clip` (in the current user space). Returns false when nothing
    /// is left visible.
    func applyClip(_ clip: Clip) -> Bool {
        guard appendPath(clip.path) else { return false }
        cairo_set_fill_rule(cr, clip.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        if !clip.antialiased { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
        cairo_clip(cr)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        return layer.visibleRect != nil
    }
}

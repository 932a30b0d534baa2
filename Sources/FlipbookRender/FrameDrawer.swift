import CCairo
import FlipbookModel

/// Walks one frame's display items and issues the Cairo calls that draw them.
///
/// `alpha` threads an opacity down through groups that were not given a layer of their own
/// (see `drawGroup`): it multiplies the alpha of the leaf that finally gets drawn.
struct FrameDrawer {
    let cr: OpaquePointer
    let fonts: FontLibrary
    let groups: Rasterizer.GroupCompositing

    func draw(_ items: [DisplayItem], alpha: Double) {
        for item in items {
            draw(item, alpha: alpha)
        }
    }

    func draw(_ item: DisplayItem, alpha: Double) {
        switch item {
        case .shape(let shape): fill(shape, alpha: alpha)
        case .text(let text): drawText(text, alpha: alpha)
        case .group(let group): drawGroup(group, alpha: alpha)
        }
    }

    /// Fills a shape with its colour at `alpha` times its own alpha.
    func fill(_ shape: ShapeItem, alpha: Double) {
        let effectiveAlpha = FrameDrawer.clamped(shape.fill.alpha) * alpha
        guard effectiveAlpha > 0, appendPath(shape.path) else { return }
        setSource(shape.fill, alpha: alpha)
        cairo_fill(cr)
    }

    /// Draws a group: its transform, its clip, and its opacity applied to the whole content.
    ///
    /// Three ways, cheapest first, all giving the same pixels up to 8-bit rounding:
    /// - opacity 1: no layer is needed, the items are drawn straight onto the canvas;
    /// - opacity below 1 over a single leaf (possibly wrapped in further groups): compositing
    ///   one item at opacity `o` equals drawing it with its alpha multiplied by `o`, so no layer;
    /// - otherwise a layer (`cairo_push_group`), so that overlapping children are composited
    ///   once as a whole and their overlap is not darker.
    func drawGroup(_ group: GroupItem, alpha: Double) {
        let opacity = FrameDrawer.clamped(group.opacity)
        guard opacity > 0, alpha > 0, !group.items.isEmpty else { return }
        // An empty clip shows nothing.
        if let clip = group.clip, FrameDrawer.normalized(FrameDrawer.bounds(of: clip)) == nil { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        guard applyTransform(group.transform) else { return }
        if let clip = group.clip, appendPath(clip) {
            cairo_clip(cr)
        }

        let needsLayer = opacity < 1 && (groups == .alwaysLayer || !FrameDrawer.isSingleLeaf(group.items))
        guard needsLayer else {
            draw(group.items, alpha: alpha * opacity)
            return
        }
        // The layer inherits every clip, so its content is clipped exactly as the single-leaf
        // shortcut clips a leaf: Cairo intersects the clip and fill outlines before computing
        // coverage. Compositing the layer through the clips again would apply their
        // antialiased edges a second time, so it is composited unclipped: outside the clips
        // the layer is transparent anyway.
        guard clipToPixelsTouched(by: group.items) else { return }
        cairo_push_group(cr)
        draw(group.items, alpha: 1)
        cairo_pop_group_to_source(cr)
        cairo_reset_clip(cr)
        cairo_paint_with_alpha(cr, alpha * opacity)
    }

    /// Whether `items` draw exactly one leaf (a shape, or a one-line text), possibly inside
    /// nested groups: then an opacity can be applied to the leaf's alpha instead of a layer.
    /// Clips along the way do not matter: a clip and a uniform alpha commute, and both ways
    /// clip the leaf's outline the same way (see `drawGroup`).
    static func isSingleLeaf(_ items: [DisplayItem]) -> Bool {
        guard items.count == 1, let item = items.first else { return false }
        switch item {
        case .shape: return true
        // Separate lines are separate composites, which could overlap.
        case .text(let text): return text.lines.count <= 1
        case .group(let group): return isSingleLeaf(group.items)
        }
    }

    /// Concatenates `transform` onto the current matrix. Returns false, changing nothing, when
    /// the result would be singular or not finite: Cairo would enter a permanent error state,
    /// and such a group draws nothing visible anyway (for example a scale of 0).
    func applyTransform(_ transform: AffineTransform) -> Bool {
        if transform.isIdentity { return true }
        var current = cairo_matrix_t()
        cairo_get_matrix(cr, &current)
        var local = cairo_matrix_t(
            xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
            x0: transform.tx, y0: transform.ty)
        var combined = cairo_matrix_t()
        // cairo_matrix_multiply(r, a, b) applies a first, then b: the local transform, then the
        // current one, as cairo_transform would.
        cairo_matrix_multiply(&combined, &local, &current)
        guard FrameDrawer.isUsable(combined) else { return false }
        cairo_set_matrix(cr, &combined)
        return true
    }

    /// Whether a user-to-device matrix is finite and maps a unit square to a visible area.
    static func isUsable(_ m: cairo_matrix_t) -> Bool {
        let values = [m.xx, m.yx, m.xy, m.yy, m.x0, m.y0]
        guard values.allSatisfy(\.isFinite) else { return false }
        let determinant = m.xx * m.yy - m.xy * m.yx
        // 1e-12 square pixels per square point: far below anything visible, far above the
        // underflow that would make Cairo reject the matrix as singular.
        return determinant.isFinite && abs(determinant) > 1e-12
    }

    /// Sets a solid source of `color` with its alpha multiplied by `alpha`, clamped to 0...1.
    func setSource(_ color: RGBA, alpha: Double) {
        cairo_set_source_rgba(
            cr, FrameDrawer.clamped(color.red), FrameDrawer.clamped(color.green),
            FrameDrawer.clamped(color.blue), FrameDrawer.clamped(color.alpha) * FrameDrawer.clamped(alpha))
    }

    /// `value` limited to 0...1, with NaN as 0.
    static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}

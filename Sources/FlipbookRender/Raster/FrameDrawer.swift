import CCairo
import FlipbookModel

/// Walks one frame's display items and issues the Cairo calls that draw them into a layer.
///
/// `alpha` threads an opacity down through groups that were not given a layer of their own
/// (see `drawGroup`): it multiplies the alpha of the leaf that finally gets drawn.
struct FrameDrawer {
    let layer: Layer
    let fonts: FontLibrary
    let groups: Rasterizer.GroupCompositing
    /// The clips applied to the layer's context so far, each with the matrix it was applied
    /// under, so that a layer can start with the same clip (see `drawThroughLayer`).
    var clips: [AppliedClip] = []

    struct AppliedClip {
        var clip: Clip
        var matrix: cairo_matrix_t
    }

    var cr: OpaquePointer { layer.cr }

    func draw(_ items: [DisplayItem], alpha: Double) {
        for item in items {
            // An item that put the context into cairo's sticky error state stops the layer:
            // nothing more could be drawn into it anyway.
            guard layer.isHealthy else { return }
            draw(item, alpha: alpha)
        }
    }

    func draw(_ item: DisplayItem, alpha: Double) {
        switch item {
        case .shape(let shape): drawShape(shape, alpha: alpha)
        case .text(let text): drawText(text, alpha: alpha)
        case .group(let group): drawGroup(group, alpha: alpha)
        case .backdrop(let backdrop): drawBackdrop(backdrop, alpha: alpha)
        case .image(let image): drawImage(image, alpha: alpha)
        }
    }

    /// A drawer for another layer, with this one's fonts and compositing.
    func drawing(into other: Layer) -> FrameDrawer {
        FrameDrawer(layer: other, fonts: fonts, groups: groups)
    }

    /// Intersects the clip with `clip` (in the current user space) and returns a drawer that
    /// remembers it; nil when nothing is left visible.
    func clipped(by clip: Clip) -> FrameDrawer? {
        guard applyClip(clip) else { return nil }
        var inner = self
        inner.clips.append(AppliedClip(clip: clip, matrix: matrix))
        return inner
    }

    /// The current user-to-device matrix.
    var matrix: cairo_matrix_t {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return m
    }

    /// Concatenates `transform` onto the current matrix. Returns false, changing nothing, when
    /// the result would be singular or not finite: cairo would enter its error state, and such
    /// a group draws nothing visible anyway (for example a scale of 0).
    func applyTransform(_ transform: AffineTransform) -> Bool {
        if transform.isIdentity { return true }
        let combined = cairo_matrix_t(transform).then(matrix)
        guard combined.isUsable else { return false }
        var m = combined
        cairo_set_matrix(cr, &m)
        return true
    }
}

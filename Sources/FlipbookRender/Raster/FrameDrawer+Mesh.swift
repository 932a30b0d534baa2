import CCairo
import FlipbookModel

extension FrameDrawer {
    /// Renders `mesh` into an image covering the device pixels of `extents` that are visible
    /// and makes that image the source, as the conic gradient does: the shape filled or stroked
    /// through it keeps cairo's antialiased edges.
    ///
    /// The image is the background colour with the mesh's pieces (`MeshTessellation`) painted
    /// over it, in painting order, each as two shaded triangles (`ShadedTriangleFill`): every
    /// pixel takes the colour at its centre. Where vertex colours are translucent the
    /// background shows through them [U].
    func setMeshSource(_ mesh: MeshGradient, alpha: Double, covering extents: Rect) -> Bool {
        let m = matrix
        guard let visible = layer.visibleRect,
            let covered = PixelRect(covering: m.bounds(of: extents)),
            let region = covered.intersection(visible),
            let image = layer.makeLayer(region)
        else { return false }
        let alpha = alpha.unitClamped
        let background = mesh.background
        if background.alpha > 0 {
            cairo_set_source_rgba(
                image.cr, background.red.unitClamped, background.green.unitClamped, background.blue.unitClamped,
                background.alpha.unitClamped * alpha)
            cairo_paint(image.cr)
        }
        image.withPixels { pixels in
            let fill = ShadedTriangleFill(pixels: pixels)
            // User space to the image's pixels: the device pixel at the region's corner is (0, 0).
            func corner(_ point: Point, _ color: RGBA) -> ShadedTriangleFill.Corner {
                let device = m.apply(point)
                return ShadedTriangleFill.Corner(
                    point: Point(x: device.x - Double(region.x), y: device.y - Double(region.y)),
                    color: SIMD4(color.red, color.green, color.blue, color.alpha * alpha))
            }
            MeshTessellation.forEachPiece(of: mesh, toDevice: { m.apply($0) }, visible: region.rect) { piece in
                let a = corner(piece.corners.0, piece.colors.0), b = corner(piece.corners.1, piece.colors.1)
                let c = corner(piece.corners.2, piece.colors.2), d = corner(piece.corners.3, piece.colors.3)
                fill.fill(a, b, c)
                fill.fill(a, c, d)
            }
        }
        return setDeviceImageSource(image, userToDevice: m)
    }
}

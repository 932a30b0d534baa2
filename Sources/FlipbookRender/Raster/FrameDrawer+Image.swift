import CCairo
import FlipbookModel

extension FrameDrawer {
    /// An asset image stretched into its rectangle: its pixels, premultiplied into a Cairo
    /// surface, painted through the rectangle with bilinear filtering (nearest for
    /// `.interpolation(.none)`), at `alpha`.
    func drawImage(_ item: ImageItem, alpha: Double) {
        let bitmap = item.bitmap
        guard alpha > 0, bitmap.pixelWidth > 0, bitmap.pixelHeight > 0, item.rect.width > 0, item.rect.height > 0,
            item.rect.width.isFinite, item.rect.height.isFinite,
            let surface = Self.surface(of: bitmap)
        else { return }
        defer { cairo_surface_destroy(surface) }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, item.rect.minX, item.rect.minY, item.rect.width, item.rect.height)
        cairo_clip(cr)
        // A template's paint is set in the item's space, before the bitmap's scaling.
        if let tint = item.tint, !setSource(tint, alpha: alpha, covering: item.rect) { return }
        cairo_translate(cr, item.rect.minX, item.rect.minY)
        cairo_scale(cr, item.rect.width / Double(bitmap.pixelWidth), item.rect.height / Double(bitmap.pixelHeight))
        guard let pattern = cairo_pattern_create_for_surface(surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_filter(pattern, item.smooth ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        if item.tint != nil {
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, alpha.unitClamped)
        }
    }

    /// A Cairo ARGB32 surface (premultiplied, native-endian words) of straight RGBA bytes; nil
    /// when Cairo cannot make one.
    static func surface(of bitmap: Bitmap) -> OpaquePointer? {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.pixelWidth), Int32(bitmap.pixelHeight))
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
            let data = cairo_image_surface_get_data(surface)
        else {
            if let surface { cairo_surface_destroy(surface) }
            return nil
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        bitmap.rgba.withUnsafeBufferPointer { rgba in
            for y in 0..<bitmap.pixelHeight {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<bitmap.pixelWidth {
                    let i = (y * bitmap.pixelWidth + x) * 4
                    guard i + 3 < rgba.count else {
                        row[x] = 0
                        continue
                    }
                    let a = UInt32(rgba[i + 3])
                    let r = (UInt32(rgba[i]) * a + 127) / 255
                    let g = (UInt32(rgba[i + 1]) * a + 127) / 255
                    let b = (UInt32(rgba[i + 2]) * a + 127) / 255
                    row[x] = a << 24 | r << 16 | g << 8 | b
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}

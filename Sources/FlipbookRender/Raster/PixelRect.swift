import FlipbookModel

/// A rectangle of whole device pixels, in canvas pixel coordinates.
///
/// Layers, blurs and warps work on these: every offscreen surface covers one, so its size is
/// known before anything is allocated and can be bounded by what is visible.
struct PixelRect: Hashable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var isEmpty: Bool { width <= 0 || height <= 0 }
    var area: Int { isEmpty ? 0 : width * height }

    /// The pixels a rectangle in device coordinates touches (rounded outwards), or nil when it is
    /// empty or not finite. Coordinates are clamped to ±2^30 first, so that a huge rectangle
    /// still converts to `Int` safely; intersecting with the canvas brings it back to size.
    init?(covering rect: Rect) {
        let limit = Double(1 << 30)
        let values = [rect.minX, rect.minY, rect.maxX, rect.maxY]
        guard values.allSatisfy({ !$0.isNaN }), rect.width > 0, rect.height > 0 else { return nil }
        let x0 = Int(min(max(rect.minX, -limit), limit).rounded(.down))
        let y0 = Int(min(max(rect.minY, -limit), limit).rounded(.down))
        let x1 = Int(min(max(rect.maxX, -limit), limit).rounded(.up))
        let y1 = Int(min(max(rect.maxY, -limit), limit).rounded(.up))
        guard x1 > x0, y1 > y0 else { return nil }
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The overlap of both, or nil when they do not overlap.
    func intersection(_ other: PixelRect) -> PixelRect? {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle grown by `dx` pixels left and right and `dy` above and below.
    func outset(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x - dx, y: y - dy, width: width + 2 * dx, height: height + 2 * dy)
    }

    var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }
}

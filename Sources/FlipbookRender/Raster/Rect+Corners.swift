import FlipbookModel

extension Rect {
    var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: minX, y: maxY), Point(x: maxX, y: maxY)]
    }

    /// The smallest rectangle holding every point (`.zero` for none).
    init(enclosing points: [Point]) {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        self.init(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}

extension AffineTransform {
    /// The bounding box of `rect` mapped through the transform.
    func bounds(of rect: Rect) -> Rect { Rect(enclosing: rect.corners.map(apply)) }
}

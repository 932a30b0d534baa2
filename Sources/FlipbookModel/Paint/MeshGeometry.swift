/// Where the vertices of a `MeshGradient` are: a grid of `width` × `height` positions, row by row
/// from the top, each with four Bézier control points toward its neighbours (leading, top,
/// trailing, bottom), given explicitly (`bezierPoints:`) or implied by the positions.
public struct MeshGeometry: Hashable, Sendable {
    /// Vertices per row.
    public var width: Int
    /// Vertices per column.
    public var height: Int
    /// `width × height` positions, row by row.
    public var positions: [Point]
    /// The control points of every vertex when the scene gave them; nil when they are implicit
    /// (`points:`), so that they follow the positions as these animate.
    public var controls: [MeshControlPoints]?

    public init(width: Int, height: Int, positions: [Point], controls: [MeshControlPoints]? = nil) {
        self.width = width
        self.height = height
        self.positions = positions
        self.controls = controls
    }

    /// The position of the vertex in `column` of `row`.
    public func position(column: Int, row: Int) -> Point { positions[row * width + column] }

    /// Every vertex's control points: the explicit ones, or the implicit ones (see
    /// `implicitControls`).
    public var resolvedControls: [MeshControlPoints] { controls ?? implicitControls }

    /// Control points a third of the way along Catmull-Rom tangents: the tangent at a vertex is
    /// half the difference of its two neighbours along the row (or column), or the difference
    /// with its one neighbour at the mesh's edge. Neighbouring patches then meet with matching
    /// tangents, and a regular grid gives straight edges split in thirds (an undistorted
    /// patch). SwiftUI does not document its implicit control points [U].
    public var implicitControls: [MeshControlPoints] {
        var result: [MeshControlPoints] = []
        result.reserveCapacity(positions.count)
        for row in 0..<height {
            for column in 0..<width {
                let p = position(column: column, row: row)
                let across = tangent(count: width, at: column) { position(column: $0, row: row) }
                let down = tangent(count: height, at: row) { position(column: column, row: $0) }
                result.append(
                    MeshControlPoints(
                        leading: Point(x: p.x - across.x / 3, y: p.y - across.y / 3),
                        top: Point(x: p.x - down.x / 3, y: p.y - down.y / 3),
                        trailing: Point(x: p.x + across.x / 3, y: p.y + across.y / 3),
                        bottom: Point(x: p.x + down.x / 3, y: p.y + down.y / 3)))
            }
        }
        return result
    }

    /// The Catmull-Rom tangent at index `i` of a line of `count` points.
    private func tangent(count: Int, at i: Int, _ point: (Int) -> Point) -> Point {
        guard count > 1 else { return .zero }
        if i == 0 { return point(1) - point(0) }
        if i == count - 1 { return point(i) - point(i - 1) }
        let d = point(i + 1) - point(i - 1)
        return Point(x: d.x / 2, y: d.y / 2)
    }

    /// The geometry with every point taken from the unit square to `rect` (a unit point's
    /// place in the rectangle, as `UnitPoint`s are).
    public func mapped(into rect: Rect) -> MeshGeometry {
        func map(_ p: Point) -> Point { Point(x: rect.minX + p.x * rect.width, y: rect.minY + p.y * rect.height) }
        return MeshGeometry(
            width: width, height: height, positions: positions.map(map),
            controls: controls?.map { c in
                MeshControlPoints(leading: map(c.leading), top: map(c.top), trailing: map(c.trailing), bottom: map(c.bottom))
            })
    }

    /// The positions, then the explicit control points if any, as one vector.
    var animatableData: [Double] {
        get {
            var data = positions.flatMap { [$0.x, $0.y] }
            if let controls { data += controls.flatMap(\.components) }
            return data
        }
        set {
            guard newValue.count == animatableData.count else { return }
            positions = (0..<positions.count).map { Point(x: newValue[2 * $0], y: newValue[2 * $0 + 1]) }
            if controls != nil {
                let start = 2 * positions.count
                controls = (0..<positions.count).map { i in
                    MeshControlPoints(components: Array(newValue[(start + 8 * i)..<(start + 8 * i + 8)]))
                }
            }
        }
    }
}

/// SwiftUI's `MeshGradient.BezierPoint` without its position: the control points of the curves
/// from a vertex toward its neighbours on the left, above, on the right and below (a vertex on
/// an edge ignores those pointing out of the mesh).
public struct MeshControlPoints: Hashable, Sendable {
    public var leading: Point
    public var top: Point
    public var trailing: Point
    public var bottom: Point

    public init(leading: Point, top: Point, trailing: Point, bottom: Point) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    var components: [Double] { [leading.x, leading.y, top.x, top.y, trailing.x, trailing.y, bottom.x, bottom.y] }

    init(components c: [Double]) {
        self.init(
            leading: Point(x: c[0], y: c[1]), top: Point(x: c[2], y: c[3]), trailing: Point(x: c[4], y: c[5]),
            bottom: Point(x: c[6], y: c[7]))
    }
}

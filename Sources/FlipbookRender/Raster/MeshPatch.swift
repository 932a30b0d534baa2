import FlipbookModel

/// One cell of a mesh gradient as a bicubic (tensor-product) Bézier patch: 4 × 4 control points,
/// `points[row * 4 + column]`, columns along the patch's u parameter (leading to trailing),
/// rows along v (top to bottom).
///
/// The boundary comes from the mesh: the cell's four vertices at the corners, and the control
/// points they have toward each other on the edges. SwiftUI does not say what lies inside
/// [U]; the four inner points are those of the Coons patch of that boundary (as PDF's patch
/// meshes and cairo's mesh patterns default to), so a cell whose edges are straight and split
/// in thirds is mapped without distortion.
struct MeshPatch {
    var points: [Point]

    init(points: [Point]) {
        self.points = points
    }

    /// The patch of the cell whose top-leading vertex is in `column` of `row`.
    init(column: Int, row: Int, of geometry: MeshGeometry, controls: [MeshControlPoints]) {
        let w = geometry.width
        let a = row * w + column, b = a + 1, c = a + w, d = c + 1
        let p = geometry.positions
        var net = [Point](repeating: .zero, count: 16)
        // Top edge: vertex a toward vertex b.
        net[0] = p[a]
        net[1] = controls[a].trailing
        net[2] = controls[b].leading
        net[3] = p[b]
        // Bottom edge: vertex c toward vertex d.
        net[12] = p[c]
        net[13] = controls[c].trailing
        net[14] = controls[d].leading
        net[15] = p[d]
        // Leading edge: a down to c; trailing edge: b down to d.
        net[4] = controls[a].bottom
        net[8] = controls[c].top
        net[7] = controls[b].bottom
        net[11] = controls[d].top
        for (i, j) in [(1, 1), (2, 1), (1, 2), (2, 2)] {
            net[j * 4 + i] = Self.coonsInterior(net, i, j)
        }
        points = net
    }

    /// The inner control point (i, j) of the tensor patch equal to the Coons patch of the
    /// boundary: the two ruled surfaces between opposite edges, less the bilinear surface of the
    /// corners, each written in the cubic Bernstein basis.
    private static func coonsInterior(_ net: [Point], _ i: Int, _ j: Int) -> Point {
        let s = Double(i) / 3, t = Double(j) / 3
        func at(_ i: Int, _ j: Int) -> Point { net[j * 4 + i] }
        let ruled: [(Double, Point)] = [
            (1 - t, at(i, 0)), (t, at(i, 3)), (1 - s, at(0, j)), (s, at(3, j)),
            (-(1 - s) * (1 - t), at(0, 0)), (-s * (1 - t), at(3, 0)), (-(1 - s) * t, at(0, 3)), (-s * t, at(3, 3)),
        ]
        return ruled.reduce(Point.zero) { sum, term in
            Point(x: sum.x + term.0 * term.1.x, y: sum.y + term.0 * term.1.y)
        }
    }

    /// The point at parameters (u, v), both in 0...1.
    func point(u: Double, v: Double) -> Point {
        let bu = Self.bernstein(u), bv = Self.bernstein(v)
        var x = 0.0, y = 0.0
        for j in 0..<4 {
            for i in 0..<4 {
                let weight = bu[i] * bv[j]
                x += weight * points[j * 4 + i].x
                y += weight * points[j * 4 + i].y
            }
        }
        return Point(x: x, y: y)
    }

    /// The points at the parameters `us` × `vs`, row by row (v outer): each row's four
    /// control points along u are found once, so a point costs a cubic in u.
    func points(us: [Double], vs: [Double]) -> [Point] {
        let bus = us.map(Self.bernstein)
        var result: [Point] = []
        result.reserveCapacity(us.count * vs.count)
        for v in vs {
            let bv = Self.bernstein(v)
            var row: [Point] = []
            row.reserveCapacity(4)
            for i in 0..<4 {
                var x = 0.0, y = 0.0
                for j in 0..<4 {
                    x += bv[j] * points[j * 4 + i].x
                    y += bv[j] * points[j * 4 + i].y
                }
                row.append(Point(x: x, y: y))
            }
            for bu in bus {
                var x = 0.0, y = 0.0
                for i in 0..<4 {
                    x += bu[i] * row[i].x
                    y += bu[i] * row[i].y
                }
                result.append(Point(x: x, y: y))
            }
        }
        return result
    }

    /// The patch with every point mapped by `map`.
    func mapped(_ map: (Point) -> Point) -> MeshPatch { MeshPatch(points: points.map(map)) }

    /// The box of the control points, which holds the patch.
    var bounds: Rect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    var isFinite: Bool { points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }

    /// The longest of the control polygons along u (its rows) and along v (its columns): at
    /// least as long as the patch's edges and inner curves in those directions.
    var polygonLengths: (u: Double, v: Double) {
        func length(_ a: Point, _ b: Point) -> Double { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        var u = 0.0, v = 0.0
        for k in 0..<4 {
            var row = 0.0, column = 0.0
            for step in 0..<3 {
                row += length(points[k * 4 + step], points[k * 4 + step + 1])
                column += length(points[step * 4 + k], points[(step + 1) * 4 + k])
            }
            u = max(u, row)
            v = max(v, column)
        }
        return (u, v)
    }

    /// The cubic Bernstein polynomials at t.
    private static func bernstein(_ t: Double) -> [Double] {
        let s = 1 - t
        return [s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t]
    }
}

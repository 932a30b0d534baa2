import FlipbookModel

/// A mesh gradient cut into small quadrilaterals, each painted by blending its four corner
/// colours (`ShadedTriangleFill`): small enough on screen that neither their straight edges nor
/// their blends can be told from the patch's curves and the mesh's colours.
///
/// Each cell is a `MeshPatch`, cut along its parameters into a grid of pieces at most
/// `targetPieceLength` device pixels long in either direction. All the cells of a column of the
/// mesh are cut as many times along u, and all those of a row as many times along v, so two
/// cells evaluate their shared edge at the same parameters and their pieces meet exactly. The
/// cuts depend only on the mesh and the user-to-device mapping, so every thread draws the same
/// pixels.
enum MeshTessellation {
    /// The longest a piece may be along either direction, in device pixels.
    static let targetPieceLength = 4.0
    /// The most pieces one cell is cut into along either direction.
    static let maximumCuts = 128
    /// The most pieces a whole mesh is cut into: past it every cell is cut more coarsely.
    static let pieceBudget = 262_144

    /// One piece: its corners in user space and their colours, at the cell's parameters
    /// (u0, v0), (u1, v0), (u1, v1) and (u0, v1), in that order.
    struct Piece {
        var corners: (Point, Point, Point, Point)
        var colors: (RGBA, RGBA, RGBA, RGBA)
    }

    /// Calls `body` with every piece of `mesh` (points in user space) that may touch `visible`
    /// (device pixels), cell by cell, row by row, in the order they are to be painted.
    /// Nothing is produced for a mesh whose counts do not match its grid or that has fewer
    /// than 2 × 2 vertices.
    static func forEachPiece(
        of mesh: MeshGradient, toDevice: (Point) -> Point, visible: Rect, _ body: (Piece) -> Void
    ) {
        let geometry = mesh.geometry
        let w = geometry.width, h = geometry.height
        guard w >= 2, h >= 2, geometry.positions.count == w * h, mesh.colors.count == w * h,
            geometry.controls.map({ $0.count == w * h }) ?? true
        else { return }
        let controls = geometry.resolvedControls
        var cells: [(column: Int, row: Int, patch: MeshPatch)] = []
        var cutsU = [Int](repeating: 1, count: w - 1), cutsV = [Int](repeating: 1, count: h - 1)
        for row in 0..<(h - 1) {
            for column in 0..<(w - 1) {
                let patch = MeshPatch(column: column, row: row, of: geometry, controls: controls)
                let device = patch.mapped(toDevice)
                guard device.isFinite, intersects(device.bounds, visible) else { continue }
                let lengths = device.polygonLengths
                cutsU[column] = max(cutsU[column], cuts(lengths.u))
                cutsV[row] = max(cutsV[row], cuts(lengths.v))
                cells.append((column, row, patch))
            }
        }
        let total = cells.reduce(0.0) { $0 + Double(cutsU[$1.column]) * Double(cutsV[$1.row]) }
        if total > Double(pieceBudget) {
            let shrink = (Double(pieceBudget) / total).squareRoot()
            cutsU = cutsU.map { max(1, Int(Double($0) * shrink)) }
            cutsV = cutsV.map { max(1, Int(Double($0) * shrink)) }
        }
        let field = MeshColorField(mesh)
        for cell in cells {
            let nu = cutsU[cell.column], nv = cutsV[cell.row]
            let us = (0...nu).map { Double($0) / Double(nu) }, vs = (0...nv).map { Double($0) / Double(nv) }
            let points = cell.patch.points(us: us, vs: vs)
            var colors: [RGBA] = []
            colors.reserveCapacity(points.count)
            for v in vs {
                for u in us { colors.append(field.color(column: cell.column, row: cell.row, u: u, v: v)) }
            }
            for j in 0..<nv {
                for i in 0..<nu {
                    let k = j * (nu + 1) + i
                    let corners = (points[k], points[k + 1], points[k + nu + 2], points[k + nu + 1])
                    if nu * nv > 1, !intersects(deviceBounds(corners, toDevice), visible) { continue }
                    body(
                        Piece(
                            corners: corners, colors: (colors[k], colors[k + 1], colors[k + nu + 2], colors[k + nu + 1])))
                }
            }
        }
    }

    /// How many pieces a length of device pixels is cut into.
    private static func cuts(_ length: Double) -> Int {
        guard length.isFinite else { return maximumCuts }
        return min(maximumCuts, max(1, Int((length / targetPieceLength).rounded(.up))))
    }

    private static func deviceBounds(_ corners: (Point, Point, Point, Point), _ toDevice: (Point) -> Point) -> Rect {
        let a = toDevice(corners.0), b = toDevice(corners.1), c = toDevice(corners.2), d = toDevice(corners.3)
        let minX = min(a.x, b.x, c.x, d.x), minY = min(a.y, b.y, c.y, d.y)
        return Rect(x: minX, y: minY, width: max(a.x, b.x, c.x, d.x) - minX, height: max(a.y, b.y, c.y, d.y) - minY)
    }

    private static func intersects(_ a: Rect, _ b: Rect) -> Bool {
        a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
    }
}

import FlipbookModel
import Foundation
import Testing

@testable import FlipbookRender

/// Mesh gradients drawn: colours at the vertices, blends between them (bilinear, Catmull-Rom,
/// OKLab), moved vertices, the background, and the geometry of the patches.
@Suite struct MeshGradientTests {
    static let red = RGBA(red: 1, green: 0, blue: 0)
    static let blue = RGBA(red: 0, green: 0, blue: 1)
    static let green = RGBA(red: 0, green: 1, blue: 0)
    static let yellow = RGBA(red: 1, green: 1, blue: 0)

    /// A `width` × `height` mesh of unit points on a regular grid, moved by `moved`.
    static func mesh(
        _ width: Int, _ height: Int, colors: [RGBA], moved: [Int: Point] = [:], background: RGBA = .clear,
        smooth: Bool = true, space: MeshColorSpace = .device
    ) -> MeshGradient {
        var positions: [Point] = []
        for row in 0..<height {
            for column in 0..<width {
                positions.append(
                    moved[row * width + column]
                        ?? Point(x: Double(column) / Double(width - 1), y: Double(row) / Double(height - 1)))
            }
        }
        return MeshGradient(
            geometry: MeshGeometry(width: width, height: height, positions: positions), colors: colors,
            background: background, smoothsColors: smooth, colorSpace: space)
    }

    /// The mesh filling a `size` × `size` canvas, over white.
    func draw(_ mesh: MeshGradient, size: Double = 100, scale: Double = 1) throws -> RasterImage {
        let rect = Rect(x: 0, y: 0, width: size, height: size)
        return try Fixtures.render(
            [Fixtures.shape(Path(rect), .mesh(mesh.mapped(into: rect)))], width: size, height: size, scale: scale)
    }

    static func pixel(_ c: RGBA) -> Pixel {
        func byte(_ v: Double) -> UInt8 { UInt8((v * 255).rounded()) }
        return Pixel(red: byte(c.red), green: byte(c.green), blue: byte(c.blue))
    }

    /// The four colours' mean, as a bilinear blend of straight sRGB components gives it at the
    /// centre.
    static func mean(_ colors: [RGBA]) -> RGBA {
        let n = Double(colors.count)
        return RGBA(
            red: colors.map(\.red).reduce(0, +) / n, green: colors.map(\.green).reduce(0, +) / n,
            blue: colors.map(\.blue).reduce(0, +) / n)
    }

    @Test func twoByTwoHasItsColoursAtTheCornersAndTheirMeanInTheMiddle() throws {
        let corners = [Self.red, Self.blue, Self.green, Self.yellow]
        for smooth in [false, true] {
            let image = try draw(Self.mesh(2, 2, colors: corners, smooth: smooth))
            // Pixel centres half a pixel in: within 2 % of the corner colour.
            #expect(Fixtures.close(image[0, 0], Self.pixel(Self.red), 4), "\(image[0, 0])")
            #expect(Fixtures.close(image[99, 0], Self.pixel(Self.blue), 4), "\(image[99, 0])")
            #expect(Fixtures.close(image[0, 99], Self.pixel(Self.green), 4), "\(image[0, 99])")
            #expect(Fixtures.close(image[99, 99], Self.pixel(Self.yellow), 4), "\(image[99, 99])")
            // Between pixels 49 and 50 lies the centre: each is within half a percent of it.
            let centre = Self.pixel(Self.mean(corners))
            #expect(Fixtures.close(image[49, 49], centre, 3), "\(image[49, 49]) is not \(centre)")
            #expect(Fixtures.close(image[50, 50], centre, 3), "\(image[50, 50]) is not \(centre)")
            // Along the top edge, red to blue linearly (a 2 × 2 grid has nothing to curve through).
            let quarter = RGBA(red: 0.75, green: 0, blue: 0.25)
            #expect(Fixtures.close(image[24, 0], Self.pixel(quarter), 4), "\(image[24, 0])")
        }
    }

    @Test func smoothColoursFollowCatmullRomAndLinearOnesDoNot() throws {
        // Columns black, white, black: the first cell rises from 0 with tangent 1 (the one-sided
        // difference) to 1 with tangent 0 (central), so at its middle the Hermite curve is
        // 0.125 + 0.5 = 0.625, where a linear blend gives 0.5.
        let colors = [RGBA.black, .white, .black, .black, .white, .black]
        let smooth = try draw(Self.mesh(3, 2, colors: colors))
        let linear = try draw(Self.mesh(3, 2, colors: colors, smooth: false))
        // Pixel 24's centre is at u = 24.5 / 50 of the first cell.
        func hermite(_ t: Double) -> Double { (t * t * t - 2 * t * t + t) + (-2 * t * t * t + 3 * t * t) }
        let expected = UInt8((hermite(24.5 / 50) * 255).rounded())
        #expect(abs(Int(smooth[24, 50].red) - Int(expected)) <= 2, "\(smooth[24, 50]), expected \(expected)")
        #expect(abs(Int(linear[24, 50].red) - Int((24.5 / 50 * 255).rounded())) <= 2, "\(linear[24, 50])")
        // The middle column is white in both, and the outer ones black.
        #expect(Fixtures.close(smooth[50, 50], Fixtures.white, 6))
        #expect(Fixtures.close(smooth[0, 50], Fixtures.black, 6))
    }

    @Test func aMovedVertexTakesItsColourWithIt() throws {
        var colors = [RGBA](repeating: .black, count: 9)
        colors[4] = .white
        let still = try draw(Self.mesh(3, 3, colors: colors, smooth: false))
        let moved = try draw(Self.mesh(3, 3, colors: colors, moved: [4: Point(x: 0.25, y: 0.3)], smooth: false))
        // Pixel (50, 50)'s centre is a hundredth of the cell from the white vertex: 0.99² of it.
        let nearWhite = UInt8((0.99 * 0.99 * 255).rounded())
        #expect(Fixtures.close(still[50, 50], Pixel(red: nearWhite, green: nearWhite, blue: nearWhite), 1), "\(still[50, 50])")
        #expect(still[25, 30].red < 160, "\(still[25, 30])")
        // The white vertex now sits at (25, 30): bright there, and the old centre darker.
        #expect(Fixtures.close(moved[25, 30], Fixtures.white, 12), "\(moved[25, 30])")
        #expect(moved[50, 50].red < 190, "\(moved[50, 50])")
        #expect(moved[25, 30].red > moved[50, 50].red + 60)
    }

    @Test func theBackgroundShowsWhereTheMeshDoesNotReach() throws {
        let cyan = RGBA(red: 0, green: 1, blue: 1)
        let inset = [Point(x: 0.25, y: 0.25), Point(x: 0.75, y: 0.25), Point(x: 0.25, y: 0.75), Point(x: 0.75, y: 0.75)]
        let mesh = Self.mesh(
            2, 2, colors: Array(repeating: Self.red, count: 4), moved: [0: inset[0], 1: inset[1], 2: inset[2], 3: inset[3]],
            background: cyan)
        let image = try draw(mesh)
        #expect(image[10, 10] == Self.pixel(cyan), "\(image[10, 10])")
        #expect(image[90, 50] == Self.pixel(cyan), "\(image[90, 50])")
        #expect(image[50, 50] == Self.pixel(Self.red), "\(image[50, 50])")
        // A clear background (the default) leaves what is below: the white canvas.
        var clear = mesh
        clear.background = .clear
        #expect(try draw(clear)[10, 10] == Fixtures.white)
    }

    @Test func aSingleColourMeshCoversItsBoundsWithoutSeams() throws {
        let moved = [5: Point(x: 0.4, y: 0.25), 6: Point(x: 0.7, y: 0.45), 9: Point(x: 0.3, y: 0.6)]
        let mesh = Self.mesh(4, 4, colors: Array(repeating: Self.blue, count: 16), moved: moved)
        for scale in [1.0, 2.0] {
            let image = try draw(mesh, size: 73, scale: scale)
            var wrong = 0
            for y in 0..<image.height {
                for x in 0..<image.width where image[x, y] != Self.pixel(Self.blue) { wrong += 1 }
            }
            #expect(wrong == 0, "\(wrong) pixels are not the mesh's colour at scale \(scale)")
        }
    }

    @Test func perceptualBlendsInOKLab() throws {
        let colors = [Self.red, Self.blue, Self.red, Self.blue]
        let device = try draw(Self.mesh(2, 2, colors: colors, smooth: false))
        let perceptual = try draw(Self.mesh(2, 2, colors: colors, smooth: false, space: .perceptual))
        // At x = 49.5 of 100: the OKLab blend of red and blue, which is lighter than sRGB's.
        let a = OKLab(Self.red), b = OKLab(Self.blue), t = 49.5 / 99.5
        let mid = OKLab(l: a.l + (b.l - a.l) * t, a: a.a + (b.a - a.a) * t, b: a.b + (b.b - a.b) * t).rgba
        let expected = Self.pixel(
            RGBA(red: min(1, max(0, mid.red)), green: min(1, max(0, mid.green)), blue: min(1, max(0, mid.blue))))
        #expect(Fixtures.close(perceptual[49, 50], expected, 4), "\(perceptual[49, 50]) is not \(expected)")
        #expect(!Fixtures.close(device[49, 50], expected, 20), "\(device[49, 50])")
    }

    @Test func everyThreadDrawsTheSameBytes() throws {
        var colors: [RGBA] = []
        for i in 0..<25 { colors.append(RGBA(hue: Double(i) / 25, saturation: 0.9, brightness: 0.9)) }
        let mesh = Self.mesh(5, 5, colors: colors, moved: [12: Point(x: 0.62, y: 0.41), 7: Point(x: 0.5, y: 0.1)])
        let reference = try draw(mesh, size: 120, scale: 1.5)
        let images = ImageBox()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            if let image = try? draw(mesh, size: 120, scale: 1.5) { images.append(image) }
        }
        #expect(images.all.count == 4)
        for image in images.all { #expect(image == reference) }
    }

    @Test func aPatchOnARegularGridIsUndistorted() {
        let geometry = MeshGeometry(
            width: 3, height: 2,
            positions: [
                Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 20, y: 0), Point(x: 0, y: 30), Point(x: 10, y: 30),
                Point(x: 20, y: 30),
            ])
        let controls = geometry.implicitControls
        // Straight edges split in thirds.
        #expect(controls[1].leading == Point(x: 10 - 10.0 / 3, y: 0))
        #expect(controls[1].trailing == Point(x: 10 + 10.0 / 3, y: 0))
        #expect(controls[0].bottom == Point(x: 0, y: 10))
        let patch = MeshPatch(column: 1, row: 0, of: geometry, controls: controls)
        for (u, v) in [(0.0, 0.0), (0.25, 0.5), (0.5, 0.5), (0.9, 0.1), (1.0, 1.0)] {
            let p = patch.point(u: u, v: v)
            #expect(abs(p.x - (10 + 10 * u)) < 1e-9 && abs(p.y - 30 * v) < 1e-9, "(\(u), \(v)) → \(p)")
        }
    }

    @Test func aPatchKeepsTheMeshsBoundaryAndItsGridIsThePatch() {
        let geometry = MeshGeometry(
            width: 2, height: 2,
            positions: [Point(x: 0, y: 0), Point(x: 10, y: 2), Point(x: -1, y: 9), Point(x: 12, y: 11)],
            controls: [
                MeshControlPoints(
                    leading: .zero, top: .zero, trailing: Point(x: 4, y: -3), bottom: Point(x: 2, y: 3)),
                MeshControlPoints(
                    leading: Point(x: 7, y: 5), top: .zero, trailing: .zero, bottom: Point(x: 13, y: 4)),
                MeshControlPoints(
                    leading: .zero, top: Point(x: -3, y: 6), trailing: Point(x: 3, y: 12), bottom: .zero),
                MeshControlPoints(
                    leading: Point(x: 8, y: 8), top: Point(x: 10, y: 7), trailing: .zero, bottom: .zero),
            ])
        let patch = MeshPatch(column: 0, row: 0, of: geometry, controls: geometry.resolvedControls)
        // The corners and the boundary control points are the mesh's.
        #expect(patch.points[0] == Point(x: 0, y: 0) && patch.points[15] == Point(x: 12, y: 11))
        #expect(patch.points[1] == Point(x: 4, y: -3) && patch.points[2] == Point(x: 7, y: 5))
        #expect(patch.points[4] == Point(x: 2, y: 3) && patch.points[8] == Point(x: -3, y: 6))
        let us = [0, 0.3, 1], vs = [0, 0.25, 0.8, 1]
        let grid = patch.points(us: us, vs: vs)
        for (j, v) in vs.enumerated() {
            for (i, u) in us.enumerated() {
                let a = grid[j * us.count + i], b = patch.point(u: u, v: v)
                #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9, "(\(u), \(v)): \(a) vs \(b)")
            }
        }
    }

    @Test func neighbouringCellsMeetAtTheSamePoints() {
        // A 3 × 2 mesh whose middle column is bent: both cells cut their shared edge alike.
        var mesh = Self.mesh(3, 2, colors: Array(repeating: Self.red, count: 6))
        mesh.geometry.positions[1] = Point(x: 0.6, y: 0.1)
        var left: [Point] = [], right: [Point] = []
        MeshTessellation.forEachPiece(
            of: mesh, toDevice: { Point(x: $0.x * 100, y: $0.y * 40) }, visible: Rect(x: 0, y: 0, width: 100, height: 40)
        ) { piece in
            // Pieces touching the shared edge: the left cell's trailing and the right cell's leading corners.
            if piece.corners.1.x > 0.45 && piece.corners.0.x < 0.6 { left.append(piece.corners.1) }
            if piece.corners.0.x > 0.45 && piece.corners.0.x < 0.65 { right.append(piece.corners.0) }
        }
        #expect(!left.isEmpty && Set(left.map(\.description)).isSubset(of: Set(right.map(\.description))))
    }

    @Test func aHugeMeshIsCutWithinTheBudget() {
        // 99 × 99 cells, each 1000 device pixels across: far more pieces than allowed.
        let mesh = Self.mesh(100, 100, colors: Array(repeating: Self.red, count: 10_000))
        var pieces = 0
        MeshTessellation.forEachPiece(
            of: mesh, toDevice: { Point(x: $0.x * 99_000, y: $0.y * 99_000) },
            visible: Rect(x: 0, y: 0, width: 99_000, height: 99_000)
        ) { _ in pieces += 1 }
        #expect(pieces <= MeshTessellation.pieceBudget)
        #expect(pieces >= 99 * 99)
        // Only what can be seen is drawn: a square of 100 × 100 pixels inside one cell, cut
        // into pieces of about 8 pixels (that cell's 1000 pixels in 128), takes some 13 × 13.
        var visible = 0
        MeshTessellation.forEachPiece(
            of: mesh, toDevice: { Point(x: $0.x * 99_000, y: $0.y * 99_000) },
            visible: Rect(x: 200, y: 200, width: 100, height: 100)
        ) { _ in visible += 1 }
        #expect(visible >= 144 && visible <= 256, "\(visible)")
    }
}

/// The images the threads drew, under a lock.
private final class ImageBox: @unchecked Sendable {
    private let lock = NSLock()
    private var images: [RasterImage] = []

    func append(_ image: RasterImage) { lock.withLock { images.append(image) } }

    var all: [RasterImage] { lock.withLock { images } }
}

import Flipbook
import FlipbookModel
import FlipbookRender
import Testing

/// iOS 18's `MeshGradient` from scene to pixels: the initializer forms, its use as a view and as
/// a style, and its animation (points and colours interpolate, colours in linear light).
@Suite struct MeshGradientSceneTests {
    func compile(_ body: String, state: String = "", size: Int = 100) throws -> CompiledPreview {
        let source = """
            import SwiftUI
            struct Scene: View {
                \(state)
                var body: some View {
                    \(body)
                }
            }
            #Preview("p", traits: .fixedLayout(width: \(size), height: \(size))) { Scene() }
            """
        return try #require(
            try SceneCompiler.compile(
                source: source, fileName: "mesh.swift", options: RenderOptions(), measurer: RenderKit().measurer
            ).first)
    }

    /// The meshes drawn at `time`, in the order drawn.
    func meshes(_ preview: CompiledPreview, at time: Double) throws -> [MeshGradient] {
        func collect(_ items: [DisplayItem]) -> [MeshGradient] {
            items.flatMap { item -> [MeshGradient] in
                switch item {
                case .shape(let shape): if case .mesh(let mesh) = shape.paint { return [mesh] }
                case .text(let text): return text.paints.compactMap { if case .mesh(let m) = $0 { m } else { nil } }
                case .group(let group): return collect(group.items)
                case .backdrop, .image: break
                }
                return []
            }
        }
        return collect(try preview.timeline.displayList(at: time).items)
    }

    func pixels(_ preview: CompiledPreview, at time: Double = 0) throws -> RasterImage {
        Rasterizer(fonts: try FontLibrary()).rasterize(try preview.timeline.displayList(at: time), background: .white)
    }

    static let corners =
        "[Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1), Color(red: 0, green: 1, blue: 0), Color(red: 1, green: 1, blue: 0)]"

    func close(_ pixel: Pixel, _ rgb: [Int], _ tolerance: Int = 4) -> Bool {
        abs(Int(pixel.red) - rgb[0]) <= tolerance && abs(Int(pixel.green) - rgb[1]) <= tolerance
            && abs(Int(pixel.blue) - rgb[2]) <= tolerance
    }

    @Test func aMeshAloneFillsTheSpaceWithItsCornersAndTheirMean() throws {
        let preview = try compile(
            "MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: \(Self.corners))")
        let image = try pixels(preview)
        #expect(close(image[0, 0], [255, 0, 0]), "\(image[0, 0])")
        #expect(close(image[99, 0], [0, 0, 255]), "\(image[99, 0])")
        #expect(close(image[0, 99], [0, 255, 0]), "\(image[0, 99])")
        #expect(close(image[99, 99], [255, 255, 0]), "\(image[99, 99])")
        // The mean of the four in straight sRGB: (0.5, 0.5, 0.25).
        #expect(close(image[50, 50], [128, 128, 64], 3), "\(image[50, 50])")
        let mesh = try #require(try meshes(preview, at: 0).first)
        #expect(mesh.geometry.positions == [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 0, y: 100), Point(x: 100, y: 100)])
    }

    @Test func everyInitializerFormGivesTheSameMesh() throws {
        let forms = [
            "points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: \(Self.corners)",
            "points: [.init(0, 0), .init(1, 0), .init(x: 0, y: 1), SIMD2<Float>(1, 1)], colors: \(Self.corners)",
            "points: [SIMD2(x: 0, y: 0), SIMD2<Float>.zero + [1, 0], SIMD2<Float>(0, 2) * 0.5, .one], colors: \(Self.corners)",
            "locations: .points([[0, 0], [1, 0], [0, 1], [1, 1]]), colors: .colors(\(Self.corners))",
        ]
        var found: [MeshGradient] = []
        for form in forms {
            let preview = try compile("MeshGradient(width: 2, height: 2, \(form))")
            found.append(try #require(try meshes(preview, at: 0).first, "\(form)"))
        }
        for (form, mesh) in zip(forms, found) { #expect(mesh == found[0], "\(form)") }
    }

    @Test func bezierPointsAreExplicitControlPoints() throws {
        let vertex = { (x: Int, y: Int) in
            ".init(position: [\(x), \(y)], leadingControlPoint: [\(x), \(y)], topControlPoint: [\(x), \(y)], "
                + "trailingControlPoint: [\(x) + 0.25, \(y) - 0.25], bottomControlPoint: [\(x), \(y)])"
        }
        let preview = try compile(
            "MeshGradient(width: 2, height: 2, bezierPoints: [\(vertex(0, 0)), \(vertex(1, 0)), \(vertex(0, 1)), \(vertex(1, 1))], "
                + "colors: \(Self.corners), background: .black, smoothsColors: false, colorSpace: .perceptual)")
        let mesh = try #require(try meshes(preview, at: 0).first)
        #expect(mesh.geometry.controls?[0].trailing == Point(x: 25, y: -25))
        #expect(mesh.background == .black && !mesh.smoothsColors && mesh.colorSpace == .perceptual)
        // The bottom edge leaves (0, 1) toward (0.25, 0.75), so it bows up into the view: its
        // middle, (0.59, 0.91), has the black background below it and the mesh above.
        let image = try pixels(preview)
        #expect(image[59, 96] == Pixel(red: 0, green: 0, blue: 0), "\(image[59, 96])")
        #expect(image[59, 85] != Pixel(red: 0, green: 0, blue: 0), "\(image[59, 85])")
    }

    @Test func aMeshStylesFillsBackgroundsAndText() throws {
        let mesh = "MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: \(Self.corners))"
        let preview = try compile(
            """
            VStack(spacing: 0) {
                Circle().fill(\(mesh)).frame(width: 20, height: 20)
                Color.clear.frame(width: 20, height: 20).background(\(mesh))
                Text("Hi").foregroundStyle(\(mesh))
            }
            """)
        let found = try meshes(preview, at: 0)
        #expect(found.count == 3)
        // Each in its own bounds: the circle's frame is 20 × 20.
        #expect(found.first.map { $0.geometry.positions[3].x - $0.geometry.positions[0].x } == 20)
    }

    @Test func theMiddleVertexIsHalfWayHalfWayThroughALinearAnimation() throws {
        let preview = try compile(
            """
            MeshGradient(
                width: 3, height: 3,
                points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [moved ? 0.9 : 0.5, moved ? 0.2 : 0.5], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
                colors: [.black, .black, .black, .black, moved ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0), .black, .black, .black, .black])
            .task {
                try? await Task.sleep(for: .seconds(1))
                withAnimation(.linear(duration: 1)) { moved = true }
            }
            """, state: "@State private var moved = false")
        let before = try #require(try meshes(preview, at: 0.5).first)
        let midway = try #require(try meshes(preview, at: 1.5).first)
        let after = try #require(try meshes(preview, at: 2.5).first)
        #expect(before.geometry.positions[4] == Point(x: 50, y: 50))
        let p = midway.geometry.positions[4]
        #expect(abs(p.x - 70) < 1e-6 && abs(p.y - 35) < 1e-6, "\(p)")
        #expect(after.geometry.positions[4] == Point(x: 90, y: 20))
        // Red to blue in linear light: each channel half of 1 in linear, 0.735 in sRGB.
        let c = midway.colors[4]
        #expect(abs(c.red - RGBA.encode(0.5)) < 1e-6 && abs(c.blue - RGBA.encode(0.5)) < 1e-6, "\(c)")
        // The vertex's colour is drawn where the vertex is.
        let image = try pixels(preview, at: 1.5)
        #expect(image[70, 35].red > 120 && image[70, 35].blue > 120, "\(image[70, 35])")
        #expect(image[50, 50].red < image[70, 35].red, "\(image[50, 50])")
    }

    /// Points or colours that do not number width × height make no mesh, with a warning at the
    /// argument: SwiftUI accepts them (colours filled in `onAppear` start as none).
    @Test func aMeshWithoutAColourForEachVertexDrawsNothingAndWarns() throws {
        for (points, colors) in [
            ("[[0, 0], [1, 0], [0, 1], [1, 1]]", "[.red, .green, .blue]"), ("[[0, 0], [1, 0], [0, 1]]", "[.red, .green, .blue, .red]"),
            ("[[0, 0], [1, 0], [0, 1], [1, 1]]", "colors"),
        ] {
            let p = try compile(
                "MeshGradient(width: 2, height: 2, points: \(points), colors: \(colors))", state: "var colors: [Color] = []")
            #expect(try meshes(p, at: 0).isEmpty)
            let warning = try #require(p.warnings.first)
            #expect(warning.message.hasSuffix("; it draws nothing"), "\(warning.message)")
            #expect(warning.span?.start.line == 5)
        }
    }

    @Test func meshesOfDifferentGridsDoNotInterpolate() throws {
        // 3 × 2 and 2 × 3: as many vertices, so data of one length, but not the same vertices.
        let preview = try compile(
            """
            MeshGradient(
                width: tall ? 2 : 3, height: tall ? 3 : 2,
                points: tall ? [[0, 0], [1, 0], [0, 0.5], [1, 0.5], [0, 1], [1, 1]] : [[0, 0], [0.5, 0], [1, 0], [0, 1], [0.5, 1], [1, 1]],
                colors: tall ? [.red, .red, .red, .red, .red, .red] : [.blue, .blue, .blue, .blue, .blue, .blue])
            .task { withAnimation(.linear(duration: 1)) { tall = true } }
            """, state: "@State private var tall = false")
        let midway = try #require(try meshes(preview, at: 0.5).first)
        #expect(midway.geometry.width == 2 && midway.geometry.positions[2] == Point(x: 0, y: 50))
        // Compared as printed: the colours went through a track in linear light.
        #expect(midway.colors.allSatisfy { $0.description == "#FF3B30FF" }, "\(midway.colors)")
    }
}

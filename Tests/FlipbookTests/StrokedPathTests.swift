import Flipbook
import FlipbookModel
import FlipbookRender
import Testing

/// `Path.strokedPath(_:)` and a shape's `path(in:)`: filling the stroked outline covers what
/// stroking the path covers, for every cap, join and dash, and a built-in shape hands its
/// outline to scene code.
@Suite struct StrokedPathTests {
    static let zigzag = """
        struct Zig: Shape {
            var style: StrokeStyle
            var outlined: Bool
            func path(in rect: CGRect) -> Path {
                var p = Path()
                p.move(to: CGPoint(x: 12, y: 70))
                p.addLine(to: CGPoint(x: 50, y: 14))
                p.addLine(to: CGPoint(x: 70, y: 60))
                p.addQuadCurve(to: CGPoint(x: 110, y: 20), control: CGPoint(x: 125, y: 80))
                p.move(to: CGPoint(x: 20, y: 90))
                p.addLine(to: CGPoint(x: 20, y: 90))
                return outlined ? p.strokedPath(style) : p
            }
        }
        """

    func pixels(_ view: String) throws -> RasterImage {
        let preview = try #require(
            try compileSceneView(imports: ["SwiftUI"], body: view, width: 130, height: 100).map { $0 })
        return Rasterizer(fonts: try FontLibrary()).rasterize(try preview.timeline.displayList(at: 0), background: .white)
    }

    func compileSceneView(imports: [String], body: String, width: Int, height: Int) throws -> CompiledPreview? {
        try compileScene(
            """
            import SwiftUI
            \(Self.zigzag)
            struct Scene: View {
                var body: some View { \(body) }
            }
            #Preview(traits: .fixedLayout(width: \(width), height: \(height))) { Scene() }
            """
        ).first
    }

    /// Pixels whose channels differ by more than `tolerance`, and how many pixels are inked.
    func difference(_ a: RasterImage, _ b: RasterImage, tolerance: Int = 40) -> (differing: Int, inked: Int) {
        var differing = 0, inked = 0
        for i in stride(from: 0, to: a.rgba.count, by: 4) {
            if (0..<3).contains(where: { abs(Int(a.rgba[i + $0]) - Int(b.rgba[i + $0])) > tolerance }) { differing += 1 }
            if a.rgba[i] < 128 { inked += 1 }
        }
        return (differing, inked)
    }

    @Test(arguments: [
        "lineWidth: 10, lineCap: .round, lineJoin: .round",
        "lineWidth: 10, lineCap: .square, lineJoin: .miter",
        "lineWidth: 10, lineCap: .butt, lineJoin: .bevel",
        "lineWidth: 14, lineJoin: .miter, miterLimit: 2",
        "lineWidth: 6, lineCap: .round, dash: [10, 7], dashPhase: 4",
        "lineWidth: 6, lineCap: .round, dash: [0, 9]",
        "lineWidth: 5, lineCap: .square, dash: [0, 9]",
    ])
    func fillingTheStrokedOutlineCoversWhatStrokingCovers(style: String) throws {
        let stroked = try pixels(
            "Zig(style: StrokeStyle(\(style)), outlined: false).stroke(.black, style: StrokeStyle(\(style)))")
        let filled = try pixels("Zig(style: StrokeStyle(\(style)), outlined: true).fill(.black)")
        let (differing, inked) = difference(stroked, filled)
        #expect(inked > 300, "\(style): the stroke drew \(inked) pixels")
        // Antialiased edges may round differently; the areas agree.
        #expect(differing * 100 < inked, "\(style): \(differing) of \(inked) pixels differ")
    }

    @Test func aBuiltInShapeGivesItsPathToSceneCode() throws {
        let circle = try pixels(
            "Circle().path(in: CGRect(x: 10, y: 10, width: 80, height: 80)).strokedPath(.init(lineWidth: 8)).fill(.black)")
        let stroked = try pixels("Circle().stroke(.black, lineWidth: 8).frame(width: 80, height: 80).position(x: 50, y: 50)")
        let (differing, inked) = difference(circle, stroked)
        #expect(inked > 500)
        #expect(differing * 100 < inked, "\(differing) of \(inked) pixels differ")
        // The ring's middle is left empty.
        #expect(circle[50, 50] == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    /// A closed stroke's outline is its two edges: stroked again, it draws two thin rings.
    @Test func strokingTheOutlineOfARingDrawsItsTwoEdges() throws {
        let image = try pixels(
            "Circle().path(in: CGRect(x: 10, y: 10, width: 80, height: 80)).strokedPath(.init(lineWidth: 10)).stroke(.black, lineWidth: 1)"
        )
        // Along the middle row, from the left: the outer edge (x = 5), the band's inside, the
        // inner edge (x = 15), the hole, and the same on the right.
        func inked(_ x: Int) -> Bool { image[x, 50].red < 160 }
        #expect(inked(5) && inked(15) && inked(85) && inked(95))
        #expect(!inked(10) && !inked(50) && !inked(90))
    }

    @Test func aDashFarShorterThanThePathIsALocatedError() throws {
        let error = #expect(throws: (any Error).self) {
            _ = try pixels(
                "Rectangle().path(in: CGRect(x: 0, y: 0, width: 1e6, height: 1e6)).strokedPath(.init(lineWidth: 1, dash: [0.001])).fill(.black)"
            )
        }
        #expect("\(error.map { "\($0)" } ?? "")".contains("stroked path is more than Flipbook draws"))
    }
}

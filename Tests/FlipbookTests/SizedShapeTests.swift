import Flipbook
import FlipbookModel
import Testing

/// `shape.size(width:height:)` and `size(_:)`: the shape drawn at that size from the corner of
/// the space it is given, which it still takes whole.
@Suite struct SizedShapeTests {
    func bounds(_ view: String) throws -> [Rect] {
        let preview = try #require(try compileSceneView(imports: ["SwiftUI"], body: view, width: 200, height: 100))
        return try preview.drawnShapes(at: 0).map(\.bounds)
    }

    @Test func aSizedShapeIsDrawnAtItsSizeFromTheCorner() throws {
        // A circle in a 40 × 30 rectangle is 30 across, centred in it.
        #expect(try bounds("Circle().size(width: 40, height: 30).fill(.red)") == [Rect(x: 5, y: 0, width: 30, height: 30)])
        #expect(
            try bounds("Rectangle().size(CGSize(width: 20, height: 10)).padding(5)") == [Rect(x: 5, y: 5, width: 20, height: 10)])
    }

    @Test func itComposesWithOtherShapeMethods() throws {
        let drawn = try bounds("Rectangle().size(width: 40, height: 40).offset(x: 10, y: 0).fill(.red)")
        #expect(drawn == [Rect(x: 10, y: 0, width: 40, height: 40)])
    }
}

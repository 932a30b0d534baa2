import Flipbook
import FlipbookModel
import Testing

/// `rotation3DEffect(_:axis:…)`: the angle animates and the view is drawn in perspective.
@Suite struct Rotation3DEffectTests {
    func source(axis: String) -> String {
        """
        import SwiftUI

        struct Card: View {
            @State private var flipped = false
            var body: some View {
                Rectangle()
                    .fill(Color.red)
                    .frame(width: 100, height: 100)
                    .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: \(axis))
                    .task {
                        try? await Task.sleep(for: .seconds(0.5))
                        withAnimation(.linear(duration: 1)) { flipped = true }
                    }
            }
        }
        #Preview(traits: .fixedLayout(width: 400, height: 200)) { Card() }
        """
    }

    func bounds(_ source: String, at time: Double) throws -> Rect? {
        let preview = try #require(try compileScene(source).first)
        return canvasShapes(try preview.timeline.displayList(at: time)).first?.bounds
    }

    @Test func theAngleAnimatesAndTheCardTurnsInPerspective() throws {
        let scene = source(axis: "(0, 1, 0)")
        let rest = try #require(try bounds(scene, at: 0.25))
        #expect(rest == Rect(x: 150, y: 50, width: 100, height: 100))
        // 45° (a quarter of the way): narrower, and the nearer edge is taller than the card.
        let turning = try #require(try bounds(scene, at: 0.75))
        #expect(turning.width < 90 && turning.width > 50)
        #expect(turning.height > 100)
        // Exactly the corners through SwiftUI's projection about the card's centre.
        let projection = ProjectionTransform.rotation3D(
            Angle(degrees: 45), axis: (0, 1, 0), anchor: Point(x: 200, y: 100),
            anchorZ: 0, perspective: 1, size: Size(width: 100, height: 100))
        let corners = [Point(x: 150, y: 50), Point(x: 250, y: 50), Point(x: 150, y: 150), Point(x: 250, y: 150)]
            .compactMap(projection.apply)
        try #require(corners.count == 4)
        #expect(abs(turning.minX - corners.map(\.x).min()!) < 1e-6 && abs(turning.maxX - corners.map(\.x).max()!) < 1e-6)
        #expect(abs(turning.minY - corners.map(\.y).min()!) < 1e-6 && abs(turning.maxY - corners.map(\.y).max()!) < 1e-6)
        // 90°: edge-on, nothing wide is left.
        if let edgeOn = try bounds(scene, at: 1.0) { #expect(edgeOn.width < 1e-6) }
        // 180°: the card is back at its place, mirrored.
        let end = try #require(try bounds(scene, at: 2.0))
        #expect(abs(end.minX - 150) < 1e-6 && abs(end.maxX - 250) < 1e-6)
        #expect(abs(end.minY - 50) < 1e-6 && abs(end.maxY - 150) < 1e-6)
    }

    @Test func aLabelledAxisTupleIsTheSame() throws {
        let plain = try bounds(source(axis: "(0, 1, 0)"), at: 0.75)
        let labelled = try bounds(source(axis: "(x: 0, y: 1, z: 0)"), at: 0.75)
        #expect(plain == labelled)
    }

    @Test func theAxisIsRequired() throws {
        let scene = source(axis: "(0, 1, 0)").replacingOccurrences(of: ", axis: (0, 1, 0)", with: "")
        #expect(throws: (any Error).self) { try compileScene(scene) }
    }
}

import FlipbookModel
import Testing

@testable import FlipbookRender

@Suite struct ProjectionTests {
    /// A red 100 × 100 card at x 100...200, y 50...150 of a 300 × 200 canvas, turned by
    /// `degrees` about the vertical axis through its centre (`rotation3DEffect`).
    private func card(_ degrees: Double, scale: Double = 1) throws -> (RasterImage, ProjectionTransform) {
        let projection = ProjectionTransform.rotation3D(
            Angle(degrees: degrees), axis: (x: 0, y: 1, z: 0), anchor: Point(x: 150, y: 100), anchorZ: 0,
            perspective: 1, size: Size(width: 100, height: 100))
        let group = GroupItem(projection: projection, items: [Fixtures.rect(100, 50, 100, 100, Fixtures.red)])
        let image = try Fixtures.render([.group(group)], width: 300, height: 200, scale: scale, background: nil)
        return (image, projection)
    }

    /// How many pixels of column `x` are at least half covered.
    private func height(_ image: RasterImage, x: Int) -> Int {
        (0..<image.height).filter { image[x, $0].alpha >= 128 }.count
    }

    @Test func edgeOnCardIsInvisible() throws {
        let (image, _) = try card(90)
        #expect(image.rgba.allSatisfy { $0 == 0 })
        let (turned, _) = try card(270)
        #expect(turned.rgba.allSatisfy { $0 == 0 })
    }

    @Test func halfTurnedCardHasATallerNearEdge() throws {
        let (image, projection) = try card(45)
        Fixtures.save(image, "card-45")
        // The projected corners say where the card's edges land and which one is nearer.
        let corners = [Point(x: 100, y: 50), Point(x: 100, y: 150), Point(x: 200, y: 50), Point(x: 200, y: 150)]
            .compactMap(projection.apply)
        try #require(corners.count == 4)
        let leftHeight = corners[1].y - corners[0].y, rightHeight = corners[3].y - corners[2].y
        #expect(abs(leftHeight - rightHeight) > 10)
        // Just inside each edge, the drawn column is as tall as the projection says.
        let leftX = Int(corners[0].x.rounded(.up)) + 1, rightX = Int(corners[2].x.rounded(.down)) - 2
        #expect(abs(Double(height(image, x: leftX)) - leftHeight) <= 3)
        #expect(abs(Double(height(image, x: rightX)) - rightHeight) <= 3)
        // Nothing beyond the projected edges.
        #expect(image[150, 100] == Pixel(red: 255, green: 0, blue: 0))
        #expect(image[leftX - 4, 100].alpha == 0 && image[rightX + 4, 100].alpha == 0)
        // The edges are antialiased: some pixels along them are partly covered.
        #expect((0..<200).contains { (1...254).contains(image[leftX - 1, $0].alpha) })
    }

    @Test func warpIsResolutionIndependent() throws {
        let (one, _) = try card(30)
        let (two, _) = try card(30, scale: 2)
        #expect(one[150, 100] == two[300, 200])
        #expect(abs(height(one, x: 120) * 2 - height(two, x: 241)) <= 3)
    }

    @Test func affineProjectionIsATransform() throws {
        let projection = ProjectionTransform(AffineTransform.translation(x: 10, y: 20))
        let projected = try Fixtures.render(
            [.group(GroupItem(projection: projection, items: [Fixtures.rect(0, 0, 10, 10)]))],
            width: 40, height: 40)
        let moved = try Fixtures.render(
            [Fixtures.group([Fixtures.rect(0, 0, 10, 10)], transform: .translation(x: 10, y: 20))],
            width: 40, height: 40)
        #expect(projected == moved)
    }

    @Test func pointsBehindTheViewerAreNotDrawn() throws {
        // A strong perspective turned far: part of the plane maps behind the viewer (w ≤ 0).
        let projection = ProjectionTransform(m11: 1, m12: 0, m13: 0.02, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let group = GroupItem(projection: projection, items: [Fixtures.rect(-200, 0, 400, 100, Fixtures.red)])
        let image = try Fixtures.render([.group(group)], width: 200, height: 100, background: nil)
        // x ≥ 0 maps to x / (1 + 0.02x), below 50: drawn; x < −50 is behind the viewer.
        #expect(image[20, 20].alpha == 255)
        #expect(image[60, 20].alpha == 0)
        #expect(image.rgba.contains { $0 != 0 })
    }
}

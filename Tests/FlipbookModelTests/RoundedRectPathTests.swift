import FlipbookModel
import Testing

/// A rounded rectangle's corners are clamped as SwiftUI's are: a circular radius past half the
/// shorter side makes a capsule (`RoundedRectangle(cornerRadius: .infinity)`,
/// `.cornerRadius(50)` on a 40-point-high button), an elliptical corner size each axis to its half.
@Suite struct RoundedRectPathTests {
    func firstPoint(_ rect: Rect, _ corner: Size) -> Point? {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: corner)
        guard case .move(let point)? = path.elements.first else { return nil }
        return point
    }

    @Test func aCircularRadiusIsClampedToHalfTheShorterSide() {
        let rect = Rect(x: 0, y: 0, width: 120, height: 40)
        #expect(firstPoint(rect, Size(width: 100, height: 100)) == Point(x: 20, y: 0))
        #expect(firstPoint(rect, Size(width: 1e9, height: 1e9)) == Point(x: 20, y: 0))
        #expect(firstPoint(rect, Size(width: 10, height: 10)) == Point(x: 10, y: 0))
    }

    @Test func anEllipticalCornerIsClampedPerAxis() {
        let rect = Rect(x: 0, y: 0, width: 120, height: 40)
        #expect(firstPoint(rect, Size(width: 100, height: 30)) == Point(x: 60, y: 0))
    }
}

import FlipbookModel
import Testing

@Suite struct AffineTransformTests {
    @Test func scaleAboutAPivotKeepsThePivot() {
        let pivot = Point(x: 100, y: 50)
        let t = AffineTransform.about(pivot, .scale(x: 0.5, y: 2))
        #expect(t.apply(pivot) == pivot)
        #expect(t.apply(Point(x: 120, y: 50)) == Point(x: 110, y: 50))
        #expect(t.apply(Point(x: 100, y: 60)) == Point(x: 100, y: 70))
    }

    @Test func concatenationAppliesTheRightOperandFirst() {
        let t = AffineTransform.translation(x: 10, y: 0).concatenating(.scale(x: 2, y: 2))
        #expect(t.apply(Point(x: 1, y: 1)) == Point(x: 12, y: 2))
    }

    @Test func rotationByAQuarterTurn() {
        let p = AffineTransform.rotation(Angle(degrees: 90)).apply(Point(x: 1, y: 0))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }
}

import FlipbookModel
import Testing

/// Where a path's next line starts: the end of its last element, or after a close the start of
/// the subpath it closed; a line with no current point starts a subpath.
@Suite struct PathCurrentPointTests {
    @Test func theCurrentPointFollowsMovesLinesAndCloses() {
        var path = Path()
        #expect(path.currentPoint == nil)
        path.addLine(to: Point(x: 1, y: 1))
        #expect(path.elements == [.move(to: Point(x: 1, y: 1))])
        path.addLine(to: Point(x: 5, y: 1))
        path.addQuadCurve(to: Point(x: 5, y: 9), control: Point(x: 9, y: 5))
        #expect(path.currentPoint == Point(x: 5, y: 9))
        path.closeSubpath()
        #expect(path.currentPoint == Point(x: 1, y: 1))
        path.move(to: Point(x: 20, y: 20))
        path.addLine(to: Point(x: 30, y: 20))
        path.closeSubpath()
        #expect(path.currentPoint == Point(x: 20, y: 20))
    }
}

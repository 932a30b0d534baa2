import FlipbookModel
import Foundation
import Testing

@testable import FlipbookRender

@Suite struct PaintTests {
    private let redToBlue = Gradient(colors: [Fixtures.red, Fixtures.blue])

    private func fill(_ paint: Paint, width: Double = 100, height: Double = 100) throws -> RasterImage {
        try Fixtures.render(
            [Fixtures.shape(Path(Rect(x: 0, y: 0, width: width, height: height)), paint)],
            width: width, height: height)
    }

    /// Red and blue components expected at gradient location `t` (straight sRGB interpolation).
    private func expectMix(
        _ pixel: Pixel, _ t: Double, tolerance: Int = 2, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let red = Int((255 * (1 - t)).rounded()), blue = Int((255 * t).rounded())
        #expect(
            abs(Int(pixel.red) - red) <= tolerance && abs(Int(pixel.blue) - blue) <= tolerance && pixel.green == 0,
            "\(pixel) is not the mix at \(t)", sourceLocation: sourceLocation)
    }

    @Test func linearGradientInterpolatesInSRGBAndPads() throws {
        let image = try fill(.linear(redToBlue, start: Point(x: 20, y: 0), end: Point(x: 80, y: 0)), height: 10)
        expectMix(image[5, 5], 0)
        expectMix(image[95, 5], 1)
        // The pixel centre 49.5 is at (49.5 − 20) / 60 of the way: sRGB halves, not linear light.
        expectMix(image[49, 5], 29.5 / 60)
        expectMix(image[64, 5], 44.5 / 60)
        // Uneven stops: blue reached at 25 %.
        let early = Gradient(stops: [.init(color: Fixtures.red, location: 0), .init(color: Fixtures.blue, location: 0.25)])
        let quick = try fill(.linear(early, start: Point(x: 0, y: 0), end: Point(x: 100, y: 0)), height: 10)
        expectMix(quick[50, 5], 1)
        expectMix(quick[12, 5], 12.5 / 25)
    }

    @Test func radialGradientAndEllipticalScale() throws {
        let circle = try fill(.radial(redToBlue, center: Point(x: 50, y: 50), startRadius: 0, endRadius: 40, scaleY: 1))
        expectMix(circle[50, 50], 0.707 / 40, tolerance: 3)
        expectMix(circle[70, 50], 20.5 / 40, tolerance: 3)
        expectMix(circle[50, 70], 20.5 / 40, tolerance: 3)
        expectMix(circle[95, 50], 1)
        // Half as tall: 10 points down is as far as 20 points across.
        let ellipse = try fill(.radial(redToBlue, center: Point(x: 50, y: 50), startRadius: 0, endRadius: 40, scaleY: 0.5))
        expectMix(ellipse[70, 50], 20.5 / 40, tolerance: 3)
        expectMix(ellipse[50, 60], 21 / 40, tolerance: 3)
        expectMix(ellipse[50, 75], 1)
    }

    /// Angles are clockwise on screen from the positive x axis.
    @Test func angularGradientFullTurn() throws {
        let image = try fill(.angular(redToBlue, center: Point(x: 50, y: 50), startAngle: 0, endAngle: 2 * .pi))
        func expectAt(_ degrees: Double, tolerance: Int = 3) {
            let a = degrees * .pi / 180
            let x = Int((50 + 35 * cos(a)).rounded(.down)), y = Int((50 + 35 * sin(a)).rounded(.down))
            let exact = atan2(Double(y) + 0.5 - 50, Double(x) + 0.5 - 50)
            expectMix(image[x, y], (exact < 0 ? exact + 2 * .pi : exact) / (2 * .pi), tolerance: tolerance)
        }
        for degrees in stride(from: 10.0, to: 360, by: 35) { expectAt(degrees) }
        // Just below the positive x axis is the start (red), just above it the end (blue).
        expectMix(image[90, 51], 0.01, tolerance: 5)
        expectMix(image[90, 48], 1, tolerance: 10)
        Fixtures.save(image, "angular-full")
    }

    @Test func angularGradientPartialSweepAndExtraTurns() throws {
        // A quarter sweep: the missing three quarters switch from blue to red halfway, at 225°.
        let quarter = try fill(.angular(redToBlue, center: Point(x: 50, y: 50), startAngle: 0, endAngle: .pi / 2))
        expectMix(quarter[75, 75], atan2(25.5, 25.5) / (.pi / 2), tolerance: 2)
        expectMix(quarter[15, 55], 1)
        expectMix(quarter[30, 10], 0)
        expectMix(quarter[60, 15], 0)
        Fixtures.save(quarter, "angular-quarter")
        // One and a half turns: only the last complete turn shows, the angles π...3π: from 1/3
        // pointing left, through 2/3 pointing right, to 1 pointing left again.
        let extra = try fill(.angular(redToBlue, center: Point(x: 50, y: 50), startAngle: 0, endAngle: 3 * .pi))
        expectMix(extra[90, 50], 2.0 / 3, tolerance: 4)
        expectMix(extra[50, 90], 5.0 / 6, tolerance: 4)
        expectMix(extra[50, 10], 0.5, tolerance: 4)

        // Anticlockwise: from the start at 0° the colour advances towards −90° (up).
        let back = try fill(.angular(redToBlue, center: Point(x: 50, y: 50), startAngle: 0, endAngle: -.pi / 2))
        expectMix(back[75, 25], atan2(24.5, 25.5) / (.pi / 2), tolerance: 2)
    }

    @Test func singleStopAndDegenerateGradients() throws {
        let single = try fill(.linear(Gradient(colors: [Fixtures.red]), start: .zero, end: Point(x: 10, y: 0)), height: 10)
        #expect(single[50, 5] == Pixel(red: 255, green: 0, blue: 0))
        // Equal end points or radii paint nothing (the HTML canvas rule).
        let point = try fill(.linear(redToBlue, start: Point(x: 5, y: 5), end: Point(x: 5, y: 5)), height: 10)
        #expect(point[50, 5] == Fixtures.white)
        let ring = try fill(.radial(redToBlue, center: Point(x: 5, y: 5), startRadius: 3, endRadius: 3, scaleY: 1), height: 10)
        #expect(ring[50, 5] == Fixtures.white)
        let empty = try fill(.linear(Gradient(stops: []), start: .zero, end: Point(x: 10, y: 0)), height: 10)
        #expect(empty[50, 5] == Fixtures.white)
    }

    @Test func gradientOnAStrokeAndUnderGroupOpacity() throws {
        var line = Path()
        line.move(to: Point(x: 0, y: 5))
        line.addLine(to: Point(x: 100, y: 5))
        let gradient = Paint.linear(redToBlue, start: .zero, end: Point(x: 100, y: 0))
        let stroked = try Fixtures.render(
            [Fixtures.shape(line, gradient, style: .stroke(StrokeStyle(lineWidth: 4)))],
            width: 100, height: 10)
        expectMix(stroked[10, 5], 0.105)
        expectMix(stroked[90, 5], 0.905)
        #expect(stroked[50, 0] == Fixtures.white)
        // A single leaf at opacity 0.5: the gradient's alpha is halved, over black.
        let faded = try Fixtures.render(
            [Fixtures.group([Fixtures.shape(Path(Rect(x: 0, y: 0, width: 100, height: 10)), gradient)], opacity: 0.5)],
            width: 100, height: 10, background: .black)
        #expect(abs(Int(faded[0, 5].red) - 127) <= 2)
        #expect(abs(Int(faded[99, 5].blue) - 127) <= 2)
        let conic = Paint.angular(redToBlue, center: Point(x: 50, y: 5), startAngle: 0, endAngle: 2 * .pi)
        let fadedConic = try Fixtures.render(
            [Fixtures.group([Fixtures.shape(Path(Rect(x: 0, y: 0, width: 100, height: 10)), conic)], opacity: 0.5)],
            width: 100, height: 10, background: .black)
        #expect(abs(Int(fadedConic[20, 5].red) + Int(fadedConic[20, 5].blue) - 127) <= 3)
    }
}

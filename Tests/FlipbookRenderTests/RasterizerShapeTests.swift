import FlipbookModel
import Testing

@testable import FlipbookRender

@Suite struct RasterizerShapeTests {
    @Test func filledRectangleAtScaleOne() throws {
        let image = try Fixtures.render([Fixtures.rect(5, 5, 10, 10, Fixtures.red)], width: 20, height: 20)
        #expect(image.width == 20 && image.height == 20)
        let red = Pixel(red: 255, green: 0, blue: 0)
        #expect(image[10, 10] == red)
        #expect(image[5, 5] == red)
        #expect(image[14, 14] == red)
        #expect(image[4, 10] == Fixtures.white)
        #expect(image[15, 10] == Fixtures.white)
        #expect(image[10, 15] == Fixtures.white)
    }

    @Test func filledRectangleAtScaleTwo() throws {
        let image = try Fixtures.render([Fixtures.rect(5, 5, 10, 10, Fixtures.red)], width: 20, height: 20, scale: 2)
        #expect(image.width == 40 && image.height == 40)
        let red = Pixel(red: 255, green: 0, blue: 0)
        #expect(image[10, 10] == red)
        #expect(image[29, 29] == red)
        #expect(image[9, 20] == Fixtures.white)
        #expect(image[30, 20] == Fixtures.white)
    }

    @Test func pixelSizeIsRoundedProduct() throws {
        let rasterizer = try Fixtures.rasterizer()
        let odd = Fixtures.list(10.4, 10.6, [])
        let one = rasterizer.rasterize(odd, scale: 1, background: nil)
        #expect(one.width == 10 && one.height == 11)
        let oneAndHalf = rasterizer.rasterize(odd, scale: 1.5, background: nil)
        #expect(oneAndHalf.width == 16 && oneAndHalf.height == 16)
        let empty = rasterizer.rasterize(Fixtures.list(0, 5, []), scale: 1, background: .white)
        #expect(empty.width == 0 && empty.rgba.isEmpty)
    }

    @Test func roundedRectangleAndEllipse() throws {
        let rounded = try Fixtures.render(
            [Fixtures.roundedRect(Rect(x: 0, y: 0, width: 40, height: 40), radius: 12)],
            width: 40, height: 40)
        #expect(rounded[0, 0] == Fixtures.white)
        #expect(rounded[1, 1] == Fixtures.white)
        #expect(rounded[20, 20] == Fixtures.black)
        #expect(rounded[20, 0] == Fixtures.black)
        #expect(rounded[5, 5] == Fixtures.black)
        let ellipse = try Fixtures.render([Fixtures.ellipse(Rect(x: 0, y: 0, width: 40, height: 20))], width: 40, height: 20)
        #expect(ellipse[20, 10] == Fixtures.black)
        #expect(ellipse[38, 10] == Fixtures.black)
        #expect(ellipse[0, 0] == Fixtures.white)
        #expect(ellipse[39, 1] == Fixtures.white)
    }

    /// Two nested squares, both drawn clockwise: non-zero fills the hole, even-odd leaves it.
    @Test func fillRules() throws {
        var path = Path(Rect(x: 0, y: 0, width: 30, height: 30))
        path.addRect(Rect(x: 10, y: 10, width: 10, height: 10))
        let nonZero = try Fixtures.render(
            [Fixtures.shape(path, .color(.black), style: .fill(evenOdd: false))],
            width: 30, height: 30)
        let evenOdd = try Fixtures.render(
            [Fixtures.shape(path, .color(.black), style: .fill(evenOdd: true))],
            width: 30, height: 30)
        #expect(nonZero[15, 15] == Fixtures.black)
        #expect(evenOdd[15, 15] == Fixtures.white)
        #expect(evenOdd[5, 5] == Fixtures.black)
    }

    @Test func quadraticCurvesAreDrawn() throws {
        var path = Path()
        path.move(to: Point(x: 0, y: 30))
        path.addQuadCurve(to: Point(x: 40, y: 30), control: Point(x: 20, y: -10))
        path.closeSubpath()
        let image = try Fixtures.render([Fixtures.shape(path, .black)], width: 40, height: 30)
        // The curve peaks at y = 10 in the middle.
        #expect(image[20, 12] == Fixtures.black)
        #expect(image[20, 8] == Fixtures.white)
    }

    @Test func strokeWidthCapsAndJoins() throws {
        var line = Path()
        line.move(to: Point(x: 10, y: 20))
        line.addLine(to: Point(x: 50, y: 20))
        let butt = StrokeStyle(lineWidth: 6)
        let square = StrokeStyle(lineWidth: 6, lineCap: .square)
        let image = try Fixtures.render([Fixtures.shape(line, .color(.black), style: .stroke(butt))], width: 60, height: 40)
        // 6 wide: y 17...23.
        #expect(image[30, 17] == Fixtures.black)
        #expect(image[30, 22] == Fixtures.black)
        #expect(image[30, 16] == Fixtures.white)
        #expect(image[30, 23] == Fixtures.white)
        // A butt cap ends at the end point, a square cap half the width beyond.
        #expect(image[8, 20] == Fixtures.white)
        let capped = try Fixtures.render([Fixtures.shape(line, .color(.black), style: .stroke(square))], width: 60, height: 40)
        #expect(capped[8, 20] == Fixtures.black)
        #expect(capped[52, 20] == Fixtures.black)
        #expect(capped[54, 20] == Fixtures.white)

        // A right angle: a miter join fills the outer corner, a bevel cuts it.
        var corner = Path()
        corner.move(to: Point(x: 10, y: 30))
        corner.addLine(to: Point(x: 30, y: 10))
        corner.addLine(to: Point(x: 50, y: 30))
        let miter = try Fixtures.render(
            [Fixtures.shape(corner, .color(.black), style: .stroke(StrokeStyle(lineWidth: 8)))],
            width: 60, height: 40)
        let bevel = try Fixtures.render(
            [Fixtures.shape(corner, .color(.black), style: .stroke(StrokeStyle(lineWidth: 8, lineJoin: .bevel)))],
            width: 60, height: 40)
        // The miter tip is 4·√2 ≈ 5.7 above the corner point; the bevel edge 4/√2 ≈ 2.8.
        #expect(miter[30, 6] == Fixtures.black)
        #expect(bevel[30, 6] == Fixtures.white)
        #expect(bevel[30, 8] == Fixtures.black)
    }

    @Test func dashesAndPhase() throws {
        var line = Path()
        line.move(to: Point(x: 0, y: 5))
        line.addLine(to: Point(x: 60, y: 5))
        let dashed = StrokeStyle(lineWidth: 4, dash: [10, 5])
        let image = try Fixtures.render([Fixtures.shape(line, .color(.black), style: .stroke(dashed))], width: 60, height: 10)
        // On 0...10, off 10...15, on 15...25 …
        #expect(image[5, 5] == Fixtures.black)
        #expect(image[12, 5] == Fixtures.white)
        #expect(image[20, 5] == Fixtures.black)
        #expect(image[27, 5] == Fixtures.white)
        let shifted = StrokeStyle(lineWidth: 4, dash: [10, 5], dashPhase: 5)
        let moved = try Fixtures.render([Fixtures.shape(line, .color(.black), style: .stroke(shifted))], width: 60, height: 10)
        // The pattern starts 5 into itself: on 0...5, off 5...10, on 10...20.
        #expect(moved[2, 5] == Fixtures.black)
        #expect(moved[7, 5] == Fixtures.white)
        #expect(moved[15, 5] == Fixtures.black)
        // Negative or all-zero dashes draw a solid line, as SwiftUI does.
        for dash in [[-1.0, 4], [0.0, 0]] {
            let solid = try Fixtures.render(
                [Fixtures.shape(line, .color(.black), style: .stroke(StrokeStyle(lineWidth: 4, dash: dash)))],
                width: 60, height: 10)
            #expect(solid[12, 5] == Fixtures.black)
        }
    }

    @Test func transformsMovePixels() throws {
        let translated = try Fixtures.render(
            [Fixtures.group([Fixtures.rect(0, 0, 4, 4)], transform: .translation(x: 10, y: 5))], width: 30, height: 30)
        #expect(translated[11, 6] == Fixtures.black)
        #expect(translated[1, 1] == Fixtures.white)
        // A quarter turn maps (x, y) to (-y, x); then x moves right by 20: x 2...12, y 2...6
        // lands on x 14...18, y 2...12.
        let turn = AffineTransform.translation(x: 20, y: 0).concatenating(.rotation(Angle(degrees: 90)))
        let rotated = try Fixtures.render(
            [Fixtures.group([Fixtures.rect(2, 2, 10, 4)], transform: turn)],
            width: 30, height: 30)
        #expect(rotated[16, 10] == Fixtures.black)
        #expect(rotated[7, 4] == Fixtures.white)
    }

    @Test func outOfRangeColoursAreClamped() throws {
        let wild = RGBA(red: 2, green: -1, blue: 0.5, alpha: 3)
        let image = try Fixtures.render([Fixtures.rect(0, 0, 10, 10, wild)], width: 10, height: 10, background: nil)
        let pixel = image[5, 5]
        #expect(pixel.red == 255 && pixel.green == 0 && pixel.alpha == 255)
        #expect((127...128).contains(pixel.blue))
    }

    @Test func backgrounds() throws {
        let transparent = try Fixtures.render(
            [Fixtures.rect(0, 0, 10, 10, Fixtures.red.withAlpha(0.5))],
            width: 20, height: 20, background: nil)
        #expect(transparent[15, 15] == Pixel(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(transparent[5, 5].red == 255 && (127...128).contains(transparent[5, 5].alpha))
        let opaque = try Fixtures.render([], width: 4, height: 4, background: RGBA(red: 0, green: 0, blue: 1, alpha: 0.2))
        #expect(opaque[2, 2] == Pixel(red: 0, green: 0, blue: 255))
        #expect(opaque.isOpaque)
    }
}

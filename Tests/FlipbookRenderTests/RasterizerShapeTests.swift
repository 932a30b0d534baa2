import FlipbookModel
import Testing
@testable import FlipbookRender

@Suite struct RasterizerShapeTests {
    @Test func filledRectangleAtScaleOne() throws {
        let list = Fixtures.list(20, 20, [Fixtures.rect(5, 5, 10, 10, Fixtures.red)])
        let image = try Fixtures.rasterizer().rasterize(list, scale: 1, background: .white)
        #expect(image.width == 20 && image.height == 20)
        let red = Pixel(red: 255, green: 0, blue: 0)
        #expect(image[10, 10] == red)
        #expect(image[5, 5] == red)
        #expect(image[14, 14] == red)
        #expect(image[4, 10] == Fixtures.white)
        #expect(image[15, 10] == Fixtures.white)
        #expect(image[10, 15] == Fixtures.white)
        #expect(image[0, 0] == Fixtures.white)
    }

    @Test func filledRectangleAtScaleTwo() throws {
        let list = Fixtures.list(20, 20, [Fixtures.rect(5, 5, 10, 10, Fixtures.red)])
        let image = try Fixtures.rasterizer().rasterize(list, scale: 2, background: .white)
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

    @Test func roundedRectangleCornerIsBackground() throws {
        let shape = PathShape.roundedRectangle(Rect(x: 0, y: 0, width: 40, height: 40), radius: 12)
        let image = try Fixtures.rasterizer().rasterize(
            Fixtures.list(40, 40, [Fixtures.shape(shape, .black)]), scale: 1, background: .white)
        #expect(image[0, 0] == Fixtures.white)
        #expect(image[1, 1] == Fixtures.white)
        #expect(image[39, 39] == Fixtures.white)
        #expect(image[20, 20] == Fixtures.black)
        // Edges between the corners are straight and fully covered.
        #expect(image[20, 0] == Fixtures.black)
        #expect(image[0, 20] == Fixtures.black)
        // Inside the corner's arc: the circle of radius 12 about (12, 12) covers (4, 4)'s pixel.
        #expect(image[5, 5] == Fixtures.black)
    }

    @Test func roundedRectangleRadiusIsClampedToHalfTheShorterSide() throws {
        // Radius 100 on a 40 × 20 rectangle becomes 10: a capsule.
        let shape = PathShape.roundedRectangle(Rect(x: 0, y: 0, width: 40, height: 20), radius: 100)
        let image = try Fixtures.rasterizer().rasterize(
            Fixtures.list(40, 20, [Fixtures.shape(shape, .black)]), scale: 1, background: .white)
        #expect(image[20, 10] == Fixtures.black)
        #expect(image[1, 10] == Fixtures.black)
        #expect(image[20, 0] == Fixtures.black)
        #expect(image[0, 0] == Fixtures.white)
        #expect(image[3, 1] == Fixtures.white)
    }

    @Test func ellipseFillsInscribedEllipse() throws {
        let shape = PathShape.ellipse(Rect(x: 0, y: 0, width: 40, height: 20))
        let image = try Fixtures.rasterizer().rasterize(
            Fixtures.list(40, 20, [Fixtures.shape(shape, .black)]), scale: 1, background: .white)
        #expect(image[20, 10] == Fixtures.black)
        #expect(image[38, 10] == Fixtures.black)
        #expect(image[1, 9] == Fixtures.black)
        #expect(image[0, 0] == Fixtures.white)
        #expect(image[39, 1] == Fixtures.white)
        #expect(image[2, 18] == Fixtures.white)
    }

    @Test func translationMovesPixels() throws {
        let list = Fixtures.list(30, 30, [
            Fixtures.group([Fixtures.rect(0, 0, 4, 4)], transform: .translation(x: 10, y: 5))
        ])
        let image = try Fixtures.rasterizer().rasterize(list, scale: 1, background: .white)
        #expect(image[11, 6] == Fixtures.black)
        #expect(image[13, 8] == Fixtures.black)
        #expect(image[1, 1] == Fixtures.white)
        #expect(image[14, 6] == Fixtures.white)
    }

    @Test func scaleMovesPixels() throws {
        let list = Fixtures.list(30, 30, [
            Fixtures.group([Fixtures.rect(1, 1, 3, 3)], transform: .scale(x: 2, y: 2))
        ])
        let image = try Fixtures.rasterizer().rasterize(list, scale: 1, background: .white)
        #expect(image[2, 2] == Fixtures.black)
        #expect(image[7, 7] == Fixtures.black)
        #expect(image[1, 1] == Fixtures.white)
        #expect(image[8, 8] == Fixtures.white)
    }

    @Test func rotationMovesPixels() throws {
        // A quarter turn maps (x, y) to (-y, x) in y-down coordinates; then x moves right by 20.
        // The rectangle x 2...12, y 2...6 lands on x 14...18, y 2...12.
        let transform = AffineTransform.translation(x: 20, y: 0).concatenating(.rotation(Angle(degrees: 90)))
        let list = Fixtures.list(30, 30, [Fixtures.group([Fixtures.rect(2, 2, 10, 4)], transform: transform)])
        let image = try Fixtures.rasterizer().rasterize(list, scale: 1, background: .white)
        #expect(image[16, 10] == Fixtures.black)
        #expect(image[15, 3] == Fixtures.black)
        #expect(image[7, 4] == Fixtures.white)
        #expect(image[16, 13] == Fixtures.white)
    }

    @Test func outOfRangeColoursAreClamped() throws {
        let wild = RGBA(red: 2, green: -1, blue: 0.5, alpha: 3)
        let list = Fixtures.list(10, 10, [Fixtures.rect(0, 0, 10, 10, wild)])
        let image = try Fixtures.rasterizer().rasterize(list, scale: 1, background: nil)
        let pixel = image[5, 5]
        #expect(pixel.red == 255 && pixel.green == 0 && pixel.alpha == 255)
        #expect((127...128).contains(pixel.blue))
    }

    @Test func transparentBackgroundLeavesAlphaZero() throws {
        let list = Fixtures.list(20, 20, [Fixtures.rect(0, 0, 10, 10, Fixtures.red.withAlpha(0.5))])
        let image = try Fixtures.rasterizer().rasterize(list, scale: 1, background: nil)
        #expect(image[15, 15] == Pixel(red: 0, green: 0, blue: 0, alpha: 0))
        let half = image[5, 5]
        #expect(half.red == 255 && half.green == 0 && (127...128).contains(half.alpha))
        #expect(!image.isOpaque)
    }

    @Test func opaqueBackgroundIgnoresItsAlpha() throws {
        let image = try Fixtures.rasterizer().rasterize(
            Fixtures.list(4, 4, []), scale: 1, background: RGBA(red: 0, green: 0, blue: 1, alpha: 0.2))
        #expect(image[2, 2] == Pixel(red: 0, green: 0, blue: 255))
        #expect(image.isOpaque)
    }

    @Test func degenerateItemsAreSkippedWithoutBreakingLaterDrawing() throws {
        let items: [DisplayItem] = [
            Fixtures.group([Fixtures.rect(0, 0, 10, 10)], transform: .scale(x: 0, y: 1)),
            Fixtures.group([Fixtures.rect(0, 0, 10, 10)], transform: .scale(x: .nan, y: 1)),
            Fixtures.shape(.ellipse(Rect(x: 0, y: 0, width: 0, height: 10)), .black),
            Fixtures.shape(.rectangle(Rect(x: .infinity, y: 0, width: 10, height: 10)), .black),
            Fixtures.shape(.roundedRectangle(Rect(x: 0, y: 0, width: 10, height: 10), radius: .nan), .black),
            Fixtures.text("zero", at: Point(x: 2, y: 8), font: FontSpec(size: 0)),
            Fixtures.group([Fixtures.text("tiny", at: Point(x: 2, y: 8), font: FontSpec(size: 17))],
                           transform: .scale(x: 1e-5, y: 1e-5)),
            Fixtures.group([Fixtures.rect(0, 0, 10, 10)], opacity: 0),
            Fixtures.group([Fixtures.rect(0, 0, 10, 10)], clip: .rectangle(Rect(x: 0, y: 0, width: 0, height: 0))),
            Fixtures.rect(12, 12, 6, 6, Fixtures.red),
        ]
        let image = try Fixtures.rasterizer().rasterize(Fixtures.list(20, 20, items), scale: 1, background: .white)
        #expect(image[15, 15] == Pixel(red: 255, green: 0, blue: 0))
        // The NaN radius falls back to square corners.
        #expect(image[0, 0] == Fixtures.black)
        #expect(image[10, 5] == Fixtures.white)
    }
}

import FlipbookModel
import Foundation
import Testing

@testable import FlipbookRender

@Suite struct FilterTests {
    /// A black square x, y 40...60 on a transparent 100 × 100 canvas, with `filters`.
    private func square(
        _ filters: [Filter], color: RGBA = .black, transform: FlipbookModel.AffineTransform = .identity
    ) throws -> RasterImage {
        let group = GroupItem(filters: filters, items: [Fixtures.rect(40, 40, 20, 20, color)])
        return try Fixtures.render(
            [.group(GroupItem(transform: transform, items: [.group(group)]))],
            width: 100, height: 100, background: nil)
    }

    /// The standard normal distribution function.
    private func phi(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }

    @Test func blurIsAGaussianOfSigmaRadius() throws {
        let image = try square([.blur(radius: 4, opaque: false)])
        Fixtures.save(image, "blur")
        // Across the left edge (x = 40) the alpha follows Φ(distance inside / σ), σ = 4
        // (the square is wide enough that the far edge adds nothing here).
        for x in [28, 32, 36, 38, 39, 40, 41, 44, 48] {
            let expected = 255 * phi((Double(x) + 0.5 - 40) / 4) * phi(10 / 4 * 2)
            #expect(abs(Double(image[x, 50].alpha) - expected) <= 8, "x \(x): \(image[x, 50].alpha) vs \(expected)")
        }
        #expect(image[20, 50].alpha == 0)
        #expect(image[50, 50].alpha >= 250)
    }

    @Test func blurIsSymmetric() throws {
        for radius in [1.5, 4.0, 7.3] {
            let image = try square([.blur(radius: radius, opaque: false)])
            for y in 0..<100 {
                for x in 0..<100 {
                    // Mirrored left-right and top-bottom; transposed, up to the rounding of
                    // blurring along x first.
                    #expect(image[x, y] == image[99 - x, y])
                    #expect(image[x, y] == image[x, 99 - y])
                    #expect(Fixtures.close(image[x, y], image[y, x], 1))
                }
            }
        }
    }

    @Test func blurRadiusIsInTheParentsSpace() throws {
        // Scaled twice, the blur spreads twice as far on the canvas.
        let group = GroupItem(
            transform: .about(Point(x: 50, y: 50), .scale(x: 2, y: 2)),
            items: [
                .group(
                    GroupItem(
                        filters: [.blur(radius: 3, opaque: false)],
                        items: [Fixtures.rect(45, 45, 10, 10)]))
            ])
        let scaled = try Fixtures.render([.group(group)], width: 100, height: 100, background: nil)
        let plain = try Fixtures.render(
            [
                .group(
                    GroupItem(
                        filters: [.blur(radius: 6, opaque: false)],
                        items: [Fixtures.rect(40, 40, 20, 20)]))
            ],
            width: 100, height: 100, background: nil)
        #expect(try #require(Fixtures.maximumChannelDifference(scaled, plain)) <= 2)
    }

    @Test func contentJustOutsideTheCanvasBlursIntoIt() throws {
        let group = GroupItem(filters: [.blur(radius: 4, opaque: false)], items: [Fixtures.rect(-20, 0, 20, 100)])
        let image = try Fixtures.render([.group(group)], width: 100, height: 100, background: nil)
        #expect(image[0, 50].alpha > 100)
        #expect(image[3, 50].alpha > 20)
    }

    @Test func opaqueBlurKeepsItsEdges() throws {
        // Red left half, blue right half: the colours mix across the middle, but the square's
        // edges stay sharp and opaque.
        let items = [Fixtures.rect(40, 40, 10, 20, Fixtures.red), Fixtures.rect(50, 40, 10, 20, Fixtures.blue)]
        let image = try Fixtures.render(
            [.group(GroupItem(filters: [.blur(radius: 3, opaque: true)], items: items))],
            width: 100, height: 100, background: nil)
        #expect(image[40, 40].alpha == 255 && image[59, 59].alpha == 255)
        #expect(image[39, 50].alpha == 0 && image[60, 50].alpha == 0)
        #expect(image[40, 50].red > 240 && image[59, 50].blue > 240)
        #expect(abs(Int(image[49, 50].red) - Int(image[50, 50].blue)) <= 3 && image[49, 50].blue > 60)
    }

    @Test func shadowIsTheBlurredAlphaOffsetUnderTheLayer() throws {
        let shadow = Filter.shadow(color: RGBA.black.withAlpha(0.5), radius: 2, offset: Point(x: 10, y: 5))
        let image = try square([shadow], color: .white)
        Fixtures.save(image, "shadow")
        // The square itself, on top.
        #expect(image[50, 50] == Pixel(red: 255, green: 255, blue: 255))
        // The shadow, offset right and down, half transparent black.
        #expect(image[63, 55] == Pixel(red: 0, green: 0, blue: 0, alpha: 128))
        #expect(abs(Double(image[56, 61].alpha) - 128 * phi(3.5 / 2)) <= 2)
        // Nothing left of or above the square, where the offset shadow does not reach.
        #expect(image[35, 50].alpha == 0)
        #expect(image[50, 38].alpha == 0)
        // The shadow's edge is blurred: half way at its edge, x = 70.
        #expect((50...78).contains(Int(image[70, 55].alpha)))
        // Its offset turns with the group it sits in.
        let turned = try square(
            [shadow], color: .white,
            transform: .about(Point(x: 50, y: 50), .rotation(Angle(degrees: 90))))
        #expect(turned[44, 63].alpha == 128)
    }

    @Test func innerShadowIsTheBlurredInverseAlphaOverTheLayerOnly() throws {
        let shadow = Filter.innerShadow(color: .black, radius: 2, offset: Point(x: 3, y: 3))
        let image = try square([shadow], color: .white)
        Fixtures.save(image, "innerShadow")
        // Nothing outside the square: the shadow is drawn only where the layer is.
        #expect(image[35, 50].alpha == 0)
        #expect(image[50, 65].alpha == 0)
        // The square stays opaque; its middle is untouched, its top-left edge (where the
        // offset shadow of the outside falls) is darkened, its bottom-right edge not.
        #expect(image[50, 50] == Pixel(red: 255, green: 255, blue: 255))
        #expect(image[40, 50].alpha == 255 && image[40, 50].red < 140)
        #expect(image[50, 40].red < 140)
        #expect(image[59, 50].red > 240)
        // Darkest at the edge, fading inward.
        #expect(image[40, 50].red < image[43, 50].red && image[43, 50].red < image[47, 50].red)
    }

    @Test func alphaThresholdAfterABlurGivesOneColourOrNothing() throws {
        // Blurred first, then thresholded at half coverage: the square's corners round off.
        let image = try square([
            .blur(radius: 4, opaque: false), .alphaThreshold(min: 0.5, max: 1, color: RGBA(red: 1, green: 0, blue: 0)),
        ])
        Fixtures.save(image, "alphaThreshold")
        let red = Pixel(red: 255, green: 0, blue: 0)
        for y in 0..<100 {
            for x in 0..<100 { #expect(image[x, y] == red || image[x, y].alpha == 0) }
        }
        #expect(image[50, 50] == red)
        #expect(image[41, 50] == red)
        #expect(image[38, 50].alpha == 0)
        // The corner, covered less than half after the blur, is cut away.
        #expect(image[40, 40].alpha == 0)
    }

    @Test func colorMatrixWorksOnStraightColour() throws {
        // Invert: r' = 1 − r, alpha kept.
        let invert = ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])
        let image = try square([.colorMatrix(invert)], color: Fixtures.red.withAlpha(0.5))
        let pixel = image[50, 50]
        #expect(pixel.red == 0 && pixel.green == 255 && pixel.blue == 255 && (127...128).contains(Int(pixel.alpha)))
        #expect(image[10, 10].alpha == 0)
        // Luminance to alpha: black with the red's luminance as alpha.
        let luminanceToAlpha = ColorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0])
        let alpha = try square([.colorMatrix(luminanceToAlpha)], color: Fixtures.red)[50, 50]
        #expect(alpha.alpha == 54)
    }

    @Test func filtersRunInOrder() throws {
        // Shadow then invert: the black shadow becomes white.
        let invert = ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])
        let shadow = Filter.shadow(color: .black, radius: 0, offset: Point(x: 10, y: 0))
        let image = try square([shadow, .colorMatrix(invert)], color: .black)
        #expect(image[65, 50] == Pixel(red: 255, green: 255, blue: 255))
        #expect(image[50, 50] == Pixel(red: 255, green: 255, blue: 255))
    }
}

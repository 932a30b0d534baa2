import FlipbookModel
import Testing
@testable import FlipbookRender

@Suite struct RasterizerGroupTests {
    /// Two opaque black squares overlapping in x 10...20, canvas 30 × 20.
    private let overlapping = [Fixtures.rect(0, 0, 20, 20), Fixtures.rect(10, 0, 20, 20)]

    @Test func groupOpacityCompositesTheUnionOnce() throws {
        let list = Fixtures.list(30, 20, [Fixtures.group(overlapping, opacity: 0.5)])
        let image = try Fixtures.rasterizer().rasterize(list, scale: 1, background: .white)
        let onlyFirst = image[5, 10]
        let overlap = image[15, 10]
        let onlySecond = image[25, 10]
        #expect(overlap == onlyFirst)
        #expect(overlap == onlySecond)
        #expect((127...128).contains(Int(overlap.red)))
    }

    @Test func groupOpacityDiffersFromPerItemAlpha() throws {
        let perItem = [Fixtures.rect(0, 0, 20, 20, RGBA.black.withAlpha(0.5)),
                       Fixtures.rect(10, 0, 20, 20, RGBA.black.withAlpha(0.5))]
        let rasterizer = try Fixtures.rasterizer()
        let grouped = rasterizer.rasterize(
            Fixtures.list(30, 20, [Fixtures.group(overlapping, opacity: 0.5)]), scale: 1, background: .white)
        let separate = rasterizer.rasterize(Fixtures.list(30, 20, perItem), scale: 1, background: .white)
        #expect(separate[5, 10] == grouped[5, 10])
        #expect(separate[15, 10].red < grouped[15, 10].red - 50)
    }

    /// Single-leaf groups of every kind: fractional positions, transforms, antialiased clips,
    /// nesting, text, a semi-transparent fill, under an ancestor clip.
    private func singleLeafScene(nested: Bool) -> DisplayList {
        var items: [DisplayItem] = []
        for i in 0..<24 {
            let x = 3.3 + Double(i % 6) * 21.7
            let y = 2.6 + Double(i / 6) * 19.1
            let color = RGBA(hue: Double(i) / 24, saturation: 0.7, brightness: 0.85, alpha: i % 3 == 0 ? 0.7 : 1)
            let path: PathShape =
                switch i % 3 {
                case 0: .roundedRectangle(Rect(x: x, y: y, width: 30.4, height: 17.2), radius: 6.3)
                case 1: .ellipse(Rect(x: x, y: y, width: 25.5, height: 14.1))
                default: .rectangle(Rect(x: x + 0.4, y: y + 0.3, width: 19.6, height: 12.2))
                }
            var leaf = Fixtures.shape(path, color)
            if nested && i % 4 == 1 {
                leaf = Fixtures.group([leaf], opacity: 0.8, clip: .ellipse(Rect(x: x, y: y, width: 18.3, height: 11.7)))
            }
            let transform = AffineTransform.about(
                Point(x: x + 10, y: y + 6), .rotation(Angle(degrees: Double(i) * 7)).concatenating(.scale(x: 0.9, y: 1.1)))
            items.append(Fixtures.group([leaf], transform: transform, opacity: 0.15 + Double(i) / 30))
        }
        items.append(Fixtures.group(
            [Fixtures.text("Opacity 0.6", at: Point(x: 10.5, y: 95.5), font: FontSpec(size: 15))], opacity: 0.6))
        let clipped = Fixtures.group(items, clip: .roundedRectangle(Rect(x: 4.5, y: 3.5, width: 120.2, height: 90.7), radius: 20))
        return Fixtures.list(140, 100, [Fixtures.rect(0, 0, 140, 100, RGBA(red: 0.9, green: 0.95, blue: 1)), clipped])
    }

    @Test(arguments: [false, true])
    func singleLeafShortcutMatchesLayers(nested: Bool) throws {
        let rasterizer = try Fixtures.rasterizer()
        let scene = singleLeafScene(nested: nested)
        for background in [RGBA.white, nil] {
            let fast = rasterizer.rasterize(scene, scale: 1.5, background: background, groups: .optimized)
            let layered = rasterizer.rasterize(scene, scale: 1.5, background: background, groups: .alwaysLayer)
            #expect(fast.width == 210 && !fast.rgba.allSatisfy { $0 == 255 })
            // Both clip the same outlines and composite at the same alpha; a layer stores 8-bit
            // premultiplied pixels, so each layer adds a rounding step of about one level (a
            // translucent fill in a layer is rounded twice, nested layers more, and
            // un-premultiplying a translucent result magnifies it).
            let difference = try #require(Fixtures.maximumChannelDifference(fast, layered))
            #expect(difference <= 3)
            let strict = ImageComparison.Options(threshold: 2.3, excludesAntialiasing: false)
            let comparison = ImageComparison.compare(expected: layered, actual: fast, options: strict)
            #expect(comparison.differingPixelCount == 0)
            #expect(comparison.maximumDeltaE < 1.5)
        }
    }

    @Test func benchmarkFrameShortcutMatchesLayers() throws {
        let rasterizer = try Fixtures.rasterizer()
        let frame = Fixtures.gridStaggerFrame()
        let fast = rasterizer.rasterize(frame, scale: 0.5, background: .white, groups: .optimized)
        let layered = rasterizer.rasterize(frame, scale: 0.5, background: .white, groups: .alwaysLayer)
        // Opaque fills: one rounding step for the layer's group opacity.
        #expect(try #require(Fixtures.maximumChannelDifference(fast, layered)) <= 2)
        #expect(ImageComparison.compare(expected: layered, actual: fast).maximumDeltaE < 1.5)
    }

    @Test func layersSizedToTheirContentChangeNoPixel() throws {
        // Each layer is clipped to the pixels its content touches; a transparent full-canvas
        // rectangle in the same group makes the layer cover the canvas instead.
        let rasterizer = try Fixtures.rasterizer()
        var bounded: [DisplayItem] = []
        var unbounded: [DisplayItem] = []
        for i in 0..<6 {
            let content: [DisplayItem] = [
                Fixtures.shape(.roundedRectangle(Rect(x: 0, y: 0, width: 50, height: 30), radius: 8),
                               RGBA(hue: Double(i) / 6, saturation: 0.7, brightness: 0.8)),
                Fixtures.text("Åjy \(i)", at: Point(x: 4, y: 22), font: FontSpec(size: 18, design: .serif), color: .white),
                Fixtures.group([Fixtures.shape(.ellipse(Rect(x: 30, y: 10, width: 30, height: 30)), .black)],
                               transform: .rotation(Angle(degrees: 20)), opacity: 0.5),
            ]
            let transform = AffineTransform.translation(x: 10.3 + Double(i % 3) * 70, y: 8.6 + Double(i / 3) * 55)
                .concatenating(.rotation(Angle(degrees: Double(i) * 11)))
            bounded.append(Fixtures.group(content, transform: transform, opacity: 0.6))
            let everywhere = Fixtures.group([Fixtures.rect(-1000, -1000, 3000, 3000, .clear)],
                                            transform: .about(.zero, AffineTransform.identity))
            unbounded.append(Fixtures.group(content + [everywhere], transform: transform, opacity: 0.6))
        }
        for background in [RGBA.white, nil] {
            let small = rasterizer.rasterize(Fixtures.list(230, 130, bounded), scale: 1.5, background: background)
            let large = rasterizer.rasterize(Fixtures.list(230, 130, unbounded), scale: 1.5, background: background)
            #expect(small == large)
            #expect(!small.rgba.allSatisfy { $0 == 255 || $0 == 0 })
        }
    }

    @Test func nestedOpacitiesMultiply() throws {
        let list = Fixtures.list(10, 10, [
            Fixtures.group([Fixtures.group([Fixtures.rect(0, 0, 10, 10)], opacity: 0.5)], opacity: 0.5)
        ])
        let rasterizer = try Fixtures.rasterizer()
        let fast = rasterizer.rasterize(list, scale: 1, background: .white, groups: .optimized)
        let layered = rasterizer.rasterize(list, scale: 1, background: .white, groups: .alwaysLayer)
        // Black at 25 % over white.
        #expect((190...192).contains(Int(fast[5, 5].red)))
        #expect(try #require(Fixtures.maximumChannelDifference(fast, layered)) <= 1)
    }

    @Test func clipLimitsDrawing() throws {
        let list = Fixtures.list(30, 30, [
            Fixtures.group([Fixtures.rect(0, 0, 30, 30)], clip: .rectangle(Rect(x: 0, y: 0, width: 10, height: 10)))
        ])
        let image = try Fixtures.rasterizer().rasterize(list, scale: 1, background: .white)
        #expect(image[5, 5] == Fixtures.black)
        #expect(image[9, 9] == Fixtures.black)
        #expect(image[10, 5] == Fixtures.white)
        #expect(image[15, 15] == Fixtures.white)
    }

    @Test func clipIsInTheGroupsTransformedSpace() throws {
        for opacity in [1.0, 0.5] {
            let list = Fixtures.list(30, 30, [
                Fixtures.group([Fixtures.rect(-10, -10, 40, 40), Fixtures.rect(-10, -10, 40, 40)],
                               transform: .translation(x: 10, y: 10), opacity: opacity,
                               clip: .rectangle(Rect(x: 0, y: 0, width: 5, height: 5)))
            ])
            let image = try Fixtures.rasterizer().rasterize(list, scale: 1, background: .white)
            #expect(image[12, 12] != Fixtures.white)
            #expect(image[9, 12] == Fixtures.white)
            #expect(image[15, 12] == Fixtures.white)
            #expect(image[2, 2] == Fixtures.white)
        }
    }
}

import FlipbookModel
import Testing

@testable import FlipbookRender

@Suite struct RasterizerGroupTests {
    /// Two opaque black squares overlapping in x 10...20, canvas 30 × 20.
    private let overlapping = [Fixtures.rect(0, 0, 20, 20), Fixtures.rect(10, 0, 20, 20)]

    private func ellipsePath(_ rect: Rect) -> Path {
        var path = Path()
        path.addEllipse(in: rect)
        return path
    }

    @Test func groupOpacityCompositesTheUnionOnce() throws {
        let image = try Fixtures.render([Fixtures.group(overlapping, opacity: 0.5)], width: 30, height: 20)
        #expect(image[15, 10] == image[5, 10])
        #expect(image[15, 10] == image[25, 10])
        #expect((127...128).contains(Int(image[15, 10].red)))
        let perItem = [
            Fixtures.rect(0, 0, 20, 20, RGBA.black.withAlpha(0.5)), Fixtures.rect(10, 0, 20, 20, RGBA.black.withAlpha(0.5)),
        ]
        let separate = try Fixtures.render(perItem, width: 30, height: 20)
        #expect(separate[5, 10] == image[5, 10])
        #expect(separate[15, 10].red < image[15, 10].red - 50)
    }

    /// Single-leaf groups of every kind: fractional positions, transforms, antialiased clips,
    /// nesting, text, a semi-transparent fill, under an ancestor clip.
    private func singleLeafScene(nested: Bool) throws -> DisplayList {
        var items: [DisplayItem] = []
        for i in 0..<24 {
            let x = 3.3 + Double(i % 6) * 21.7
            let y = 2.6 + Double(i / 6) * 19.1
            let color = RGBA(hue: Double(i) / 24, saturation: 0.7, brightness: 0.85, alpha: i % 3 == 0 ? 0.7 : 1)
            var leaf: DisplayItem =
                switch i % 3 {
                case 0: Fixtures.roundedRect(Rect(x: x, y: y, width: 30.4, height: 17.2), radius: 6.3, color)
                case 1: Fixtures.ellipse(Rect(x: x, y: y, width: 25.5, height: 14.1), color)
                default: Fixtures.rect(x + 0.4, y + 0.3, 19.6, 12.2, color)
                }
            if nested && i % 4 == 1 {
                leaf = Fixtures.group([leaf], opacity: 0.8, clip: ellipsePath(Rect(x: x, y: y, width: 18.3, height: 11.7)))
            }
            let transform = AffineTransform.about(
                Point(x: x + 10, y: y + 6), .rotation(Angle(degrees: Double(i) * 7)).concatenating(.scale(x: 0.9, y: 1.1)))
            items.append(Fixtures.group([leaf], transform: transform, opacity: 0.15 + Double(i) / 30))
        }
        items.append(
            Fixtures.group(
                [try Fixtures.text("Opacity 0.6", at: Point(x: 10.5, y: 80.5), font: FontSpec(size: 15))],
                opacity: 0.6))
        var clip = Path()
        clip.addRoundedRect(in: Rect(x: 4.5, y: 3.5, width: 120.2, height: 90.7), cornerSize: Size(width: 20, height: 20))
        let clipped = Fixtures.group(items, clip: clip)
        return Fixtures.list(140, 100, [Fixtures.rect(0, 0, 140, 100, RGBA(red: 0.9, green: 0.95, blue: 1)), clipped])
    }

    @Test(arguments: [false, true])
    func singleLeafShortcutMatchesLayers(nested: Bool) throws {
        let rasterizer = try Fixtures.rasterizer()
        let scene = try singleLeafScene(nested: nested)
        for background in [RGBA.white, nil] {
            let fast = rasterizer.rasterize(scene, scale: 1.5, background: background, groups: .optimized)
            let layered = rasterizer.rasterize(scene, scale: 1.5, background: background, groups: .alwaysLayer)
            #expect(fast.width == 210 && !fast.rgba.allSatisfy { $0 == 255 })
            // Both clip the same outlines and composite at the same alpha; a layer stores 8-bit
            // premultiplied pixels, so each layer adds a rounding step of about one level.
            let difference = try #require(Fixtures.maximumChannelDifference(fast, layered))
            #expect(difference <= 3)
            let strict = ImageComparison.Options(threshold: 2.3, excludesAntialiasing: false)
            let comparison = ImageComparison.compare(expected: layered, actual: fast, options: strict)
            #expect(comparison.differingPixelCount == 0)
        }
    }

    @Test func benchmarkFrameShortcutMatchesLayers() throws {
        let rasterizer = try Fixtures.rasterizer()
        let frame = Fixtures.gridStaggerFrame()
        let fast = rasterizer.rasterize(frame, scale: 0.5, background: .white, groups: .optimized)
        let layered = rasterizer.rasterize(frame, scale: 0.5, background: .white, groups: .alwaysLayer)
        #expect(try #require(Fixtures.maximumChannelDifference(fast, layered)) <= 2)
    }

    @Test func layersSizedToTheirContentChangeNoPixel() throws {
        // Each layer covers the pixels its content touches; a transparent rectangle far larger
        // than the canvas in the same group makes the layer cover the visible canvas instead.
        var bounded: [DisplayItem] = []
        var unbounded: [DisplayItem] = []
        for i in 0..<6 {
            let content: [DisplayItem] = [
                Fixtures.roundedRect(
                    Rect(x: 0, y: 0, width: 50, height: 30), radius: 8,
                    RGBA(hue: Double(i) / 6, saturation: 0.7, brightness: 0.8)),
                try Fixtures.text("Åjy \(i)", at: Point(x: 4, y: 4), font: FontSpec(size: 18, design: .serif), color: .white),
                Fixtures.group(
                    [Fixtures.ellipse(Rect(x: 30, y: 10, width: 30, height: 30))],
                    transform: .rotation(Angle(degrees: 20)), opacity: 0.5),
            ]
            let transform = AffineTransform.translation(x: 10.3 + Double(i % 3) * 70, y: 8.6 + Double(i / 3) * 55)
                .concatenating(.rotation(Angle(degrees: Double(i) * 11)))
            bounded.append(Fixtures.group(content, transform: transform, opacity: 0.6))
            unbounded.append(
                Fixtures.group(
                    content + [Fixtures.rect(-1000, -1000, 3000, 3000, .clear)],
                    transform: transform, opacity: 0.6))
        }
        let rasterizer = try Fixtures.rasterizer()
        for background in [RGBA.white, nil] {
            let small = rasterizer.rasterize(Fixtures.list(230, 130, bounded), scale: 1.5, background: background)
            let large = rasterizer.rasterize(Fixtures.list(230, 130, unbounded), scale: 1.5, background: background)
            #expect(small == large)
            #expect(!small.rgba.allSatisfy { $0 == 255 || $0 == 0 })
        }
    }

    @Test func nestedOpacitiesMultiply() throws {
        let list = Fixtures.list(
            10, 10,
            [
                Fixtures.group(
                    [Fixtures.group([Fixtures.rect(0, 0, 10, 10)], opacity: 0.5)],
                    opacity: 0.5)
            ])
        let rasterizer = try Fixtures.rasterizer()
        let fast = rasterizer.rasterize(list, scale: 1, background: .white, groups: .optimized)
        let layered = rasterizer.rasterize(list, scale: 1, background: .white, groups: .alwaysLayer)
        // Black at 25 % over white.
        #expect((190...192).contains(Int(fast[5, 5].red)))
        #expect(try #require(Fixtures.maximumChannelDifference(fast, layered)) <= 1)
    }

    @Test(arguments: [1.0, 0.5])
    func clipIsInTheGroupsTransformedSpace(opacity: Double) throws {
        let image = try Fixtures.render(
            [
                Fixtures.group(
                    [Fixtures.rect(-10, -10, 40, 40), Fixtures.rect(-10, -10, 40, 40)],
                    transform: .translation(x: 10, y: 10), opacity: opacity,
                    clip: Path(Rect(x: 0, y: 0, width: 5, height: 5)))
            ],
            width: 30, height: 30)
        #expect(image[12, 12] != Fixtures.white)
        #expect(image[9, 12] == Fixtures.white)
        #expect(image[15, 12] == Fixtures.white)
    }

    @Test func clipAntialiasingAndEvenOdd() throws {
        // A clip edge at x = 10.5 covers half of pixel 10, unless antialiasing is off.
        let edge = Path(Rect(x: 0, y: 0, width: 10.5, height: 10))
        let smooth = try Fixtures.render([Fixtures.group([Fixtures.rect(0, 0, 20, 10)], clip: edge)], width: 20, height: 10)
        #expect((120...135).contains(Int(smooth[10, 5].red)))
        let sharp = GroupItem(clip: Clip(path: edge, antialiased: false), items: [Fixtures.rect(0, 0, 20, 10)])
        let aliased = try Fixtures.render([.group(sharp)], width: 20, height: 10)
        #expect(aliased[10, 5] == Fixtures.black || aliased[10, 5] == Fixtures.white)
        // A ring: even-odd clips out the inner square.
        var ring = Path(Rect(x: 0, y: 0, width: 30, height: 30))
        ring.addRect(Rect(x: 10, y: 10, width: 10, height: 10))
        let holed = GroupItem(clip: Clip(path: ring, evenOdd: true), items: [Fixtures.rect(0, 0, 30, 30)])
        let image = try Fixtures.render([.group(holed)], width: 30, height: 30)
        #expect(image[15, 15] == Fixtures.white)
        #expect(image[5, 5] == Fixtures.black)
        // An empty clip shows nothing.
        let nothing = try Fixtures.render([Fixtures.group([Fixtures.rect(0, 0, 30, 30)], clip: Path())], width: 30, height: 30)
        #expect(nothing[15, 15] == Fixtures.white)
    }

    @Test func maskMultipliesByTheMasksAlpha() throws {
        // A red square masked by a half-transparent circle on its left half.
        let mask: [DisplayItem] = [Fixtures.ellipse(Rect(x: 0, y: 0, width: 20, height: 20), RGBA.black.withAlpha(0.5))]
        let group = GroupItem(mask: mask, items: [Fixtures.rect(0, 0, 40, 20, Fixtures.red)])
        let image = try Fixtures.render([.group(group)], width: 40, height: 20, background: nil)
        #expect(image[10, 10].red == 255 && (126...129).contains(Int(image[10, 10].alpha)))
        #expect(image[30, 10].alpha == 0)
        #expect(image[1, 1].alpha == 0)
    }

    /// Compositing of a layer's colour C (straight) over white, each mode by its formula.
    @Test func blendModes() throws {
        let backdrop = RGBA(red: 0.8, green: 0.4, blue: 0.2)
        let source = RGBA(red: 0.5, green: 0.5, blue: 1)
        func blended(_ mode: BlendMode) throws -> Pixel {
            let group = GroupItem(blendMode: mode, items: [Fixtures.rect(0, 0, 10, 10, source)])
            return try Fixtures.render([Fixtures.rect(0, 0, 10, 10, backdrop), .group(group)], width: 10, height: 10)[5, 5]
        }
        func pixel(_ r: Double, _ g: Double, _ b: Double) -> Pixel {
            Pixel(red: UInt8((r * 255).rounded()), green: UInt8((g * 255).rounded()), blue: UInt8((b * 255).rounded()))
        }
        #expect(Fixtures.close(try blended(.normal), pixel(0.5, 0.5, 1)))
        #expect(Fixtures.close(try blended(.multiply), pixel(0.4, 0.2, 0.2)))
        #expect(Fixtures.close(try blended(.screen), pixel(0.9, 0.7, 1)))
        #expect(Fixtures.close(try blended(.darken), pixel(0.5, 0.4, 0.2)))
        #expect(Fixtures.close(try blended(.lighten), pixel(0.8, 0.5, 1)))
        #expect(Fixtures.close(try blended(.difference), pixel(0.3, 0.1, 0.8)))
        #expect(Fixtures.close(try blended(.plusLighter), pixel(1, 0.9, 1)))
        #expect(Fixtures.close(try blended(.plusDarker), pixel(0.3, 0, 0.2)))
        #expect(Fixtures.close(try blended(.destinationOver), pixel(0.8, 0.4, 0.2)))
        // destinationOut punches a hole through everything drawn so far.
        #expect(try blended(.destinationOut).alpha == 0)
        #expect(Fixtures.close(try blended(.sourceAtop), pixel(0.5, 0.5, 1)))
        for mode in BlendMode.allCases {
            _ = try blended(mode)
        }
    }

    @Test func blendModeOutsideTheLayerLeavesTheCanvasAlone() throws {
        let group = GroupItem(blendMode: .plusDarker, items: [Fixtures.rect(0, 0, 5, 10, Fixtures.blue)])
        let image = try Fixtures.render([Fixtures.rect(0, 0, 10, 10, Fixtures.red), .group(group)], width: 10, height: 10)
        #expect(image[2, 5] == Pixel(red: 0, green: 0, blue: 0))
        #expect(image[7, 5] == Pixel(red: 255, green: 0, blue: 0))
    }

    @Test func isolatedGroupsBlendTheirChildrenAmongThemselves() throws {
        // A multiply child over a red backdrop: composited onto the canvas it darkens the red;
        // in an isolated group it multiplies with nothing and shows its own colour.
        let child = DisplayItem.group(GroupItem(blendMode: .multiply, items: [Fixtures.rect(0, 0, 10, 10, Fixtures.blue)]))
        let open = try Fixtures.render(
            [Fixtures.rect(0, 0, 10, 10, Fixtures.red), Fixtures.group([child])], width: 10, height: 10)
        let isolated = try Fixtures.render(
            [Fixtures.rect(0, 0, 10, 10, Fixtures.red), .group(GroupItem(isolated: true, items: [child]))],
            width: 10, height: 10)
        #expect(open[5, 5] == Pixel(red: 0, green: 0, blue: 0))
        #expect(isolated[5, 5] == Pixel(red: 0, green: 0, blue: 255))
    }
}

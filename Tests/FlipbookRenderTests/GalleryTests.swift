import FlipbookModel
import Testing

@testable import FlipbookRender

/// Renders a few scenes to `$FLIPBOOK_TEST_PNG_DIR` (when set) to look at by eye; the tests
/// themselves only check that something was drawn.
@Suite struct GalleryTests {
    @Test func textHeavy() throws {
        let image = try Fixtures.rasterizer().rasterize(try ConcurrencyTests.textHeavyList(), scale: 2, background: .white)
        #expect(!image.isOpaque || image.rgba.contains { $0 != 255 })
        Fixtures.save(image, "text-heavy")
    }

    /// Cards with shadows, gradients, text of every kind, a perspective, a blur, a material.
    @Test func features() throws {
        var items: [DisplayItem] = []
        let stripes = (0..<8).map { i in
            Fixtures.rect(Double(i) * 50, 0, 25, 300, RGBA(hue: Double(i) / 8, saturation: 0.6, brightness: 0.95))
        }
        items += stripes
        var card = Path()
        card.addRoundedRect(in: Rect(x: 20, y: 20, width: 170, height: 110), cornerSize: Size(width: 16, height: 16))
        let sky = Paint.linear(
            Gradient(colors: [RGBA(hex: 0x007AFF), RGBA(hex: 0xAF52DE)]), start: Point(x: 20, y: 20),
            end: Point(x: 190, y: 130))
        items.append(
            .group(
                GroupItem(
                    filters: [.shadow(color: RGBA.black.withAlpha(0.35), radius: 6, offset: Point(x: 0, y: 4))],
                    items: [Fixtures.shape(card, sky)])))
        let runs = [
            TextRun("Hello ", font: FontSpec(size: 22, weight: .bold)),
            TextRun("wörld 😀 ", font: FontSpec(size: 22, italic: true)),
            TextRun("favorite", font: FontSpec(size: 22, design: .symbols)),
            TextRun("\nשלום עולם · مرحبا", font: FontSpec(size: 16, design: .serif), underline: true),
        ]
        let layout = try Fixtures.measurer().layout(StyledText(runs: runs), width: 160, height: nil, options: .default)
        items.append(
            .text(
                TextItem(
                    origin: Point(x: 30, y: 34), lines: layout.lines,
                    paints: [.color(.white), .color(.white), .color(RGBA(hex: 0xFF2D55)), .color(.white)],
                    identity: .root, span: Fixtures.span)))
        var ring = Path()
        ring.addEllipse(in: Rect(x: 230, y: 20, width: 110, height: 110))
        let rainbow = Paint.angular(
            Gradient(colors: [
                .init(hex: 0xFF3B30), .init(hex: 0xFFCC00), .init(hex: 0x34C759),
                .init(hex: 0x007AFF), .init(hex: 0xFF3B30),
            ]),
            center: Point(x: 285, y: 75), startAngle: 0, endAngle: 2 * .pi)
        items.append(Fixtures.shape(ring, rainbow, style: .stroke(StrokeStyle(lineWidth: 14, lineCap: .round, dash: [40, 12]))))
        let turned = ProjectionTransform.rotation3D(
            Angle(degrees: 50), axis: (x: 0, y: 1, z: 0), anchor: Point(x: 85, y: 215),
            anchorZ: 0, perspective: 1, size: Size(width: 130, height: 90))
        var back = Path()
        back.addRoundedRect(in: Rect(x: 20, y: 170, width: 130, height: 90), cornerSize: Size(width: 12, height: 12))
        let label = try Fixtures.text(
            "3D card", at: Point(x: 40, y: 200), font: FontSpec(size: 24, weight: .heavy), color: .white)
        items.append(.group(GroupItem(projection: turned, items: [Fixtures.shape(back, .color(RGBA(hex: 0x34C759))), label])))
        items.append(
            .group(
                GroupItem(
                    filters: [.blur(radius: 3, opaque: false)],
                    items: [try Fixtures.text("Blurred", at: Point(x: 180, y: 160), font: FontSpec(size: 30))])))
        items.append(
            .backdrop(
                BackdropItem(
                    clip: Clip(path: Path(Rect(x: 180, y: 210, width: 200, height: 70))), blurRadius: 10,
                    saturation: 1.8, tint: RGBA.white.withAlpha(0.4), identity: .root, span: Fixtures.span)))
        items.append(try Fixtures.text("Material", at: Point(x: 200, y: 230), font: FontSpec(size: 22, weight: .semibold)))
        let image = try Fixtures.render(items, width: 400, height: 300, scale: 2)
        #expect(image.width == 800)
        Fixtures.save(image, "features")
    }
}

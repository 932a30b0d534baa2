import FlipbookModel
import Foundation
import Testing

@testable import FlipbookRender

/// Inputs that must neither crash, nor allocate without bound, nor take long: they draw
/// nothing, or what is visible of them.
@Suite(.timeLimit(.minutes(1))) struct ExtremeInputTests {
    @Test func hugeScaleFillsWhatIsVisible() throws {
        // scaleEffect(1e9) about the canvas centre: the square covers everything.
        let huge = AffineTransform.about(Point(x: 50, y: 50), .scale(x: 1e9, y: 1e9))
        for item in [
            Fixtures.group([Fixtures.rect(45, 45, 10, 10)], transform: huge),
            Fixtures.group([Fixtures.group([Fixtures.rect(45, 45, 10, 10)], opacity: 0.5)], transform: huge),
            Fixtures.group([Fixtures.ellipse(Rect(x: 45, y: 45, width: 10, height: 10))], transform: huge),
        ] {
            let image = try Fixtures.render([item], width: 100, height: 100)
            #expect(image[0, 0].red < 200 && image[99, 99].red < 200 && image[50, 50].red < 200)
        }
        // A stroked outline scaled so: the stroke is far outside, so nothing visible.
        var outline = Path()
        outline.addEllipse(in: Rect(x: 45, y: 45, width: 10, height: 10))
        let ring = Fixtures.group(
            [Fixtures.shape(outline, .color(.black), style: .stroke(StrokeStyle(lineWidth: 1)))],
            transform: huge)
        #expect(try Fixtures.render([ring], width: 100, height: 100)[50, 50] == Fixtures.white)
    }

    @Test func hugeAndNonFiniteCoordinates() throws {
        let items: [DisplayItem] = [
            Fixtures.rect(-1e300, -1e300, 2e300, 2e300, Fixtures.red),
            Fixtures.rect(1e300, 0, 10, 10),
            Fixtures.rect(.nan, 0, 10, 10),
            Fixtures.rect(0, 0, .infinity, 10),
            Fixtures.group([Fixtures.rect(0, 0, 10, 10)], transform: .scale(x: 1e300, y: 1e300)),
            Fixtures.group([Fixtures.rect(0, 0, 10, 10)], transform: .scale(x: 0, y: 1)),
            Fixtures.group([Fixtures.rect(0, 0, 10, 10)], transform: .scale(x: .nan, y: 1)),
            Fixtures.group([Fixtures.rect(0, 0, 10, 10)], transform: .translation(x: 1e300, y: 0)),
            Fixtures.shape(
                Path(Rect(x: 0, y: 0, width: 100, height: 100)),
                .linear(Gradient(colors: [.black, .white]), start: Point(x: -1e300, y: 0), end: Point(x: 1e300, y: 0))),
            Fixtures.shape(
                Path(Rect(x: 0, y: 0, width: 100, height: 100)),
                .angular(Gradient(colors: [.black, .white]), center: Point(x: 1e300, y: 0), startAngle: 0, endAngle: .nan)),
            Fixtures.shape(
                Path(Rect(x: 0, y: 0, width: 100, height: 100)),
                .radial(Gradient(colors: [.black, .white]), center: .zero, startRadius: 0, endRadius: 1e300, scaleY: 1e-300)),
            .group(
                GroupItem(
                    clip: Clip(path: Path(Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300))),
                    items: [Fixtures.rect(90, 90, 10, 10, Fixtures.blue)])),
        ]
        let image = try Fixtures.render(items, width: 100, height: 100)
        // The clipped blue square draws, after all the rest.
        #expect(image[95, 95] == Pixel(red: 0, green: 0, blue: 255))
        // The first rectangle alone covers the canvas.
        #expect(try Fixtures.render([items[0]], width: 100, height: 100)[50, 50] == Pixel(red: 255, green: 0, blue: 0))
    }

    @Test func hugeStrokesDashesAndBlurs() throws {
        var line = Path()
        line.move(to: Point(x: 0, y: 50))
        line.addLine(to: Point(x: 1e7, y: 50))
        let items: [DisplayItem] = [
            Fixtures.shape(line, .color(.black), style: .stroke(StrokeStyle(lineWidth: 1e12))),
            Fixtures.shape(line, .color(.black), style: .stroke(StrokeStyle(lineWidth: 2, miterLimit: 1e300))),
            Fixtures.shape(
                line, .color(RGBA.black.withAlpha(0.5)), style: .stroke(StrokeStyle(lineWidth: 4, dash: [1e-9, 1e-9]))),
            .group(GroupItem(filters: [.blur(radius: 1e12, opaque: false)], items: [Fixtures.rect(0, 0, 10, 10)])),
            .group(
                GroupItem(
                    filters: [.shadow(color: .black, radius: 1e9, offset: Point(x: 1e300, y: -1e300))],
                    items: [Fixtures.rect(0, 0, 10, 10)])),
            .group(GroupItem(filters: [.blur(radius: .nan, opaque: true)], items: [Fixtures.rect(0, 0, 10, 10)])),
            .backdrop(
                BackdropItem(
                    clip: Clip(path: Path(Rect(x: 0, y: 0, width: 1e300, height: 1e300))), blurRadius: 1e300,
                    saturation: .infinity, tint: .clear, identity: .root, span: Fixtures.span)),
        ]
        let start = Date()
        _ = try Fixtures.render(items, width: 200, height: 100)
        #expect(Date().timeIntervalSince(start) < 20)
        // The dashes too fine to draw become a line at the dashes' share of the alpha.
        let fine = try Fixtures.render([items[2]], width: 100, height: 100)
        #expect((185...194).contains(Int(fine[50, 50].red)))
    }

    @Test func hugeAndDegenerateText() throws {
        let measurer = try Fixtures.measurer()
        for size in [0, -5, .nan, .infinity, 1e300, 1e-300] as [Double] {
            let layout = measurer.layout(
                StyledText("Hello", font: FontSpec(size: size)), width: 100, height: nil, options: .default)
            #expect(layout.size.width.isFinite && layout.size.height.isFinite)
        }
        let items: [DisplayItem] = [
            try Fixtures.text("Huge", at: Point(x: 0, y: 0), font: FontSpec(size: 1e6)),
            try Fixtures.text("Big 😀", at: Point(x: 0, y: 0), font: FontSpec(size: 3000)),
            try Fixtures.text("Far", at: Point(x: 1e300, y: 0)),
            Fixtures.group(
                [try Fixtures.text("Scaled 😀", at: Point(x: 40, y: 40))],
                transform: .about(Point(x: 50, y: 50), .scale(x: 1e9, y: 1e9))),
            Fixtures.group([try Fixtures.text("Tiny", at: .zero)], transform: .scale(x: 1e-9, y: 1e-9)),
        ]
        let text = TextItem(
            origin: .zero,
            lines: [
                TextLine(
                    origin: .zero, width: 0, text: "x",
                    runs: [
                        GlyphRun(
                            face: FontFaceRef(path: "/nonexistent.ttf"), size: 12, glyphs: [1], positions: [.zero], runIndex: 7)
                    ])
            ],
            paints: [], identity: .root, span: Fixtures.span)
        _ = try Fixtures.render(items + [.text(text)], width: 100, height: 100)
    }

    @Test func perspectivesThatBreak() throws {
        let broken: [ProjectionTransform] = [
            ProjectionTransform(m11: .nan, m13: 1),
            ProjectionTransform(m13: 1e300),
            ProjectionTransform(m11: 0, m12: 0, m13: 0.001, m21: 0, m22: 0, m23: 0, m31: 0, m32: 0, m33: 0),
            ProjectionTransform(m13: -1, m33: 0.5),
        ]
        for projection in broken {
            let group = GroupItem(projection: projection, items: [Fixtures.rect(0, 0, 100, 100)])
            _ = try Fixtures.render([.group(group)], width: 100, height: 100)
        }
    }
}

import FlipbookModel
@testable import FlipbookRender

/// Builders for small display lists, and shared fonts.
enum Fixtures {
    static let span = SourceSpan.unknown(file: "FlipbookRenderTests")

    /// The system's DejaVu fonts, loaded once for the whole test run.
    static let fonts = Result { try FontLibrary() }

    static func rasterizer() throws -> Rasterizer {
        Rasterizer(fonts: try fonts.get())
    }

    static func measurer() throws -> CairoTextMeasurer {
        CairoTextMeasurer(fonts: try fonts.get())
    }

    static func shape(_ path: PathShape, _ fill: RGBA) -> DisplayItem {
        .shape(ShapeItem(path: path, fill: fill, identity: .root, span: span))
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, _ fill: RGBA = .black)
        -> DisplayItem
    {
        shape(.rectangle(Rect(x: x, y: y, width: width, height: height)), fill)
    }

    static func text(_ string: String, at origin: Point, font: FontSpec, color: RGBA = .black) -> DisplayItem {
        .text(TextItem(lines: [TextLine(text: string, origin: origin, width: 0)], font: font, color: color,
                       identity: .root, span: span))
    }

    static func group(_ items: [DisplayItem], transform: AffineTransform = .identity, opacity: Double = 1,
                      clip: PathShape? = nil) -> DisplayItem
    {
        .group(GroupItem(transform: transform, opacity: opacity, clip: clip, items: items))
    }

    static func list(_ width: Double, _ height: Double, _ items: [DisplayItem]) -> DisplayList {
        DisplayList(size: Size(width: width, height: height), items: items)
    }

    static let white = Pixel(red: 255, green: 255, blue: 255)
    static let black = Pixel(red: 0, green: 0, blue: 0)
    static let red = RGBA(red: 1, green: 0, blue: 0)

    /// The largest difference of any channel of any pixel; nil when the sizes differ.
    static func maximumChannelDifference(_ a: RasterImage, _ b: RasterImage) -> Int? {
        guard a.width == b.width, a.height == b.height, a.rgba.count == b.rgba.count else { return nil }
        var largest = 0
        for i in a.rgba.indices {
            largest = max(largest, abs(Int(a.rgba[i]) - Int(b.rgba[i])))
        }
        return largest
    }

    /// The benchmark's frame at 1280 × 720 (shared/bench/workload.py) half-way through the
    /// rectangles' stagger: 200 rounded rectangles, each in its own opacity group, and a circle.
    static func gridStaggerFrame(progressOffset: Double = 0) -> DisplayList {
        let (width, height, count, gap) = (1280.0, 720.0, 200, 16.0)
        let columns = 19
        let rows = 11
        let cellWidth = (width - gap * Double(columns + 1)) / Double(columns)
        let cellHeight = (height - gap * Double(rows + 1)) / Double(rows)
        var items: [DisplayItem] = []
        for i in 0..<count {
            let progress = min(max(1.5 - Double(i) / 100 + progressOffset, 0), 1)
            guard progress > 0 else { continue }
            let x = gap + Double(i % columns) * (cellWidth + gap)
            let y = gap + Double(i / columns) * (cellHeight + gap)
            let scale = 0.5 + 0.5 * progress
            let centre = Point(x: x + cellWidth / 2, y: y + cellHeight / 2)
            let color = RGBA(hue: Double(i) / Double(count), saturation: 0.65, brightness: 0.9)
            let rect = shape(.roundedRectangle(Rect(x: x, y: y, width: cellWidth, height: cellHeight), radius: 12), color)
            items.append(group([rect], transform: .about(centre, .scale(x: scale, y: scale)), opacity: progress))
        }
        let circle = RGBA(red: 0.15, green: 0.25, blue: 0.55, alpha: 0.9)
        items.append(shape(.ellipse(Rect(x: 400, y: 240, width: 240, height: 240)), circle))
        return list(width, height, items)
    }
}

import FlipbookModel
import Foundation

@testable import FlipbookRender

/// Builders for small display lists, shared fonts, and pixel helpers.
enum Fixtures {
    static let span = SourceSpan.unknown(file: "FlipbookRenderTests")

    /// The system's fonts, loaded once for the whole test run.
    static let fonts = Result { try FontLibrary() }

    static func rasterizer() throws -> Rasterizer {
        Rasterizer(fonts: try fonts.get())
    }

    static func measurer() throws -> TextMeasurer {
        TextMeasurer(fonts: try fonts.get())
    }

    static func shape(_ path: Path, _ paint: Paint, style: DrawStyle = .fill(evenOdd: false)) -> DisplayItem {
        .shape(ShapeItem(path: path, paint: paint, style: style, identity: .root, span: span))
    }

    static func shape(_ path: Path, _ color: RGBA) -> DisplayItem {
        shape(path, .color(color))
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, _ fill: RGBA = .black) -> DisplayItem {
        shape(Path(Rect(x: x, y: y, width: width, height: height)), fill)
    }

    static func ellipse(_ rect: Rect, _ fill: RGBA = .black) -> DisplayItem {
        var path = Path()
        path.addEllipse(in: rect)
        return shape(path, fill)
    }

    static func roundedRect(_ rect: Rect, radius: Double, _ fill: RGBA = .black) -> DisplayItem {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: Size(width: radius, height: radius))
        return shape(path, fill)
    }

    /// Text laid out by the measurer and placed with its frame's top-left corner at `origin`.
    static func text(
        _ string: String, at origin: Point, font: FontSpec = .body, color: RGBA = .black,
        width: Double? = nil
    ) throws -> DisplayItem {
        let layout = try measurer().layout(StyledText(string, font: font), width: width, height: nil, options: .default)
        return .text(TextItem(origin: origin, lines: layout.lines, paints: [.color(color)], identity: .root, span: span))
    }

    static func group(
        _ items: [DisplayItem], transform: FlipbookModel.AffineTransform = .identity, opacity: Double = 1,
        clip: Path? = nil
    ) -> DisplayItem {
        .group(GroupItem(transform: transform, opacity: opacity, clip: clip.map { Clip(path: $0) }, items: items))
    }

    static func list(_ width: Double, _ height: Double, _ items: [DisplayItem]) -> DisplayList {
        DisplayList(size: Size(width: width, height: height), items: items)
    }

    static func render(
        _ items: [DisplayItem], width: Double, height: Double, scale: Double = 1,
        background: RGBA? = .white
    ) throws -> RasterImage {
        try rasterizer().rasterize(list(width, height, items), scale: scale, background: background)
    }

    static let white = Pixel(red: 255, green: 255, blue: 255)
    static let black = Pixel(red: 0, green: 0, blue: 0)
    static let red = RGBA(red: 1, green: 0, blue: 0)
    static let blue = RGBA(red: 0, green: 0, blue: 1)

    /// Whether two pixels differ by at most `tolerance` in every channel.
    static func close(_ a: Pixel, _ b: Pixel, _ tolerance: Int = 2) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance && abs(Int(a.alpha) - Int(b.alpha)) <= tolerance
    }

    /// The largest difference of any channel of any pixel; nil when the sizes differ.
    static func maximumChannelDifference(_ a: RasterImage, _ b: RasterImage) -> Int? {
        guard a.width == b.width, a.height == b.height, a.rgba.count == b.rgba.count else { return nil }
        var largest = 0
        for i in a.rgba.indices {
            largest = max(largest, abs(Int(a.rgba[i]) - Int(b.rgba[i])))
        }
        return largest
    }

    /// Writes `image` to `$FLIPBOOK_TEST_PNG_DIR/name.png` when that variable is set, to look at.
    static func save(_ image: RasterImage, _ name: String) {
        guard let directory = ProcessInfo.processInfo.environment["FLIPBOOK_TEST_PNG_DIR"],
            let bytes = try? PNGCodec.encode(image)
        else { return }
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: directory + "/" + name + ".png", contents: Data(bytes))
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
            let rect = roundedRect(Rect(x: x, y: y, width: cellWidth, height: cellHeight), radius: 12, color)
            items.append(group([rect], transform: .about(centre, .scale(x: scale, y: scale)), opacity: progress))
        }
        let circle = RGBA(red: 0.15, green: 0.25, blue: 0.55, alpha: 0.9)
        items.append(ellipse(Rect(x: 400, y: 240, width: 240, height: 240), circle))
        return list(width, height, items)
    }
}

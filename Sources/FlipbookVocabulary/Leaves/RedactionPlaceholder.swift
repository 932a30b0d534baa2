import FlipbookModel

/// What text and symbols draw under `.redacted(reason: .placeholder)`: a rounded bar over each
/// line, in the foreground style at a low opacity, where the characters would be. Chosen (the
/// exact metrics of SwiftUI's placeholders are not documented): the bar runs from 0.82 × the
/// font size above the baseline to 0.16 × below it, with corners of 0.2 × the size, at 16 %
/// opacity; a symbol is a bar of its glyph's square.
enum RedactionPlaceholder {
    static let opacity = 0.16

    /// Bars over the lines of a layout drawn at `origin`.
    static func bars(
        over lines: [TextLine], at origin: Point, paint: Paint, context: DrawContext
    ) -> [DisplayItem] {
        let shapes = lines.compactMap { line -> DisplayItem? in
            let size = line.runs.map(\.size).max() ?? 0
            guard line.width > 0, size > 0 else { return nil }
            let baseline = origin.y + line.origin.y
            let rect = Rect(x: origin.x + line.origin.x, y: baseline - 0.82 * size, width: line.width, height: 0.98 * size)
            return bar(rect, cornerRadius: 0.2 * size, paint: paint, context: context)
        }
        return [.group(GroupItem(opacity: opacity, items: shapes))]
    }

    /// One bar over a rectangle (a symbol's glyph square).
    static func bar(over rect: Rect, cornerRadius: Double, paint: Paint, context: DrawContext) -> [DisplayItem] {
        [.group(GroupItem(opacity: opacity, items: [bar(rect, cornerRadius: cornerRadius, paint: paint, context: context)]))]
    }

    private static func bar(_ rect: Rect, cornerRadius: Double, paint: Paint, context: DrawContext) -> DisplayItem {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: Size(width: cornerRadius, height: cornerRadius))
        return .shape(ShapeItem(path: path, paint: paint, identity: context.identity, span: context.span))
    }
}

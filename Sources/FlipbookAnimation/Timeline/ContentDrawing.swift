import FlipbookModel

/// The display items of a view's own content (shapes, colours, text) at its animated frame.
enum ContentDrawing {
    static func items(for node: ViewNode, frame: Rect, text: TextLayout?, animated: [Double]?) -> [DisplayItem] {
        switch node.content {
        case .shape(let kind, let fill):
            let color = animated.map { RGBA(linear: Array($0.prefix(4))) } ?? fill
            guard color.alpha > 0 else { return [] }
            var radius: Double = 0
            if case .roundedRectangle(let r) = kind { radius = animated.map { $0.count > 4 ? $0[4] : r } ?? r }
            let path = path(kind, in: frame, cornerRadius: radius)
            return [.shape(ShapeItem(path: path, fill: color, identity: node.identity, span: node.span))]
        case .color(let fill):
            let color = animated.map { RGBA(linear: $0) } ?? fill
            guard color.alpha > 0 else { return [] }
            return [.shape(ShapeItem(path: .rectangle(frame), fill: color, identity: node.identity, span: node.span))]
        case .text(_, let font, let textColor):
            let color = animated.map { RGBA(linear: $0) } ?? textColor
            guard let text, color.alpha > 0 else { return [] }
            // The new text is drawn at once, centred in its frame while the frame animates
            // from the old text's size (at rest the two sizes agree).
            let origin = frame.origin + Point(x: (frame.width - text.size.width) / 2, y: (frame.height - text.size.height) / 2)
            let lines = text.lines.map { line in
                TextLine(text: line.text, origin: line.origin + origin, width: line.width)
            }
            return [.text(TextItem(lines: lines, font: font, color: color, identity: node.identity, span: node.span))]
        case .stack, .spacer, .empty:
            return []
        }
    }

    static func path(_ kind: ShapeKind, in frame: Rect, cornerRadius: Double) -> PathShape {
        switch kind {
        case .rectangle:
            return .rectangle(frame)
        case .roundedRectangle:
            return .roundedRectangle(frame, radius: cornerRadius)
        case .capsule:
            return .roundedRectangle(frame, radius: min(frame.width, frame.height) / 2)
        case .ellipse:
            return .ellipse(frame)
        case .circle:
            // A circle is inscribed in its frame, centred.
            let side = min(frame.width, frame.height)
            return .ellipse(Rect(x: frame.center.x - side / 2, y: frame.center.y - side / 2, width: side, height: side))
        }
    }
}

import FlipbookModel

/// UIKit's text measurement (`"12:00".size(withAttributes: [.font: font])`,
/// `boundingRect(with:options:attributes:context:)`), with the text engine the views are laid
/// out with, so a size computed in code agrees with the drawn text.
extension NativeGlobals {
    static let textMeasurementCalls: [String: NativeType.Call] = [
        // `_textSize(text, font, width)`: the laid-out size, wrapped at `width` when given.
        "_textSize": { i, a throws(Interrupt) in
            let values = try a.positional()
            guard values.count == 3, let text = values[0].asString, case .native(.font(let font)) = values[1] else {
                throw .error("_textSize(text, font, width) needs a string, a Font and a width", at: a.span)
            }
            guard let measurer = i.measurer else { throw .error("measuring text needs the text engine", at: a.span) }
            let width = values[2].asDouble.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
            let layout = measurer.layout(StyledText(text, font: font), width: width, height: nil, options: .default)
            return i.makeSize(layout.size)
        }
    ]
}

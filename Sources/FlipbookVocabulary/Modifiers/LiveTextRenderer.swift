import FlipbookModel

/// `.textRenderer(_:)` (iOS 18) with the scene's `TextRenderer`: every text drawn under it is
/// handed, laid out, to the renderer's `draw(layout:in:)`, whose drawing takes its place. Its
/// `animatableData` interpolates like any modifier's, so a renderer changed inside an animation
/// (an elapsed time, a progress) draws each frame between. A text an inner renderer drew is
/// left to it. Made by the interpreter (not a modifier a scene names).
public struct LiveTextRenderer: ViewModifierKind {
    public var handle: LiveHandle
    public var data: [Double]

    public init(handle: LiveHandle, data: [Double]) {
        self.handle = handle
        self.data = data
    }

    public func resolved(in environment: EnvironmentValues) -> LiveTextRenderer { self }

    public var layoutRole: ModifierLayoutRole { .none }

    public var animatableData: [Double] {
        get { data }
        set { data = newValue }
    }

    public func draw(_ content: [DisplayItem], in frame: Rect, context: DrawContext) throws(LiveError) -> [DisplayItem] {
        guard let evaluator = context.evaluator else { return content }
        return try rendered(content, evaluator)
    }

    private func rendered(_ items: [DisplayItem], _ evaluator: any LiveEvaluating) throws(LiveError) -> [DisplayItem] {
        var out: [DisplayItem] = []
        for item in items {
            switch item {
            case .text(var text) where !text.isRendered:
                // The renderer works in the text's own coordinates, from its top leading corner.
                let origin = text.origin
                text.origin = .zero
                let drawn = try evaluator.renderText(handle, animatableData: data, text: text)
                out.append(.group(GroupItem(transform: .translation(x: origin.x, y: origin.y), items: drawn)))
            case .group(var group):
                group.items = try rendered(group.items, evaluator)
                out.append(.group(group))
            default:
                out.append(item)
            }
        }
        return out
    }

    public var description: String {
        "textRenderer(\(handle.typeName)(animatableData: \(data.map(formatNumber).joined(separator: " "))))"
    }
}

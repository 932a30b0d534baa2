/// A container that composes its children's drawings itself instead of drawing them where
/// they were placed: a `Canvas` with `symbols:` lays its symbols out and hands their drawings
/// to its renderer closure.
public protocol ComposingContainerLayout: ContainerLayout {
    /// What the container draws in `frame`, given each child's drawing (in canvas coordinates)
    /// and the frame it was laid out in, in order.
    func compose(_ children: [ChildDrawing], in frame: Rect, context: DrawContext) throws(LiveError) -> [DisplayItem]
}

/// One child's drawing, for a `ComposingContainerLayout`.
public struct ChildDrawing: Sendable {
    public var items: [DisplayItem]
    public var frame: Rect

    public init(items: [DisplayItem], frame: Rect) {
        self.items = items
        self.frame = frame
    }
}

/// A view a `Canvas` declares in `symbols:`, laid out at its ideal size and drawn with its
/// top-leading corner at the origin, ready to be drawn where the renderer says.
public struct CanvasSymbol: Hashable, Sendable {
    public var size: Size
    public var items: [DisplayItem]

    public init(size: Size, items: [DisplayItem]) {
        self.size = size
        self.items = items
    }
}

/// The frames of every view of one `ViewTree`, in canvas points, rounded to the pixel grid.
public struct LayoutTree: Hashable, Sendable {
    public var canvas: Size
    public var nodes: [Identity: NodeLayout]

    public init(canvas: Size, nodes: [Identity: NodeLayout]) {
        self.canvas = canvas
        self.nodes = nodes
    }

    public subscript(identity: Identity) -> NodeLayout? { nodes[identity] }
}

/// The frames of one view, layer by layer.
///
/// `layers[0]` is the content's frame; `layers[i + 1]` is the frame of the view once
/// `modifiers[i]` is applied, so `layers.count == modifiers.count + 1` and `layers.last` is the
/// frame the parent placed. A drawing modifier (opacity, offset…) repeats its input frame.
public struct NodeLayout: Hashable, Sendable {
    public var layers: [Rect]
    /// For text content: its lines, placed relative to `layers[0]`.
    public var text: TextLayout?

    public init(layers: [Rect], text: TextLayout? = nil) {
        self.layers = layers
        self.text = text
    }

    public var contentFrame: Rect { layers[0] }
    public var outerFrame: Rect { layers[layers.count - 1] }
}

/// Lines of a text view after wrapping.
public struct TextLayout: Hashable, Sendable {
    public var lines: [TextLine]
    public var size: Size

    public init(lines: [TextLine], size: Size) {
        self.lines = lines
        self.size = size
    }
}

/// One line of text: `origin` is the left end of its baseline, relative to the text's frame.
public struct TextLine: Hashable, Sendable {
    public var text: String
    public var origin: Point
    public var width: Double

    public init(text: String, origin: Point, width: Double) {
        self.text = text
        self.origin = origin
        self.width = width
    }
}

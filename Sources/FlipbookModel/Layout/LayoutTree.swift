/// The frames of every view of one `ViewTree`, in canvas points, rounded to the pixel grid.
public struct LayoutTree: Hashable, Sendable {
    public var canvas: Size
    public var nodes: [Identity: NodeLayout]
    /// Errors of the scene's code run during layout (alignment guides, `Layout` types): a
    /// layout with errors is not drawn; the first is reported.
    public var errors: [LiveError]

    public init(canvas: Size, nodes: [Identity: NodeLayout], errors: [LiveError] = []) {
        self.canvas = canvas
        self.nodes = nodes
        self.errors = errors
    }

    public subscript(identity: Identity) -> NodeLayout? { nodes[identity] }
}

/// The frames of one view, layer by layer, in canvas coordinates.
///
/// `layers[0]` is the content's frame; `layers[i + 1]` is the frame of the view once
/// `modifiers[i]` is applied, so `layers.count == modifiers.count + 1` and `layers.last` is the
/// frame the parent placed. A drawing modifier (opacity, offset…) repeats its input frame.
public struct NodeLayout: Hashable, Sendable {
    public var layers: [Rect]
    /// For a leaf: what it measured for the proposal it was placed with (laid-out text).
    public var measurement: LeafMeasurement?

    public init(layers: [Rect], measurement: LeafMeasurement? = nil) {
        self.layers = layers
        self.measurement = measurement
    }

    public var contentFrame: Rect { layers[0] }
    public var outerFrame: Rect { layers[layers.count - 1] }
}

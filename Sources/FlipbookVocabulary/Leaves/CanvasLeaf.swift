import FlipbookModel

/// `Canvas { context, size in … }`: a view that takes the space offered (as a shape does) and
/// draws what the scene's renderer closure draws, run by the live evaluator for each frame at
/// the canvas's size.
public struct CanvasLeaf: LeafView {
    public var renderer: LiveHandle
    public var environment: EnvironmentValues

    public init(renderer: LiveHandle, environment: EnvironmentValues = EnvironmentValues()) {
        self.renderer = renderer
        self.environment = environment
    }

    public func resolved(in environment: EnvironmentValues) -> CanvasLeaf {
        CanvasLeaf(renderer: renderer, environment: environment)
    }

    public func measure(_ proposal: ProposedSize, context: LeafLayoutContext) -> LeafMeasurement {
        LeafMeasurement(size: Size(width: proposal.width ?? 10, height: proposal.height ?? 10))
    }

    public var animatableData: [Double] {
        get { [] }
        set {}
    }

    public func draw(in frame: Rect, measurement: LeafMeasurement, context: DrawContext) throws(LiveError) -> [DisplayItem] {
        guard let evaluator = context.evaluator, frame.width > 0, frame.height > 0 else { return [] }
        let items = try evaluator.canvas(renderer, size: frame.size, environment: environment)
        return [canvasLayer(items, at: frame)]
    }

    public var description: String { "Canvas(\(renderer.typeName))" }
}

/// A canvas already drawn (one evaluated for a frame, in a `TimelineView`): its items, in its
/// own coordinates, placed at the frame it is drawn in.
public struct RecordedDrawingLeaf: LeafView {
    public var items: [DisplayItem]

    public init(items: [DisplayItem]) { self.items = items }

    public func resolved(in environment: EnvironmentValues) -> RecordedDrawingLeaf { self }

    public func measure(_ proposal: ProposedSize, context: LeafLayoutContext) -> LeafMeasurement {
        LeafMeasurement(size: Size(width: proposal.width ?? 10, height: proposal.height ?? 10))
    }

    public var animatableData: [Double] {
        get { [] }
        set {}
    }

    public func draw(in frame: Rect, measurement: LeafMeasurement, context: DrawContext) throws(LiveError) -> [DisplayItem] {
        [canvasLayer(items, at: frame)]
    }

    public var description: String { "Canvas(\(items.count) items)" }
}

/// A canvas's drawing placed at its frame. A canvas is a layer of its own: what it draws with a
/// blend mode blends with its own drawing, not with the views behind it.
func canvasLayer(_ items: [DisplayItem], at frame: Rect) -> DisplayItem {
    let blends = items.contains { item in
        if case .group(let group) = item { group.blendMode != .normal } else { false }
    }
    return .group(GroupItem(transform: .translation(x: frame.minX, y: frame.minY), isolated: blends, items: items))
}

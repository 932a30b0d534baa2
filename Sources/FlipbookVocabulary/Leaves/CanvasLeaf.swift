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
        let items = try evaluator.canvas(renderer, size: frame.size, environment: environment, symbols: [:])
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

/// `Canvas { context, size in … } symbols: { … }`: a canvas whose children are its symbols,
/// each laid out at its ideal size and drawn only where the renderer draws it
/// (`context.resolveSymbol(id:)`, then `context.draw(_:at:)`).
public struct CanvasSymbolsLayout: ComposingContainerLayout, EnvironmentResolvingLayout {
    public var renderer: LiveHandle
    /// Each child's tag, as text (`resolveSymbol(id:)` finds it by its id's).
    public var tags: [String]
    public var environment: EnvironmentValues

    public init(renderer: LiveHandle, tags: [String], environment: EnvironmentValues = EnvironmentValues()) {
        self.renderer = renderer
        self.tags = tags
        self.environment = environment
    }

    public var spacerAxis: Axis? { nil }
    public var clipsChildren: Bool { false }

    public func resolved(in environment: EnvironmentValues) -> CanvasSymbolsLayout {
        CanvasSymbolsLayout(renderer: renderer, tags: tags, environment: environment)
    }

    /// As a canvas without symbols: the space offered, 10 points where none is.
    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        Size(width: proposal.width ?? 10, height: proposal.height ?? 10)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) -> [SubviewPlacement] {
        subviews.map { _ in SubviewPlacement(position: bounds.origin, anchor: .topLeading, proposal: .unspecified) }
    }

    public func compose(_ children: [ChildDrawing], in frame: Rect, context: DrawContext) throws(LiveError) -> [DisplayItem] {
        guard let evaluator = context.evaluator, frame.width > 0, frame.height > 0 else { return [] }
        var symbols: [String: CanvasSymbol] = [:]
        for (tag, child) in zip(tags, children) where symbols[tag] == nil {
            symbols[tag] = CanvasSymbol(
                size: child.frame.size,
                items: DisplayEffects.transform(.translation(x: -child.frame.minX, y: -child.frame.minY), child.items))
        }
        let items = try evaluator.canvas(renderer, size: frame.size, environment: environment, symbols: symbols)
        return [canvasLayer(items, at: frame)]
    }

    public var description: String { "Canvas(\(renderer.typeName), \(tags.count) symbols)" }
}

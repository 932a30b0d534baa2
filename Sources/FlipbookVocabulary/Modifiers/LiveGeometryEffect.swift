import FlipbookModel

/// A `GeometryEffect` of the scene: its `effectValue(size:)` runs every frame with its
/// `animatableData` interpolated, and the view is drawn under the transform it returns.
/// Made by the interpreter (not a modifier a scene names).
public struct LiveGeometryEffect: ViewModifierKind {
    public var handle: LiveHandle
    public var data: [Double]
    public var span: SourceSpan

    public init(handle: LiveHandle, data: [Double], span: SourceSpan) {
        self.handle = handle
        self.data = data
        self.span = span
    }

    public func resolved(in environment: EnvironmentValues) -> LiveGeometryEffect { self }

    public var layoutRole: ModifierLayoutRole { .none }

    public var animatableData: [Double] {
        get { data }
        set { data = newValue }
    }

    public func draw(_ content: [DisplayItem], in frame: Rect, context: DrawContext) throws(LiveError) -> [DisplayItem] {
        guard let evaluator = context.evaluator else { return content }
        let transform = try evaluator.effect(of: handle, animatableData: data, size: frame.size)
        // The effect is in the view's own coordinates: move to its origin and back.
        let local = ProjectionTransform(.translation(x: -frame.minX, y: -frame.minY))
            .concatenating(transform)
            .concatenating(ProjectionTransform(.translation(x: frame.minX, y: frame.minY)))
        return DisplayEffects.projection(local, content)
    }

    public var description: String { "\(handle.typeName)(animatableData: \(data.map(formatNumber).joined(separator: " ")))" }
}

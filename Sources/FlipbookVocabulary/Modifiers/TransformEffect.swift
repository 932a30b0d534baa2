import FlipbookModel

/// `transformEffect(_:)` and `projectionEffect(_:)`: the drawing transformed by a
/// `CGAffineTransform` or a `ProjectionTransform` in the view's own coordinates (its top-leading
/// corner is the origin), without changing its frame.
public struct TransformEffect: ViewModifierKind {
    public var projection: ProjectionTransform
    public var name: String

    public init(_ projection: ProjectionTransform, name: String) {
        self.projection = projection
        self.name = name
    }

    public func resolved(in environment: EnvironmentValues) -> TransformEffect { self }
    public var layoutRole: ModifierLayoutRole { .none }
    public var animatableData: [Double] {
        get { [] }
        set {}
    }

    public func draw(_ content: [DisplayItem], in frame: Rect, context: DrawContext) -> [DisplayItem] {
        let local = ProjectionTransform(.translation(x: -frame.minX, y: -frame.minY))
            .concatenating(projection)
            .concatenating(ProjectionTransform(.translation(x: frame.minX, y: frame.minY)))
        return DisplayEffects.projection(local, content)
    }

    public var description: String { "\(name)(\(projection))" }
}

import FlipbookModel

/// `clipShape(_:style:)` and `clipped(antialiased:)`: clips the view to a shape drawn in its
/// frame, or to the frame itself.
public struct ClipShape: ViewModifierKind {
    /// nil: the frame's rectangle (`clipped()`).
    public var shape: ShapeGeometry?
    public var antialiased: Bool

    public init(shape: ShapeGeometry?, antialiased: Bool = true) {
        self.shape = shape
        self.antialiased = antialiased
    }

    /// `clipShape(_:)` (`style:` only chooses the fill rule, which Flipbook does not read yet).
    public static func clipShape(_ arguments: any ArgumentReader) throws(ArgumentError) -> ClipShape {
        guard case .shape(let shape)? = try arguments.take(nil, as: .shape) else {
            throw ArgumentError("clipShape(_:) needs a shape", at: .some(nil))
        }
        return ClipShape(shape: shape)
    }

    public static func clipped(_ arguments: any ArgumentReader) throws(ArgumentError) -> ClipShape {
        ClipShape(shape: nil, antialiased: try arguments.bool("antialiased") ?? false)
    }

    public func resolved(in environment: EnvironmentValues) -> ClipShape {
        var copy = self
        copy.shape = shape?.resolvingContainer(environment.containerShape)
        return copy
    }

    public var layoutRole: ModifierLayoutRole { .none }

    public var animatableData: [Double] {
        get { [] }
        set {}
    }

    public func draw(_ content: [DisplayItem], in frame: Rect, context: DrawContext) throws(LiveError) -> [DisplayItem] {
        var path = Path()
        if let shape {
            path = try shape.path(in: frame, viewOrigin: frame.origin, evaluator: context.evaluator)
        } else {
            path.addRect(frame)
        }
        return DisplayEffects.clip(Clip(path: path, antialiased: antialiased), content)
    }

    public var description: String { shape.map { "clipShape(\($0))" } ?? "clipped()" }
}

import FlipbookModel

/// `containerRelativeFrame(_:alignment:)`, `(_:count:span:spacing:alignment:)` and
/// `(_:alignment:_:)`: a fixed frame along `axes` whose length comes from the nearest
/// container (the nearest scroll view, else the canvas); along the other axes the proposal
/// passes through, as in a `frame` with nil there.
public struct ContainerRelativeFrame: ViewModifierKind, ContainerRelativeLayout {
    public enum Length: Hashable, Sendable {
        /// The container's whole length.
        case fill
        /// `span` of `count` columns `spacing` apart: (length − spacing × (count − 1)) / count
        /// × span + spacing × (span − 1), Apple's formula.
        case grid(count: Int, span: Int, spacing: Double)
        /// The scene's `(length, axis) -> CGFloat` closure.
        case closure(LiveHandle)
    }

    public var axes: Set<Axis>
    public var length: Length
    public var alignment: Alignment

    public init(axes: Set<Axis>, length: Length, alignment: Alignment = .center) {
        self.axes = axes
        self.length = length
        self.alignment = alignment
    }

    public func layout(in container: Size, evaluator: (any LiveEvaluating)?) throws(LiveError) -> any UnaryLayout {
        FrameLayout(
            width: try length(along: .horizontal, of: container.width, evaluator),
            height: try length(along: .vertical, of: container.height, evaluator), alignment: alignment)
    }

    private func length(along axis: Axis, of full: Double, _ evaluator: (any LiveEvaluating)?) throws(LiveError) -> Double? {
        guard axes.contains(axis) else { return nil }
        switch length {
        case .fill:
            return full
        case .grid(let count, let span, let spacing):
            guard count > 0 else { return 0 }
            let column = (full - spacing * Double(count - 1)) / Double(count)
            return max(column * Double(span) + spacing * Double(span - 1), 0)
        case .closure(let closure):
            guard let evaluator else { return full }
            return try evaluator.containerLength(closure, length: full, axis: axis)
        }
    }

    public func resolved(in environment: EnvironmentValues) -> ContainerRelativeFrame { self }
    public var layoutRole: ModifierLayoutRole { .containerRelative(self) }
    public var animatableData: [Double] {
        get { [] }
        set {}
    }

    public func draw(_ content: [DisplayItem], in frame: Rect, context: DrawContext) -> [DisplayItem] { content }

    public var description: String {
        let names = [Axis.horizontal, .vertical].filter(axes.contains).map { ".\($0)" }.joined(separator: ", ")
        switch length {
        case .fill: return "containerRelativeFrame([\(names)])"
        case .grid(let count, let span, let spacing):
            return "containerRelativeFrame([\(names)], count: \(count), span: \(span), spacing: \(spacing))"
        case .closure: return "containerRelativeFrame([\(names)]) { length, axis in … }"
        }
    }
}

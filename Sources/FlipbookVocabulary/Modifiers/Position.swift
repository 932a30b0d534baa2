import FlipbookModel

/// `position(x:y:)` and `position(_ point:)`: centres the view at a point of the space it is
/// offered, taking all of it (`PositionLayout`).
public struct Position: ViewModifierKind, ArgumentConstructible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> Position {
        if arguments.has(nil) {
            guard let point = try arguments.point(nil) else { throw arguments.missing(nil) }
            return Position(x: point.x, y: point.y)
        }
        return Position(x: try arguments.finiteDouble("x") ?? 0, y: try arguments.finiteDouble("y") ?? 0)
    }

    public func resolved(in environment: EnvironmentValues) -> Position { self }

    public var layoutRole: ModifierLayoutRole { .layout(PositionLayout(x: x, y: y)) }

    public var animatableData: [Double] {
        get { [] }
        set {}
    }

    public func draw(_ content: [DisplayItem], in frame: Rect, context: DrawContext) -> [DisplayItem] { content }

    public var description: String { "position(x: \(formatNumber(x)), y: \(formatNumber(y)))" }
}

import FlipbookModel

/// `offset(x:y:)` and `offset(_ size:)`: moves the drawing, not the layout.
public struct Offset: ViewModifierKind, ArgumentConstructible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> Offset {
        if arguments.has(nil) {
            guard let size = try arguments.size(nil) else { throw arguments.missing(nil) }
            return Offset(x: size.width, y: size.height)
        }
        return Offset(x: try arguments.finiteDouble("x") ?? 0, y: try arguments.finiteDouble("y") ?? 0)
    }

    public func resolved(in environment: EnvironmentValues) -> Offset { self }

    public var layoutRole: ModifierLayoutRole { .none }

    public var animatableData: [Double] {
        get { [x, y] }
        set { (x, y) = (newValue[0], newValue[1]) }
    }

    public func draw(_ content: [DisplayItem], in frame: Rect, context: DrawContext) -> [DisplayItem] {
        DisplayEffects.transform(.translation(x: x, y: y), content)
    }

    public var description: String { "offset(x: \(formatNumber(x)), y: \(formatNumber(y)))" }
}

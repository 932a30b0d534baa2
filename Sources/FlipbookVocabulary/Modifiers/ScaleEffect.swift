import FlipbookModel

/// `scaleEffect(_:anchor:)`, `scaleEffect(x:y:anchor:)`, `scaleEffect(_ size:anchor:)`: a scale
/// of the drawing about a point of the view's frame.
public struct ScaleEffect: ViewModifierKind, ArgumentConstructible {
    public var x: Double
    public var y: Double
    public var anchor: UnitPoint

    public init(x: Double, y: Double, anchor: UnitPoint = .center) {
        self.x = x
        self.y = y
        self.anchor = anchor
    }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> ScaleEffect {
        var x = 1.0, y = 1.0
        if arguments.has(nil) {
            switch try arguments.take(nil, as: .scale) {
            case .size(let s)?: (x, y) = (s.width, s.height)
            case .double(let d)?: (x, y) = (d, d)
            case .int(let i)?: (x, y) = (Double(i), Double(i))
            default: throw ArgumentError("scaleEffect needs a number or a CGSize", at: .some(nil))
            }
        } else {
            x = try arguments.finiteDouble("x") ?? 1
            y = try arguments.finiteDouble("y") ?? 1
        }
        guard x.isFinite, y.isFinite else { throw ArgumentError("scaleEffect needs a finite scale", at: .some(nil)) }
        return ScaleEffect(x: x, y: y, anchor: try arguments.unitPoint("anchor") ?? .center)
    }

    public func resolved(in environment: EnvironmentValues) -> ScaleEffect { self }

    public var layoutRole: ModifierLayoutRole { .none }

    public var animatableData: [Double] {
        get { [x, y, anchor.x, anchor.y] }
        set { (x, y, anchor) = (newValue[0], newValue[1], UnitPoint(x: newValue[2], y: newValue[3])) }
    }

    public func draw(_ content: [DisplayItem], in frame: Rect, context: DrawContext) -> [DisplayItem] {
        DisplayEffects.transform(.about(frame.point(at: anchor), .scale(x: x, y: y)), content)
    }

    public var description: String {
        let scale = x == y ? formatNumber(x) : "x: \(formatNumber(x)), y: \(formatNumber(y))"
        return "scaleEffect(\(scale)\(anchor == .center ? "" : ", anchor: \(anchor)"))"
    }
}

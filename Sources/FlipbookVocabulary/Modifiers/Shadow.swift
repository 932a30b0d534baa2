import FlipbookModel

/// `shadow(color:radius:x:y:)`: a blurred copy of the view's alpha in `color` (SwiftUI's
/// default, black at 33 %), offset by (x, y) points, drawn under the view. The radius, the
/// offset and the colour animate.
public struct Shadow: ViewModifierKind, ArgumentConstructible {
    public var color: ColorValue
    /// `color` in the view's colour scheme (set by `resolved(in:)`).
    public var rgba: RGBA
    public var radius: Double
    public var x: Double
    public var y: Double

    public static let defaultColor = ColorValue.fixed(RGBA(red: 0, green: 0, blue: 0, alpha: 0.33))

    public init(color: ColorValue = Shadow.defaultColor, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.rgba = color.resolved(in: .light)
        self.radius = radius
        self.x = x
        self.y = y
    }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> Shadow {
        var color = defaultColor
        switch try arguments.take("color", as: .color) {
        case .color(let value)?: color = value
        case nil, .none?: break
        default: throw ArgumentError("shadow(color:radius:x:y:): 'color' must be a Color", at: .some("color"))
        }
        return Shadow(
            color: color, radius: max(0, try arguments.requiredDouble("radius")),
            x: try arguments.finiteDouble("x") ?? 0, y: try arguments.finiteDouble("y") ?? 0)
    }

    public func resolved(in environment: EnvironmentValues) -> Shadow {
        var copy = self
        copy.rgba = color.resolved(in: environment.colorScheme)
        return copy
    }

    public var layoutRole: ModifierLayoutRole { .none }

    public var animatableData: [Double] {
        get { [radius, x, y, rgba.red, rgba.green, rgba.blue, rgba.alpha] }
        set {
            radius = newValue[0]
            x = newValue[1]
            y = newValue[2]
            rgba = RGBA(red: newValue[3], green: newValue[4], blue: newValue[5], alpha: newValue[6])
        }
    }

    public func draw(_ content: [DisplayItem], in frame: Rect, context: DrawContext) -> [DisplayItem] {
        guard rgba.alpha > 0 else { return content }
        return DisplayEffects.filter(.shadow(color: rgba, radius: max(0, radius), offset: Point(x: x, y: y)), content)
    }

    public var description: String {
        "shadow(color: \(color), radius: \(formatNumber(radius)), x: \(formatNumber(x)), y: \(formatNumber(y)))"
    }
}

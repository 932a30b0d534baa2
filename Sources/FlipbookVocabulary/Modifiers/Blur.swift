import FlipbookModel

/// `blur(radius:opaque:)`: the view's pixels, drawn as one layer, blurred by a Gaussian whose σ
/// is `radius` points. With `opaque`, the blur keeps the layer's alpha inside the view's bounds
/// (edges do not fade), as SwiftUI's opaque blur does.
public struct Blur: ViewModifierKind, ArgumentConstructible {
    public var radius: Double
    public var opaque: Bool

    public init(radius: Double, opaque: Bool = false) {
        self.radius = radius
        self.opaque = opaque
    }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> Blur {
        Blur(radius: try arguments.requiredDouble("radius"), opaque: try arguments.bool("opaque") ?? false)
    }

    public func resolved(in environment: EnvironmentValues) -> Blur { self }

    public var layoutRole: ModifierLayoutRole { .none }

    public var animatableData: [Double] {
        get { [radius] }
        set { radius = newValue[0] }
    }

    public func draw(_ content: [DisplayItem], in frame: Rect, context: DrawContext) -> [DisplayItem] {
        // A spring may overshoot below 0, and a radius of 0 changes nothing: no layer for either.
        guard radius > 0 else { return content }
        return DisplayEffects.filter(.blur(radius: radius, opaque: opaque), content)
    }

    public var description: String { "blur(radius: \(formatNumber(radius))\(opaque ? ", opaque: true" : ""))" }
}

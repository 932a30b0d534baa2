import FlipbookModel

/// `cornerRadius(_:antialiased:)`: clips the view to a rounded rectangle of its frame.
public struct CornerRadius: ViewModifierKind, ArgumentConstructible {
    public var radius: Double
    public var antialiased: Bool

    public init(radius: Double, antialiased: Bool = true) {
        self.radius = radius
        self.antialiased = antialiased
    }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> CornerRadius {
        guard let radius = try arguments.cornerRadius(nil) else { throw arguments.missing(nil) }
        return CornerRadius(radius: radius, antialiased: try arguments.bool("antialiased") ?? true)
    }

    public func resolved(in environment: EnvironmentValues) -> CornerRadius { self }

    public var layoutRole: ModifierLayoutRole { .none }

    public var animatableData: [Double] {
        get { [radius] }
        set { radius = newValue[0] }
    }

    public func draw(_ content: [DisplayItem], in frame: Rect, context: DrawContext) -> [DisplayItem] {
        var path = Path()
        let r = max(0, radius)
        path.addRoundedRect(in: frame, cornerSize: Size(width: r, height: r))
        return DisplayEffects.clip(Clip(path: path, antialiased: antialiased), content)
    }

    public var description: String { "cornerRadius(\(formatNumber(radius)))" }
}

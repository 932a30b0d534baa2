import FlipbookModel

/// `opacity(_:)`: the view composited as one layer at this opacity (0…1; values outside are
/// clamped when drawn, so a spring may overshoot in between).
public struct Opacity: ViewModifierKind, ArgumentConstructible {
    public var value: Double

    public init(_ value: Double) { self.value = value }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> Opacity {
        Opacity(try arguments.requiredDouble(nil))
    }

    public func resolved(in environment: EnvironmentValues) -> Opacity { self }

    public var layoutRole: ModifierLayoutRole { .none }

    public var animatableData: [Double] {
        get { [value] }
        set { value = newValue[0] }
    }

    public func draw(_ content: [DisplayItem], in frame: Rect, context: DrawContext) -> [DisplayItem] {
        DisplayEffects.opacity(min(1, max(0, value)), content)
    }

    public var description: String { "opacity(\(formatNumber(value)))" }
}

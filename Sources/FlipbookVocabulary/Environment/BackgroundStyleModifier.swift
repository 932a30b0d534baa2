import FlipbookModel

/// `backgroundStyle(_:)`: the style the `.background` shape style stands for below, which
/// `background(in:)` and `background()` fill with.
public struct BackgroundStyleModifier: EnvironmentModifierKind, ArgumentConstructible {
    public var style: StyleValue?

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> BackgroundStyleModifier {
        BackgroundStyleModifier(style: try arguments.style(nil))
    }

    public func apply(to environment: inout EnvironmentValues) { environment.backgroundStyle = style }

    public var description: String { "backgroundStyle(\(style.map { "\($0)" } ?? "nil"))" }
}

import FlipbookModel

/// `tint(_:)` and the older `accentColor(_:)`: the colour controls below draw their accent
/// parts with (a `Button`'s title, a `Toggle`'s track, links). `nil` restores the default.
public struct TintModifier: EnvironmentModifierKind, ArgumentConstructible {
    public var style: StyleValue?

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> TintModifier {
        TintModifier(style: try arguments.style(nil))
    }

    public func apply(to environment: inout EnvironmentValues) { environment.tint = style }

    public var description: String { "tint(\(style.map { "\($0)" } ?? "nil"))" }
}

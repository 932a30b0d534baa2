import FlipbookModel

/// `foregroundStyle(_:)`, `foregroundStyle(_:_:)`, `foregroundColor(_:)`: the style text,
/// symbols and shapes without a fill are drawn with.
public struct ForegroundStyle: EnvironmentModifierKind, ArgumentConstructible {
    public var primary: StyleValue?
    public var secondary: StyleValue?

    public init(_ primary: StyleValue?, secondary: StyleValue? = nil) {
        self.primary = primary
        self.secondary = secondary
    }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> ForegroundStyle {
        let primary = try arguments.style(nil)
        let secondary = try arguments.style(nil)
        _ = try arguments.style(nil)
        return ForegroundStyle(primary, secondary: secondary)
    }

    public func apply(to environment: inout EnvironmentValues) {
        environment.foregroundStyle = primary.map { $0.relative(to: environment.foregroundStyle) }
        environment.secondaryForegroundStyle = secondary
    }

    public var description: String { "foregroundStyle(\(primary.map { "\($0)" } ?? "nil"))" }
}

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

/// `.foregroundColor(_:)`: a `Color`, so `.primary` is the label colour itself, where
/// `.foregroundStyle(.primary)` is the primary level of the style around it (a button's tint).
public struct ForegroundColor: EnvironmentModifierKind, ArgumentConstructible {
    public var color: StyleValue?

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> ForegroundColor {
        switch try arguments.take(nil, as: .color) {
        case .color(let color)?: return ForegroundColor(color: .color(color))
        case .style(let style)?: return ForegroundColor(color: style)
        case .none?, nil: return ForegroundColor(color: nil)
        default: throw ArgumentError("\(arguments.callee): '_' must be a Color", at: .some(nil))
        }
    }

    public func apply(to environment: inout EnvironmentValues) {
        environment.foregroundStyle = color
        environment.secondaryForegroundStyle = nil
    }

    public var description: String { "foregroundColor(\(color.map { "\($0)" } ?? "nil"))" }
}

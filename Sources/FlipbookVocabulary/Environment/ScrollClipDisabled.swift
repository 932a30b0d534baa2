import FlipbookModel

/// `scrollClipDisabled(_ disabled: Bool = true)`: scroll views below draw their content past
/// their bounds (written into the environment, as SwiftUI does; `ScrollViewLayout` reads it).
public struct ScrollClipDisabled: EnvironmentModifierKind, ArgumentConstructible {
    public var disabled: Bool

    public init(_ disabled: Bool = true) { self.disabled = disabled }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> ScrollClipDisabled {
        ScrollClipDisabled(try arguments.bool(nil) ?? true)
    }

    public func apply(to environment: inout EnvironmentValues) { environment.scrollClipDisabled = disabled }

    public var description: String { "scrollClipDisabled(\(disabled))" }
}

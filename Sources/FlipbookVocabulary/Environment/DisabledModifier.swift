import FlipbookModel

/// `disabled(_:)`: controls below draw dimmed (their tint becomes the tertiary label colour)
/// and scripted taps on them do nothing, as a user's would. It only ever disables: a
/// `disabled(false)` inside a disabled view leaves it disabled, as in SwiftUI.
public struct DisabledModifier: EnvironmentModifierKind, ArgumentConstructible {
    public var isDisabled: Bool

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> DisabledModifier {
        guard let flag = try arguments.bool(nil) else { throw arguments.missing(nil) }
        return DisabledModifier(isDisabled: flag)
    }

    public func apply(to environment: inout EnvironmentValues) {
        if isDisabled { environment.isEnabled = false }
    }

    public var description: String { "disabled(\(isDisabled))" }
}

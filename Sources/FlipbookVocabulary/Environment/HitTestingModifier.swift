import FlipbookModel

/// `allowsHitTesting(_:)`: with `false`, the views below take no taps or drags: a scripted tap
/// by label finds the next view of that label, and a tap at a point the view under it. Like
/// `disabled`, it only ever turns hit testing off, as in SwiftUI.
public struct HitTestingModifier: EnvironmentModifierKind, ArgumentConstructible {
    public var isEnabled: Bool

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> HitTestingModifier {
        guard let flag = try arguments.bool(nil) else { throw arguments.missing(nil) }
        return HitTestingModifier(isEnabled: flag)
    }

    public func apply(to environment: inout EnvironmentValues) {
        if !isEnabled { environment.allowsHitTesting = false }
    }

    public var description: String { "allowsHitTesting(\(isEnabled))" }
}

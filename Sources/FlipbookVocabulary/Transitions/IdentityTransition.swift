import FlipbookModel

/// `.identity`: no effect; the view appears and disappears at once.
public struct IdentityTransition: TransitionKind, ArgumentConstructible {
    public init() {}
    public static func make(_ arguments: any ArgumentReader) -> IdentityTransition { IdentityTransition() }
    public func modifiers(in phase: TransitionPhase) -> [AnyViewModifier] { [] }
    public var description: String { "identity" }
}

import FlipbookModel

/// `.opacity`, SwiftUI's default transition: opacity 0 out of the identity phase.
public struct OpacityTransition: TransitionKind, ArgumentConstructible {
    public init() {}
    public static func make(_ arguments: any ArgumentReader) -> OpacityTransition { OpacityTransition() }

    public func modifiers(in phase: TransitionPhase) -> [AnyViewModifier] {
        [AnyViewModifier(Opacity(phase.isIdentity ? 1 : 0))]
    }

    public var description: String { "opacity" }
}

import FlipbookModel

/// `.slide`: in from the leading edge, out to the trailing edge, by the view's own width.
public struct SlideTransition: TransitionKind, ArgumentConstructible {
    public init() {}
    public static func make(_ arguments: any ArgumentReader) -> SlideTransition { SlideTransition() }

    public func modifiers(in phase: TransitionPhase) -> [AnyViewModifier] {
        switch phase {
        case .willAppear: [AnyViewModifier(SizeRelativeOffset.toward(.leading))]
        case .identity: [AnyViewModifier(SizeRelativeOffset.zero)]
        case .didDisappear: [AnyViewModifier(SizeRelativeOffset.toward(.trailing))]
        }
    }

    public var description: String { "slide" }
}

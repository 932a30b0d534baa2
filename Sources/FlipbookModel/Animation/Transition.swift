/// A transition as SwiftUI's `AnyTransition` describes it (SEMANTICS §2). Pure data: the
/// geometry of each phase lives in FlipbookAnimation.
public indirect enum Transition: Hashable, Sendable {
    case identity
    case opacity
    /// `.scale` is `scale(1e-5, anchor: .center)`; `.scale(0)` is replaced by a tiny positive scale.
    case scale(Double, anchor: UnitPoint)
    case offset(x: Double, y: Double)
    case move(Edge)
    case slide
    case push(from: Edge)
    case asymmetric(insertion: Transition, removal: Transition)
    /// `first.combined(with: second)`: both see the same phase; `first` applies inside.
    case combined(Transition, Transition)
    /// `transition.animation(_:)`: overrides the transaction's animation for this transition.
    case animation(Transition, Animation?)

    /// SwiftUI's default transition.
    public static let `default` = Transition.opacity
}

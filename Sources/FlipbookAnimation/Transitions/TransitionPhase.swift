/// Where a view is in its transition (SEMANTICS §2, `TransitionPhase`).
public enum TransitionPhase: Hashable, Sendable {
    case willAppear, identity, didDisappear
}
